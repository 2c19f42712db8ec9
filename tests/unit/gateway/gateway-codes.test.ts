/**
 * The error codes a caller acts on: unknown_operation, wrong_tool (naming the right tool),
 * permission_denied (per connection, tool and operation) and invalid_input with dotted paths.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOOL_NAMES } from '../../../src/lib/domain/tools';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { failureOf, issuePaths } from '../../fixtures/results';

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

const quickSave = (providerId = '603') => ({ operation: 'movies_upsertMovieRecord', input: { providerId } });

async function movieCount(): Promise<number> {
	return expectOk(await t.app.svc_find({ operation: 'movies_queryMovieStats', input: {} })).totals.saved;
}

describe('unknown_operation and wrong_tool', () => {
	it('answers unknown_operation for a name that does not exist, under any data tool', async () => {
		for (const tool of TOOL_NAMES.filter((x) => x !== 'svc_describe')) {
			const error = await failureOf(t.app[tool], { operation: 'movies_getMovieSeasonDetails', input: {} });
			expect(error.code).toBe('unknown_operation');
			expect(error.message).toContain('svc_describe');
		}
		expect((await failureOf(t.app.svc_describe, { operation: 'tv_series_queryTvSeriesRecord' })).code).toBe('unknown_operation');
	});

	it('answers wrong_tool and names the tool to use instead', async () => {
		const error = await failureOf(t.app.svc_create, { operation: 'movies_queryMovieRecords', input: {} });
		expect(error.code).toBe('wrong_tool');
		expect(error.message).toContain('svc_find');
		const del = await failureOf(t.app.svc_update, { operation: 'tv_series_deleteTvSeriesWatchLog', input: { watchLogId: 'x' } });
		expect(del.message).toContain('svc_delete');
		const upsert = await failureOf(t.app.svc_delete, quickSave());
		expect(upsert.code).toBe('wrong_tool');
		expect(upsert.message).toMatch(/svc_create or svc_update/);
		expect(await movieCount()).toBe(0);
	});

	it('checks the tool before the input, so a bad input through the wrong tool is still wrong_tool', async () => {
		const error = await failureOf(t.app.svc_lookup, { operation: 'movies_addMovieWatchLog', input: 'garbage' });
		expect(error.code).toBe('wrong_tool');
	});
});

describe('permission_denied', () => {
	it('refuses the agent every write tool, whatever it asks', async () => {
		for (const tool of ['svc_create', 'svc_update', 'svc_delete'] as const) {
			for (const request of [quickSave(), { operation: 'movies_deleteMovieRecord', input: { mediaRecordId: 'movie:tmdb:603' } }, 'garbage']) {
				const error = await failureOf(t.agent[tool], request);
				expect(error.code).toBe('permission_denied');
				expect(error.message).toContain(tool);
			}
		}
		expect(await movieCount()).toBe(0);
	});

	it('lets the agent read and look up', async () => {
		expectOk(await t.app.svc_create(quickSave()));
		const found = expectOk(await t.agent.svc_find({ operation: 'movies_queryMovieRecords', input: { query: 'matrix' } }));
		expect(found.items.map((r: { id: string }) => r.id)).toEqual(['movie:tmdb:603']);
		const search = expectOk(await t.agent.svc_lookup({ operation: 'movies_searchMovies', input: { query: 'matrix' } }));
		expect(search.results[0].savedRecordId).toBe('movie:tmdb:603');
	});

	it('refuses every tool to a connection nobody saved', async () => {
		const stranger = t.gateway.connect('stranger');
		for (const tool of TOOL_NAMES) {
			const error = await failureOf(stranger[tool], { operation: 'movies_queryMovieRecords', input: {} });
			expect(error.code).toBe('permission_denied');
		}
		const odd = t.gateway.connect(42 as unknown as string);
		expect((await failureOf(odd.svc_find, { operation: 'movies_queryMovieRecords' })).code).toBe('permission_denied');
	});

	it('limits a saved connection with operations to those operations only', async () => {
		await t.gateway.saveConnection({ id: 'reader', label: 'Reader', tools: ['svc_find', 'svc_describe'], operations: ['movies_queryMovieRecords'] });
		const reader = t.gateway.connect('reader');
		expectOk(await reader.svc_find({ operation: 'movies_queryMovieRecords', input: {} }));
		for (const op of ['movies_queryMovieStats', 'tv_series_queryTvSeriesRecords', 'movies_queryMovieWatchLogs']) {
			const error = await failureOf(reader.svc_find, { operation: op, input: {} });
			expect(error.code).toBe('permission_denied');
			expect(error.message).toContain(op);
		}
		// The operations list never widens the tools: a listed write op through an ungranted tool stays denied.
		await t.gateway.saveConnection({ id: 'saver', label: 'Saver', tools: ['svc_create'], operations: ['movies_upsertMovieRecord'] });
		const saver = t.gateway.connect('saver');
		expect((await failureOf(saver.svc_update, quickSave())).code).toBe('permission_denied');
		expect(expectOk(await saver.svc_create(quickSave())).created).toBe(true);
		expect((await failureOf(saver.svc_create, { operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: 'movie:tmdb:603' } } })).code).toBe(
			'permission_denied'
		);
	});

	it('takes a withdrawal into account on the very next call', async () => {
		await t.gateway.saveConnection({ id: 'agent', label: 'Agent', tools: ['svc_find', 'svc_create'] });
		expectOk(await t.agent.svc_create(quickSave()));
		await t.gateway.saveConnection({ id: 'agent', label: 'Agent', tools: ['svc_find'] });
		expect((await failureOf(t.agent.svc_create, quickSave('550'))).code).toBe('permission_denied');
		expect(await movieCount()).toBe(1);
	});
});

describe('invalid_input paths for the rules of spec section 7', () => {
	async function savedSeries(): Promise<string> {
		return expectOk(await t.app.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { providerId: '1396' } })).record.id;
	}
	const addTvLog = (log: Record<string, unknown>) => ({ operation: 'tv_series_addTvSeriesWatchLog', input: { log } });

	it('rule 1: seasonTo before seasonFrom is refused at log.seasonTo; a backwards episode range at log.episodeTo', async () => {
		const id = await savedSeries();
		expect(issuePaths(await failureOf(t.app.svc_create, addTvLog({ mediaRecordId: id, seasonFrom: 3, seasonTo: 2 })))).toEqual(['log.seasonTo']);
		const backwards = addTvLog({ mediaRecordId: id, seasonFrom: 2, episodeFrom: 5, seasonTo: 2, episodeTo: 4 });
		expect(issuePaths(await failureOf(t.app.svc_create, backwards))).toEqual(['log.episodeTo']);
	});

	it('rule 2: an inactive or unknown companion is refused at its index', async () => {
		const id = await savedSeries();
		const ana = await t.gateway.people.add({ name: 'Ana' });
		const ben = await t.gateway.people.add({ name: 'Ben' });
		await t.gateway.people.setActive(ben.id, false);
		const error = await failureOf(t.app.svc_create, addTvLog({ mediaRecordId: id, watchedWithPersonIds: [ana.id, ben.id] }));
		expect(error.code).toBe('invalid_input');
		expect(issuePaths(error)).toEqual(['log.watchedWithPersonIds.1']);
		const ghost = await failureOf(t.app.svc_create, addTvLog({ mediaRecordId: id, watchedWithPersonIds: ['person:nobody'] }));
		expect(issuePaths(ghost)).toEqual(['log.watchedWithPersonIds.0']);
		const logs = expectOk(await t.app.svc_find({ operation: 'tv_series_queryTvSeriesWatchLogs', input: {} }));
		expect(logs.items).toEqual([]);
	});

	it('rules 3 and 4: an unknown title or watch log is not_found', async () => {
		const error = await failureOf(t.app.svc_create, addTvLog({ mediaRecordId: 'tv:tmdb:1396' }));
		expect(error.code).toBe('not_found');
		expect(issuePaths(error)).toEqual(['log.mediaRecordId']);
		const id = await savedSeries();
		const update = await failureOf(t.app.svc_update, { operation: 'tv_series_updateTvSeriesWatchLog', input: { watchLogId: 'nope', log: { mediaRecordId: id } } });
		expect(update.code).toBe('not_found');
		expect(issuePaths(update)).toEqual(['watchLogId']);
	});

	it('refuses a cursor it did not make, and a records cursor offered to the logs query', async () => {
		expect(issuePaths(await failureOf(t.app.svc_find, { operation: 'movies_queryMovieRecords', input: { cursor: '!!not a cursor' } }))).toEqual(['cursor']);
		for (const id of ['603', '550']) expectOk(await t.app.svc_create(quickSave(id)));
		const page = expectOk(await t.app.svc_find({ operation: 'movies_queryMovieRecords', input: { limit: 1 } }));
		expect(page.nextCursor).toEqual(expect.any(String));
		const error = await failureOf(t.app.svc_find, { operation: 'movies_queryMovieWatchLogs', input: { cursor: page.nextCursor } });
		expect(issuePaths(error)).toEqual(['cursor']);
	});
});
