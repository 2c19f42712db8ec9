/**
 * What Settings grants the agent is exactly what it gets: svc_describe lists those tools and
 * operations and no others, and every call outside them is permission_denied and writes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openGateway } from '../../../src/lib/gateway';
import { BUILT_IN_CONNECTIONS, type Connection } from '../../../src/lib/domain/connections';
import { withOperation, withTool } from '../../../src/lib/gateway/grants';
import { OPERATIONS } from '../../../src/lib/ops/registry';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { failureOf } from '../../fixtures/results';

// What the gateway offers connections (gateway.operations): the app's own operations are never granted.
const CATALOG = [...OPERATIONS.values()].filter((op) => !op.appOnly);

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
	expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
});
afterEach(() => t.gateway.close());

interface Described {
	tools: { name: string }[];
	operations: { name: string; tools: string[] }[];
}

async function described(): Promise<Described> {
	return expectOk(await t.agent.svc_describe({}));
}

async function logCount(): Promise<number> {
	return expectOk(await t.app.svc_find({ operation: 'movies_queryMovieWatchLogs', input: {} })).items.length;
}

describe('the agent granted create, with adding watch logs switched off', () => {
	let grant: Connection;
	beforeEach(async () => {
		grant = withOperation(withTool(BUILT_IN_CONNECTIONS.agent, 'svc_create', true, CATALOG), 'movies_addMovieWatchLog', false, CATALOG);
		await t.gateway.saveConnection(grant);
	});

	it('is described with exactly the operations granted, each under the tools granted', async () => {
		const data = await described();
		expect(data.tools.map((x) => x.name)).toEqual(['svc_find', 'svc_create', 'svc_lookup', 'svc_describe']);
		const expected = CATALOG.flatMap((op) => {
			const tools = op.tools.filter((tool) => grant.tools.includes(tool));
			return tools.length > 0 && op.name !== 'movies_addMovieWatchLog' ? [{ name: op.name, tools }] : [];
		});
		expect(data.operations.map(({ name, tools }) => ({ name, tools }))).toEqual(expected);
		expect(data.operations.map((o) => o.name)).toContain('tv_series_addTvSeriesWatchLog');
	});

	it('refuses the operation switched off, and writes nothing', async () => {
		const input = { log: { mediaRecordId: 'movie:tmdb:603', watchedOn: '2026-11-20' } };
		const error = await failureOf(t.agent.svc_create, { operation: 'movies_addMovieWatchLog', input });
		expect(error.code).toBe('permission_denied');
		expect(error.message).toContain('movies_addMovieWatchLog');
		expect((await failureOf(t.agent.svc_describe, { operation: 'movies_addMovieWatchLog' })).code).toBe('permission_denied');
		expect(await logCount()).toBe(0);
		expect(t.gateway.activity.recent()).toEqual([]);
	});

	it('refuses a delete, whose tool was never granted, and keeps the title', async () => {
		const error = await failureOf(t.agent.svc_delete, { operation: 'movies_deleteMovieRecord', input: { mediaRecordId: 'movie:tmdb:603' } });
		expect(error.code).toBe('permission_denied');
		const found = expectOk(await t.agent.svc_find({ operation: 'movies_queryMovieRecords', input: {} }));
		expect(found.items.map((r: { id: string }) => r.id)).toEqual(['movie:tmdb:603']);
	});
});

describe('the agent with every operation of a tool switched off', () => {
	it('is not described as having that tool, and may not call it', async () => {
		let grant = withTool(BUILT_IN_CONNECTIONS.agent, 'svc_create', true, CATALOG);
		for (const op of CATALOG.filter((o) => o.tools.includes('svc_create'))) grant = withOperation(grant, op.name, false, CATALOG);
		await t.gateway.saveConnection(grant);
		const data = await described();
		expect(data.tools.map((x) => x.name)).toEqual(['svc_find', 'svc_lookup', 'svc_describe']);
		expect(data.operations.some((o) => o.tools.includes('svc_create'))).toBe(false);
		expect((await failureOf(t.agent.svc_create, { operation: 'tv_series_upsertTvSeriesRecord', input: { providerId: '1396' } })).code).toBe('permission_denied');
	});
});

describe('agent access turned off', () => {
	it('leaves nothing to describe or call', async () => {
		await t.gateway.saveConnection({ ...BUILT_IN_CONNECTIONS.agent, tools: [] });
		for (const tool of ['svc_describe', 'svc_find', 'svc_lookup'] as const) {
			expect((await failureOf(t.agent[tool], { operation: 'movies_queryMovieRecords', input: {} })).code).toBe('permission_denied');
		}
	});
});

describe('gateway.onConnectionChange', () => {
	it('tells listeners of each saved connection, after it is in force', async () => {
		const seen: string[][] = [];
		const stop = t.gateway.onConnectionChange((c) => seen.push([...c.tools, String(t.gateway.connection(c.id)?.tools.length)]));
		await t.gateway.saveConnection({ ...BUILT_IN_CONNECTIONS.agent, tools: ['svc_find'] });
		stop();
		await t.gateway.saveConnection({ ...BUILT_IN_CONNECTIONS.agent, tools: [] });
		expect(seen).toEqual([['svc_find', '1']]);
	});
});

describe('a grant saved in another tab', () => {
	it('holds in this tab as soon as it is saved there', async () => {
		const dbName = `agent-grants-tabs-${crypto.randomUUID()}`;
		const [here, there] = [await openGateway({ dbName }), await openGateway({ dbName })];
		const heard: string[][] = [];
		here.onConnectionChange((c) => heard.push(c.tools));
		await there.saveConnection({ ...BUILT_IN_CONNECTIONS.agent, tools: ['svc_describe'] });
		await vi.waitFor(() => expect(heard).toEqual([['svc_describe']]));
		const error = await failureOf(here.connect('agent').svc_find, { operation: 'movies_queryMovieRecords', input: {} });
		expect(error.code).toBe('permission_denied');
		here.close();
		there.close();
	});
});
