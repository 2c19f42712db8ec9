/** An agent's grant that arrives from the server narrows what this device allows, never widens it. */
import { expect, it } from 'vitest';
import { narrowedGrant } from '../../../src/lib/sync/grants';
import type { Connection } from '../../../src/lib/domain/connections';

const mine: Connection = { id: 'agent', label: 'AI agent in this browser', tools: ['svc_find', 'svc_create', 'svc_describe'] };

it('a planted grant of svc_delete gives the agent nothing it did not have', () => {
	expect(narrowedGrant({ ...mine, tools: ['svc_find', 'svc_create', 'svc_delete', 'svc_describe'] }, mine)).toBeUndefined();
	expect(narrowedGrant({ id: 'stranger', label: 'x', tools: ['svc_delete'] }, undefined)).toBeUndefined();
	expect(narrowedGrant({ ...mine, id: 'app', tools: [] }, mine)).toBeUndefined();
});

it('a narrower grant is taken, tools and operations alike', () => {
	expect(narrowedGrant({ ...mine, tools: ['svc_find', 'svc_delete'] }, mine)).toEqual({ ...mine, tools: ['svc_find'] });
	expect(narrowedGrant({ ...mine, operations: ['movies_queryMovieRecords', 'tv_series_deleteTvSeriesRecord'] }, { ...mine, operations: ['movies_queryMovieRecords'] })).toBeUndefined();
	expect(narrowedGrant({ ...mine, operations: ['movies_queryMovieRecords'] }, mine)).toEqual({ ...mine, operations: ['movies_queryMovieRecords'] });
});
