/**
 * The registry holds the spec's 29 operations (section 4.1), each under the right tools, plus the
 * four delete extensions of DESIGN section 3 and the two get-by-ID extensions, and the gateway
 * routes each one through those tools.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOOL_NAMES, type ToolName } from '../../../src/lib/domain/tools';
import { OPERATIONS } from '../../../src/lib/ops/registry';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { failureOf } from '../../fixtures/results';

const UPSERT: ToolName[] = ['svc_create', 'svc_update'];

/** Spec section 4.1, row by row: TV name, movie name (null when TV only), tools. */
const SPEC_TABLE: [string, string | null, ToolName[]][] = [
	['tv_series_queryTvSeriesPersonLinks', 'movies_queryMoviePersonLinks', ['svc_find']],
	['tv_series_queryTvSeriesRecords', 'movies_queryMovieRecords', ['svc_find']],
	['tv_series_queryTvSeriesStats', 'movies_queryMovieStats', ['svc_find']],
	['tv_series_upsertTvSeriesRecord', 'movies_upsertMovieRecord', UPSERT],
	['tv_series_deleteTvSeriesRecord', 'movies_deleteMovieRecord', ['svc_delete']],
	['tv_series_queryTvSeriesWatchLogs', 'movies_queryMovieWatchLogs', ['svc_find']],
	['tv_series_addTvSeriesWatchLog', 'movies_addMovieWatchLog', ['svc_create']],
	['tv_series_updateTvSeriesWatchLog', 'movies_updateMovieWatchLog', ['svc_update']],
	['tv_series_deleteTvSeriesWatchLog', 'movies_deleteMovieWatchLog', ['svc_delete']],
	['tv_series_upsertTvSeriesRecommendation', 'movies_upsertMovieRecommendation', UPSERT],
	['tv_series_upsertTvSeriesPersonTaste', 'movies_upsertMoviePersonTaste', UPSERT],
	['tv_series_discoverTvSeries', 'movies_discoverMovies', ['svc_lookup']],
	['tv_series_getTvSeriesDetails', 'movies_getMovieDetails', ['svc_lookup']],
	['tv_series_getTvSeriesSeasonDetails', null, ['svc_lookup']],
	['tv_series_searchTvSeries', 'movies_searchMovies', ['svc_lookup']]
];
const SPEC_OPS = SPEC_TABLE.flatMap(([tv, movie, tools]) => [tv, movie].filter((n): n is string => n !== null).map((name) => ({ name, tools })));

const DELETE_EXTENSIONS = [
	'tv_series_deleteTvSeriesRecommendation',
	'movies_deleteMovieRecommendation',
	'tv_series_deleteTvSeriesPersonTaste',
	'movies_deleteMoviePersonTaste'
];
const READ_EXTENSIONS = ['tv_series_getTvSeriesRecord', 'movies_getMovieRecord', 'tv_series_getTvSeriesWatchLog', 'movies_getMovieWatchLog'];
const WATCH_NEXT_EXTENSIONS = [
	'tv_series_queryUpNext',
	'tv_series_queryUpcoming',
	'movies_queryUpcoming',
	'tv_series_refreshEpisodeGuide',
	'tv_series_getTvSeriesWatchProviders',
	'movies_getMovieWatchProviders',
	'tv_series_queryWatchServices',
	'movies_queryWatchServices',
	'tv_series_discoverTvSeriesOnServices',
	'movies_discoverMoviesOnServices',
	'tv_series_queryTvSeriesOnMyServices',
	'movies_queryMoviesOnMyServices'
];
const EXTENSIONS = [...DELETE_EXTENSIONS, ...READ_EXTENSIONS, ...WATCH_NEXT_EXTENSIONS];
/**
 * The app's own, never shown to or callable by another connection: the title page's patches, and
 * watches logged (also straight from the catalog), edited and taken back as the person does in the app (the rating rule, Undo).
 */
const APP_ONLY = [
	'tv_series_patchTvSeriesRecord',
	'movies_patchMovieRecord',
	'tv_series_logTvSeriesWatch',
	'movies_logMovieWatch',
	'tv_series_editTvSeriesWatch',
	'movies_editMovieWatch',
	'tv_series_undoTvSeriesWatch',
	'movies_undoMovieWatch',
	'tv_series_logTvSeriesFromCatalog',
	'movies_logMovieFromCatalog'
];

let t: TestGateway;
beforeAll(async () => {
	t = await openTestGateway();
});
afterAll(() => t.gateway.close());

describe('the operation registry', () => {
	it('holds exactly the 29 spec operations, the 20 extensions and the 10 app-only operations', () => {
		expect(SPEC_OPS).toHaveLength(29);
		expect([...OPERATIONS.keys()].sort()).toEqual([...SPEC_OPS.map((o) => o.name), ...EXTENSIONS, ...APP_ONLY].sort());
		expect(OPERATIONS.size).toBe(59);
		expect([...OPERATIONS.values()].filter((op) => op.appOnly).map((op) => op.name).sort()).toEqual([...APP_ONLY].sort());
	});

	it('shows no other connection the app-only operations, and lets none call them', async () => {
		const everything = { id: 'agent', label: 'AI agent in this browser', tools: [...TOOL_NAMES] };
		await t.gateway.saveConnection(everything);
		const described = expectOk(await t.agent.svc_describe({}));
		expect(described.operations).toHaveLength(49);
		expect(expectOk(await t.app.svc_describe({})).operations).toHaveLength(49);
		expect(t.gateway.operations.map((op) => op.name)).not.toContain(APP_ONLY[0]);
		for (const name of APP_ONLY) {
			expect((await failureOf(t.agent.svc_describe, { operation: name })).code).toBe('unknown_operation');
			const input = { mediaRecordId: 'movie:tmdb:603', rating: 'love' };
			expect((await failureOf(t.agent.svc_update, { operation: name, input })).code).toBe('unknown_operation');
		}
		// Naming it in a grant does not open it either.
		await t.gateway.saveConnection({ ...everything, operations: APP_ONLY });
		const refused = await failureOf(t.agent.svc_update, { operation: 'movies_patchMovieRecord', input: { mediaRecordId: 'movie:tmdb:603' } });
		expect(refused.code).toBe('unknown_operation');
		await t.gateway.saveConnection({ id: 'agent', label: 'AI agent in this browser', tools: ['svc_find', 'svc_lookup', 'svc_describe'] });
	});

	it.each(SPEC_OPS)('$name is served through $tools and is not flagged as an extension', async ({ name, tools }) => {
		const op = OPERATIONS.get(name);
		expect(op, name).toBeDefined();
		expect([...op!.tools].sort()).toEqual([...tools].sort());
		expect(op!.extension).toBeFalsy();
		expect((await op!.docs()).description.length).toBeGreaterThan(10);
	});

	it.each(DELETE_EXTENSIONS)('%s is a svc_delete extension', (name) => {
		const op = OPERATIONS.get(name)!;
		expect(op.tools).toEqual(['svc_delete']);
		expect(op.extension).toBe(true);
	});

	it.each(READ_EXTENSIONS)('%s is a svc_find extension', (name) => {
		const op = OPERATIONS.get(name)!;
		expect(op.tools).toEqual(['svc_find']);
		expect(op.extension).toBe(true);
	});

	it('names every operation with its family prefix and gives it a resource kind of that family', () => {
		for (const op of OPERATIONS.values()) {
			if (op.name.startsWith('tv_series_')) expect(op.kind).toMatch(/^tv_/);
			else {
				expect(op.name).toMatch(/^movies_/);
				expect(op.kind).toMatch(/^movie/);
			}
		}
		expect(OPERATIONS.get('tv_series_getTvSeriesSeasonDetails')!.kind).toBe('tv_catalog');
		expect(OPERATIONS.get('tv_series_addTvSeriesWatchLog')!.kind).toBe('tv_watch_log');
		expect(OPERATIONS.get('movies_upsertMovieRecommendation')!.kind).toBe('movie_recommendation');
	});
});

describe('routing through the gateway', () => {
	it('reaches every operation through each of its tools and refuses it through all others', async () => {
		for (const op of OPERATIONS.values()) {
			for (const tool of TOOL_NAMES.filter((x) => x !== 'svc_describe')) {
				// An unknown field keeps the call from doing anything; it shows the call got as far as the input check.
				const error = await failureOf(t.app[tool], { operation: op.name, input: { notAField: true } });
				if (op.tools.includes(tool)) expect(error.code, `${op.name} via ${tool}`).toBe('invalid_input');
				else {
					expect(error.code, `${op.name} via ${tool}`).toBe('wrong_tool');
					for (const right of op.tools) expect(error.message).toContain(right);
				}
			}
		}
	});

	it('saves a title through svc_create and through svc_update alike', async () => {
		const created = expectOk(await t.app.svc_update({ operation: 'movies_upsertMovieRecord', input: { providerId: '348' } }));
		expect(created.created).toBe(true);
		const again = expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '348' } }));
		expect(again.created).toBe(false);
		expect(again.record.id).toBe('movie:tmdb:348');
	});

	it('answers season details for a series, and has no season details for movies', async () => {
		const season = expectOk(await t.agent.svc_lookup({ operation: 'tv_series_getTvSeriesSeasonDetails', input: { providerId: '1396', seasonNumber: 1 } }));
		expect(season.seasonNumber).toBe(1);
		expect(season.episodes[0]).toMatchObject({ episodeNumber: 1, airDate: '2008-01-20' });
		const error = await failureOf(t.agent.svc_lookup, { operation: 'movies_getMovieSeasonDetails', input: { providerId: '603', seasonNumber: 1 } });
		expect(error.code).toBe('unknown_operation');
	});

	it('answers every svc_lookup operation from the demo catalog', async () => {
		const lookups = [...OPERATIONS.values()].filter((op) => op.tools.includes('svc_lookup'));
		const lookupNames = [...SPEC_OPS, ...EXTENSIONS.map((name) => ({ name, tools: OPERATIONS.get(name)!.tools }))].filter((o) => o.tools.includes('svc_lookup'));
		expect(lookups.map((o) => o.name).sort()).toEqual(lookupNames.map((o) => o.name).sort());
		const series = expectOk(await t.app.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { providerId: '1396' } })).record.id;
		for (const op of lookups) {
			const tv = op.name.startsWith('tv_');
			const aboutTitle = /Details|WatchProviders/.test(op.name);
			const input = op.name.includes('Season')
				? { providerId: '1396', seasonNumber: 2 }
				: aboutTitle
					? { providerId: tv ? '1396' : '603' }
					: op.name.includes('EpisodeGuide')
						? { mediaRecordId: series }
						: op.name.includes('OnServices')
							? { serviceIds: [8] }
							: {};
			const data = expectOk(await t.agent.svc_lookup({ operation: op.name, input }));
			expect(data, op.name).toBeTruthy();
		}
	});
});
