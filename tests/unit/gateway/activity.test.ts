/** The gateway keeps a short list of what connections other than the app changed, for Settings to show. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_KEPT } from '../../../src/lib/gateway/activity';
import { BUILT_IN_CONNECTIONS } from '../../../src/lib/domain/connections';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
	await t.gateway.saveConnection({ ...BUILT_IN_CONNECTIONS.agent, tools: ['svc_find', 'svc_create', 'svc_delete'] });
});
afterEach(() => t.gateway.close());

describe('gateway.activity', () => {
	it("records the agent's writes, newest first, with the title or ID they touched", async () => {
		let told = 0;
		t.gateway.activity.subscribe(() => told++);
		t.clock.set('2026-11-22T10:00:00.000Z');
		expectOk(await t.agent.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
		t.clock.set('2026-11-22T10:05:00.000Z');
		expectOk(await t.agent.svc_delete({ operation: 'movies_deleteMovieRecord', input: { mediaRecordId: 'movie:tmdb:603' } }));
		expect(t.gateway.activity.recent()).toEqual([
			{ at: '2026-11-22T10:05:00.000Z', connectionId: 'agent', tool: 'svc_delete', operation: 'movies_deleteMovieRecord', subject: 'movie:tmdb:603' },
			{ at: '2026-11-22T10:00:00.000Z', connectionId: 'agent', tool: 'svc_create', operation: 'movies_upsertMovieRecord', subject: 'The Matrix' }
		]);
		expect(told).toBe(2);
	});

	it("leaves out reads, failed writes and the app's own writes", async () => {
		expectOk(await t.agent.svc_find({ operation: 'movies_queryMovieRecords', input: {} }));
		expect((await t.agent.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: 'movie:tmdb:1' } } })).ok).toBe(false);
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
		expect(t.gateway.activity.recent()).toEqual([]);
	});

	it(`keeps the latest ${ACTIVITY_KEPT} changes`, async () => {
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
		for (let i = 0; i <= ACTIVITY_KEPT; i++) {
			const input = { log: { watchLogId: `log-${i}`, mediaRecordId: 'movie:tmdb:603', watchedOn: '2026-11-01' } };
			expectOk(await t.agent.svc_create({ operation: 'movies_addMovieWatchLog', input }));
		}
		const recent = t.gateway.activity.recent();
		expect(recent).toHaveLength(ACTIVITY_KEPT);
		expect(recent[0]).toMatchObject({ operation: 'movies_addMovieWatchLog', subject: 'The Matrix' });
	});
});
