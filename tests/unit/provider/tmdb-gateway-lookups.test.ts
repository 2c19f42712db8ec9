// The gateway's lookups and quick saves through the TMDB provider (mock TMDB server) answer
// exactly as through the demo catalog, and TMDB's failures reach the caller as error results.
import { describe, expect, it } from 'vitest';
import { startMockTmdb } from '../../../scripts/mock-tmdb.mjs';
import type { Tools } from '../../../src/lib/gateway';
import { expectError, expectOk, openTestGateway } from '../../fixtures/gateway';
import { mockProvider, useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb();

/** Two libraries on the same clock: one looking titles up in TMDB, one in the demo catalog. */
async function twoLibraries() {
	const tmdb = await openTestGateway({ provider: mockProvider(server.mock) });
	const demo = await openTestGateway();
	return { tmdb: tmdb.app, demo: demo.app };
}

const LOOKUPS: [operation: string, input: Record<string, unknown>][] = [
	['movies_searchMovies', { query: 'alien' }],
	['movies_searchMovies', { query: 'the', page: 2 }],
	['movies_searchMovies', {}],
	['tv_series_searchTvSeries', { query: 'breaking' }],
	['movies_discoverMovies', { category: 'top_rated', page: 2 }],
	['movies_discoverMovies', { category: 'now_playing' }],
	['tv_series_discoverTvSeries', { category: 'on_the_air' }],
	['tv_series_discoverTvSeries', {}],
	['movies_getMovieDetails', { providerId: '603' }],
	['tv_series_getTvSeriesDetails', { providerId: '1396' }],
	['tv_series_getTvSeriesSeasonDetails', { providerId: '1396', seasonNumber: 5 }],
	['movies_getMovieDetails', { providerId: '999999' }],
	['tv_series_getTvSeriesSeasonDetails', { providerId: '87108', seasonNumber: 2 }]
];

const lookup = (tools: Tools, operation: string, input: Record<string, unknown>) => tools.svc_lookup({ operation, input });

describe('gateway lookups through TMDB', () => {
	it('answer every lookup exactly as the demo catalog does, saved marks included', async () => {
		const { tmdb, demo } = await twoLibraries();
		for (const app of [tmdb, demo]) {
			expectOk(await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '348' } }));
			expectOk(await app.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { providerId: '1396' } }));
		}
		for (const [operation, input] of LOOKUPS) {
			const [viaTmdb, viaDemo] = [await lookup(tmdb, operation, input), await lookup(demo, operation, input)];
			const what = `${operation} ${JSON.stringify(input)}`;
			// Errors agree on the code; their messages name the catalog that answered.
			if (viaDemo.ok) expect(viaTmdb, what).toStrictEqual(viaDemo);
			else expect(expectError(viaTmdb).code, what).toBe(viaDemo.error.code);
		}
		const alien = expectOk(await lookup(tmdb, 'movies_searchMovies', { query: 'alien' }));
		expect(alien.results.map((r: { savedRecordId: string | null }) => r.savedRecordId)).toEqual(['movie:tmdb:348', null]);
	});

	it('quick-save a movie and a series with the full metadata TMDB holds', async () => {
		const { tmdb, demo } = await twoLibraries();
		for (const [operation, providerId] of [['movies_upsertMovieRecord', '603'], ['tv_series_upsertTvSeriesRecord', '1396']]) {
			const viaTmdb = expectOk(await tmdb.svc_create({ operation: operation!, input: { providerId } }));
			expect(viaTmdb).toStrictEqual(expectOk(await demo.svc_create({ operation: operation!, input: { providerId } })));
		}
		// A series comes with its episode guide: its details once, then each season.
		expect(server.mock.requests.map((r) => r.path)).toEqual(['/movie/603', '/tv/1396', ...[1, 2, 3, 4, 5].map((n) => `/tv/1396/season/${n}`)]);
		const breakingBad = expectOk(await tmdb.svc_find({ operation: 'tv_series_queryTvSeriesRecords', input: { detail: 'full' } })).items[0];
		expect(breakingBad).toMatchObject({
			title: 'Breaking Bad',
			originalTitle: 'Breaking Bad',
			firstAirDate: '2008-01-20',
			runtimeMinutes: 47,
			genres: ['Drama', 'Crime'],
			numberOfSeasons: 5,
			numberOfEpisodes: 62,
			status: 'want_to_watch'
		});
	});

	it("keep the poster path on the saved record, with the image base of the server that named it and when it was read", async () => {
		const withPosters = await startMockTmdb({ posters: true });
		try {
			const { app, clock } = await openTestGateway({ provider: mockProvider(withPosters) });
			const { record } = expectOk(await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
			expect(record).toMatchObject({ posterPath: '/movie-603.jpg', posterBase: `${withPosters.origin}/t/p/`, detailsFetchedAt: clock.now.toISOString() });
			const details = expectOk(await lookup(app, 'movies_getMovieDetails', { providerId: '603' }));
			expect(details).toMatchObject({ savedRecordId: 'movie:tmdb:603', posterUrl: `${withPosters.origin}/t/p/w342/movie-603.jpg` });
		} finally {
			await withPosters.close();
		}
	});

	it("turn TMDB's failures into error results and leave the library untouched", async () => {
		const { mock } = server;
		const { app } = await openTestGateway({ provider: mockProvider(mock, { timeoutMs: 300 }) });
		const save = () => app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } });
		mock.setFault({ kind: 'status', status: 401 });
		expect(expectError(await save())).toMatchObject({ code: 'provider_error', status: 401 });
		mock.setFault({ kind: 'slow', delayMs: 3000 });
		expect(expectError(await save()).code).toBe('provider_unavailable');
		mock.setFault({ kind: 'malformed' });
		expect(expectError(await lookup(app, 'movies_discoverMovies', {})).code).toBe('provider_error');
		mock.setFault({ kind: 'status', status: 429, retryAfter: 60 });
		expect(expectError(await lookup(app, 'tv_series_searchTvSeries', { query: 'dark' }))).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 60 });
		const saved = expectOk(await app.svc_find({ operation: 'movies_queryMovieRecords', input: {} }));
		expect(saved.items).toEqual([]);
	});
});
