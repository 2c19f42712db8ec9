/**
 * svc_describe tells each connection what it may use, with inputs as JSON Schema and the spec's
 * notes; granting or withdrawing tools changes both what it describes and what it may call.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openGateway } from '../../../src/lib/gateway';
import { GatewayError } from '../../../src/lib/domain/errors';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { failureOf } from '../../fixtures/results';
import type { JsonSchema } from '../../fixtures/schema-leaves';

interface DescribedOp {
	name: string;
	tools: string[];
	kind: string;
	purpose: string;
	notes: string[];
	extension?: boolean;
	inputSchema: JsonSchema;
}

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

async function ops(tools: TestGateway['app']): Promise<DescribedOp[]> {
	return expectOk(await tools.svc_describe({})).operations;
}
const byName = (list: DescribedOp[], name: string) => list.find((o) => o.name === name)!;
const WRITE_TOOLS = ['svc_create', 'svc_update', 'svc_delete'];

describe('svc_describe for the app', () => {
	it('lists all 49 operations, each with an object JSON Schema, a purpose and notes', async () => {
		const all = await ops(t.app);
		expect(all).toHaveLength(49);
		expect(new Set(all.map((o) => o.name)).size).toBe(49);
		for (const op of all) {
			expect(op.inputSchema.type, op.name).toBe('object');
			expect(op.inputSchema.properties, op.name).toBeTypeOf('object');
			expect(op.inputSchema.additionalProperties, op.name).toBe(false);
			expect(op.purpose.length, op.name).toBeGreaterThan(10);
			expect(op.notes.length, op.name).toBeGreaterThan(0);
		}
		const data = expectOk(await t.app.svc_describe({}));
		expect(data.connection).toEqual({ id: 'app', label: expect.any(String) });
		expect(data.tools.map((x: { name: string }) => x.name)).toEqual(['svc_find', 'svc_create', 'svc_update', 'svc_delete', 'svc_lookup', 'svc_describe']);
		expect(data.callingConvention).toContain('operation');
	});

	it('marks required fields and enumerations in the schemas', async () => {
		const all = await ops(t.app);
		expect(byName(all, 'movies_addMovieWatchLog').inputSchema.required).toEqual(['log']);
		expect(byName(all, 'movies_addMovieWatchLog').inputSchema.properties!.log!.required).toEqual(['mediaRecordId']);
		expect(byName(all, 'tv_series_updateTvSeriesWatchLog').inputSchema.required).toEqual(expect.arrayContaining(['watchLogId', 'log']));
		expect(byName(all, 'tv_series_getTvSeriesSeasonDetails').inputSchema.required).toEqual(expect.arrayContaining(['providerId', 'seasonNumber']));
		const upsert = byName(all, 'tv_series_upsertTvSeriesRecord').inputSchema.properties!;
		expect(upsert.status!.enum).toEqual(['want_to_watch', 'watching', 'watched', 'completed', 'dropped', 'on_hold']);
		expect(upsert.record!.required).toEqual(expect.arrayContaining(['providerRef', 'title']));
		expect(upsert.record!.properties!.rating!.enum).toEqual(['dislike', 'okay', 'like', 'love']);
		expect(byName(all, 'movies_addMovieWatchLog').inputSchema.properties!.log!.properties!.platformType!.enum).toEqual([
			'theater',
			'streaming',
			'television',
			'other'
		]);
		expect(byName(all, 'movies_discoverMovies').inputSchema.properties!.category!.enum).toEqual(['popular', 'now_playing', 'upcoming', 'top_rated']);
		expect(byName(all, 'tv_series_discoverTvSeries').inputSchema.properties!.category!.enum).toEqual(['popular', 'airing_today', 'on_the_air', 'top_rated']);
		expect(byName(all, 'movies_upsertMovieRecommendation').inputSchema.properties!.recommendation!.properties!.status!.enum).toEqual([
			'open',
			'accepted',
			'dismissed',
			'watched'
		]);
		// TV-only fields appear on TV bodies only.
		expect(byName(all, 'tv_series_addTvSeriesWatchLog').inputSchema.properties!.log!.properties).toHaveProperty('seasonTo');
		expect(byName(all, 'movies_addMovieWatchLog').inputSchema.properties!.log!.properties).not.toHaveProperty('seasonTo');
	});

	it("carries the spec's advice and defaults in the notes", async () => {
		const all = await ops(t.app);
		const notes = (name: string) => byName(all, name).notes.join(' ');
		expect(notes('movies_queryMovieWatchLogs')).toMatch(/period.*from and to|from and to.*period/);
		expect(notes('tv_series_queryTvSeriesWatchLogs')).toContain('100');
		expect(notes('movies_queryMovieRecords')).toContain('50');
		expect(notes('movies_queryMoviePersonLinks')).toContain('100');
		expect(notes('tv_series_addTvSeriesWatchLog')).toMatch(/seasonTo must not be before seasonFrom/);
		expect(notes('tv_series_addTvSeriesWatchLog')).toMatch(/active People/);
		expect(notes('movies_deleteMovieRecord')).toMatch(/explicitly/);
		expect(notes('tv_series_getTvSeriesSeasonDetails')).toMatch(/air date/);
	});

	it('flags exactly the delete, get-by-ID and what-to-watch-next extensions', async () => {
		const flagged = (await ops(t.app)).filter((o) => o.extension === true);
		expect(flagged.map((o) => [o.name, o.tools.join()]).sort()).toEqual([
			['movies_deleteMoviePersonTaste', 'svc_delete'],
			['movies_deleteMovieRecommendation', 'svc_delete'],
			['movies_discoverMoviesOnServices', 'svc_lookup'],
			['movies_getMovieRecord', 'svc_find'],
			['movies_getMovieWatchLog', 'svc_find'],
			['movies_getMovieWatchProviders', 'svc_lookup'],
			['movies_queryMoviesOnMyServices', 'svc_find'],
			['movies_queryUpcoming', 'svc_find'],
			['movies_queryWatchServices', 'svc_lookup'],
			['tv_series_deleteTvSeriesPersonTaste', 'svc_delete'],
			['tv_series_deleteTvSeriesRecommendation', 'svc_delete'],
			['tv_series_discoverTvSeriesOnServices', 'svc_lookup'],
			['tv_series_getTvSeriesRecord', 'svc_find'],
			['tv_series_getTvSeriesWatchLog', 'svc_find'],
			['tv_series_getTvSeriesWatchProviders', 'svc_lookup'],
			['tv_series_queryTvSeriesOnMyServices', 'svc_find'],
			['tv_series_queryUpNext', 'svc_find'],
			['tv_series_queryUpcoming', 'svc_find'],
			['tv_series_queryWatchServices', 'svc_lookup'],
			['tv_series_refreshEpisodeGuide', 'svc_lookup']
		]);
		expect(flagged.find((o) => o.name === 'movies_getMovieWatchProviders')!.notes.join(' ')).toContain('JustWatch');
	});

	it('describes one operation on request, and refuses a name that does not exist', async () => {
		const one = expectOk(await t.app.svc_describe({ operation: 'movies_upsertMovieRecord' }));
		expect(one.operations).toHaveLength(1);
		expect(one.operations[0]).toMatchObject({ name: 'movies_upsertMovieRecord', tools: ['svc_create', 'svc_update'], kind: 'movie' });
		expect((await failureOf(t.app.svc_describe, { operation: 'movies_nope' })).code).toBe('unknown_operation');
	});

	it('refuses a misspelt request instead of silently listing everything', async () => {
		const error = await failureOf(t.app.svc_describe, { operaton: 'movies_upsertMovieRecord' });
		expect(error).toMatchObject({ code: 'invalid_input', issues: [{ path: 'operaton' }] });
	});
});

describe('svc_describe for the agent', () => {
	it('lists only find and lookup operations by default, and no write operation', async () => {
		const data = expectOk(await t.agent.svc_describe({}));
		expect(data.tools.map((x: { name: string }) => x.name)).toEqual(['svc_find', 'svc_lookup', 'svc_describe']);
		const listed: DescribedOp[] = data.operations;
		expect(listed).toHaveLength(31);
		for (const op of listed) {
			expect(op.tools.every((tool) => tool === 'svc_find' || tool === 'svc_lookup'), op.name).toBe(true);
			expect(op.name).not.toMatch(/upsert|add|update|delete/);
		}
		expect(listed.map((o) => o.name)).toContain('tv_series_getTvSeriesSeasonDetails');
	});

	it('refuses to describe an operation the agent may not use', async () => {
		const error = await failureOf(t.agent.svc_describe, { operation: 'movies_deleteMovieRecord' });
		expect(error.code).toBe('permission_denied');
		expect((await failureOf(t.agent.svc_describe, { operation: 'movies_upsertMovieRecord' })).code).toBe('permission_denied');
		expect(expectOk(await t.agent.svc_describe({ operation: 'movies_queryMovieStats' })).operations).toHaveLength(1);
	});

	it('after svc_create is granted, shows upserts under svc_create only, and create works while update stays denied', async () => {
		await t.gateway.saveConnection({ id: 'agent', label: 'Agent', tools: ['svc_find', 'svc_lookup', 'svc_describe', 'svc_create'] });
		const listed = await ops(t.agent);
		for (const name of ['movies_upsertMovieRecord', 'tv_series_upsertTvSeriesRecord', 'movies_upsertMovieRecommendation', 'tv_series_upsertTvSeriesPersonTaste']) {
			expect(byName(listed, name).tools, name).toEqual(['svc_create']);
		}
		expect(byName(listed, 'movies_addMovieWatchLog').tools).toEqual(['svc_create']);
		expect(listed.some((o) => o.tools.some((tool) => tool === 'svc_update' || tool === 'svc_delete'))).toBe(false);
		expect(listed).toHaveLength(31 + 8);

		const saved = expectOk(await t.agent.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
		expect(saved.created).toBe(true);
		const update = await failureOf(t.agent.svc_update, { operation: 'movies_upsertMovieRecord', input: { providerId: '603', status: 'watched' } });
		expect(update.code).toBe('permission_denied');
		const rows = expectOk(await t.app.svc_find({ operation: 'movies_queryMovieRecords', input: {} })).items;
		expect(rows).toEqual([expect.objectContaining({ id: 'movie:tmdb:603', status: 'want_to_watch' })]);
	});

	it('describes a connection restricted to some operations with only those', async () => {
		await t.gateway.saveConnection({ id: 'stats', label: 'Stats', tools: ['svc_find', 'svc_describe'], operations: ['movies_queryMovieStats', 'tv_series_queryTvSeriesStats'] });
		const listed = await ops(t.gateway.connect('stats'));
		expect(listed.map((o) => o.name).sort()).toEqual(['movies_queryMovieStats', 'tv_series_queryTvSeriesStats']);
	});

	it('remembers a grant when the library is opened again', async () => {
		const dbName = `describe-reopen-${crypto.randomUUID()}`;
		const first = await openGateway({ dbName });
		await first.saveConnection({ id: 'agent', label: 'Agent', tools: ['svc_find', 'svc_describe', 'svc_create'] });
		first.close();
		const second = await openGateway({ dbName });
		const listed = expectOk(await second.connect('agent').svc_describe({})).operations as DescribedOp[];
		expect(byName(listed, 'movies_addMovieWatchLog').tools).toEqual(['svc_create']);
		second.close();
	});
});

describe("the app's own connection", () => {
	it('cannot be changed through saveConnection', async () => {
		const attempt = t.gateway.saveConnection({ id: 'app', label: 'Hijacked', tools: ['svc_find'] });
		await expect(attempt).rejects.toBeInstanceOf(GatewayError);
		await expect(attempt).rejects.toMatchObject({ body: { code: 'permission_denied' } });
		expect(await ops(t.app)).toHaveLength(49);
		expect(expectOk(await t.app.svc_describe({})).connection.label).not.toBe('Hijacked');
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
	});

	it('refuses a malformed connection with invalid_input', async () => {
		await expect(t.gateway.saveConnection({ id: 'x', label: 'X', tools: ['svc_everything' as 'svc_find'] })).rejects.toMatchObject({
			body: { code: 'invalid_input', issues: [expect.objectContaining({ path: 'tools.0' })] }
		});
	});
});
