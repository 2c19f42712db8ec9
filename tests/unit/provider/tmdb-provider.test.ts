// The TMDB provider pointed at the mock TMDB server (the demo catalog in TMDB's wire format)
// must give exactly what the demo provider gives: nothing above the provider can tell them apart.
import { describe, expect, it } from 'vitest';
import { startMockTmdb } from '../../../scripts/mock-tmdb.mjs';
import { DISCOVER_CATEGORIES } from '../../../src/lib/domain/catalog';
import type { MediaKind } from '../../../src/lib/domain/enums';
import { loadDemoCatalog } from '../../../src/lib/provider/demo/demo-data';
import { TmdbProvider } from '../../../src/lib/provider/tmdb/tmdb-provider';
import { REFERENCE_TTL_MS, TmdbReference } from '../../../src/lib/provider/tmdb/tmdb-reference';
import { demoProvider, mockClient, mockProvider, thrown, useMockTmdb } from '../../fixtures/mock-tmdb';

const KINDS: MediaKind[] = ['movie', 'tv'];
const server = useMockTmdb();

describe('TMDB provider gives what the demo catalog gives', () => {
	it('for every discover list of both kinds, page by page', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		for (const kind of KINDS) {
			for (const category of DISCOVER_CATEGORIES[kind]) {
				const first = await demo.discover(kind, category, 1);
				for (let page = 1; page <= first.totalPages + 1; page++) {
					expect(await tmdb.discover(kind, category, page), `${kind} ${category} page ${page}`).toStrictEqual(
						await demo.discover(kind, category, page)
					);
				}
			}
		}
	});

	it('for the date-based lists on another day, when some titles are still to come', async () => {
		const day = '2024-06-01';
		const mock = await startMockTmdb({ today: day });
		try {
			const upcoming = await mockProvider(mock).discover('movie', 'upcoming', 1);
			expect(upcoming.results.map((r) => r.title)).toEqual(expect.arrayContaining(['Wicked', 'Sinners']));
			expect(upcoming).toStrictEqual(await demoProvider(day).discover('movie', 'upcoming', 1));
			expect(await mockProvider(mock).discover('movie', 'now_playing', 1)).toStrictEqual(
				await demoProvider(day).discover('movie', 'now_playing', 1)
			);
		} finally {
			await mock.close();
		}
	});

	it('for title searches, accents, unspaced scripts, misses and later pages', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		const queries = ['alien', 'the', 'AMELIE', 'godfather part', 'breaking', 'zzzz', '千尋', 'seven sam', 'dark'];
		for (const kind of KINDS) {
			for (const query of queries) {
				for (const page of [1, 2]) {
					expect(await tmdb.search(kind, query, page), `${kind} "${query}" page ${page}`).toStrictEqual(await demo.search(kind, query, page));
				}
			}
		}
		expect((await tmdb.search('movie', 'alien', 1)).results.map((r) => r.title)).toEqual(['Alien', 'Aliens']);
	});

	it('for an empty query: the popular list, without asking TMDB to search', async () => {
		const { mock } = server;
		const tmdb = mockProvider(mock);
		for (const query of ['', '  ', '?!']) {
			expect(await tmdb.search('tv', query, 1)).toStrictEqual(await demoProvider().discover('tv', 'popular', 1));
		}
		expect(mock.requests.map((r) => r.path)).not.toContain('/search/tv');
	});

	it('for the details of every title, with runtime, seasons and episode counts', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		const catalog = await loadDemoCatalog();
		for (const [kind, titles] of [['movie', catalog.movies], ['tv', catalog.tv]] as const) {
			for (const { id } of titles) {
				expect(await tmdb.details(kind, String(id)), `${kind} ${id}`).toStrictEqual(await demo.details(kind, String(id)));
			}
		}
		expect(await tmdb.details('tv', '1396')).toMatchObject({ title: 'Breaking Bad', numberOfSeasons: 5, numberOfEpisodes: 62, runtimeMinutes: 47 });
	});

	it('for every season of every series, episode by episode', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		for (const series of (await loadDemoCatalog()).tv) {
			for (const { seasonNumber } of series.seasons) {
				const id = String(series.id);
				expect(await tmdb.season(id, seasonNumber), `${series.title} S${seasonNumber}`).toStrictEqual(await demo.season(id, seasonNumber));
			}
		}
	});

	it('for series found by their TVDB ID, and for IDs it does not know', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		for (const tvdbId of ['81189', '334824', '999999']) {
			expect(await tmdb.findExternal('tvdb_id', tvdbId), tvdbId).toStrictEqual(await demo.findExternal('tvdb_id', tvdbId));
		}
		expect((await tmdb.findExternal('tvdb_id', '81189')).map((e) => [e.mediaType, e.title])).toEqual([['tv', 'Breaking Bad']]);
		expect(server.mock.requests.find((r) => r.path === '/find/81189')?.search).toContain('external_source=tvdb_id');
	});

	it('for films and series found by their IMDb ID', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		for (const imdbId of ['tt0133093', 'tt0903747', 'tt0000001']) {
			expect(await tmdb.findExternal('imdb_id', imdbId), imdbId).toStrictEqual(await demo.findExternal('imdb_id', imdbId));
		}
		expect((await tmdb.findExternal('imdb_id', 'tt0133093')).map((e) => [e.mediaType, e.title])).toEqual([['movie', 'The Matrix']]);
		expect(server.mock.requests.find((r) => r.path === '/find/tt0903747')?.search).toContain('external_source=imdb_id');
	});

	it("for episodes found by their TVDB ID: the series, season and number (the demo catalog records none)", async () => {
		const tmdb = mockProvider(server.mock);
		expect(await tmdb.findEpisode('5381841')).toEqual({ showId: '19885', seasonNumber: 0, episodeNumber: 9 });
		expect(await tmdb.findEpisode('349233')).toEqual({ showId: '1396', seasonNumber: 1, episodeNumber: 2 });
		// A series' TVDB ID names no episode.
		expect(await tmdb.findEpisode('81189')).toBeNull();
		expect(server.mock.requests.find((r) => r.path === '/find/5381841')?.search).toContain('external_source=tvdb_id');
		expect(await demoProvider().findEpisode()).toBeNull();
	});

	it('for titles and seasons that do not exist: not_found naming what was asked for', async () => {
		const tmdb = mockProvider(server.mock);
		expect(await thrown(() => tmdb.details('movie', '999999'))).toMatchObject({ code: 'not_found', message: 'TMDB has no movie with ID 999999.' });
		expect(await thrown(() => tmdb.details('tv', '603'))).toMatchObject({ code: 'not_found', message: 'TMDB has no series with ID 603.' });
		expect(await thrown(() => tmdb.season('1396', 9))).toMatchObject({ code: 'not_found', message: 'TMDB has no season 9 of series 1396.' });
	});
});

describe('TMDB provider requests', () => {
	it("ask for movies in the user's region, and for TV without one (TMDB's TV lists take none)", async () => {
		const { mock } = server;
		const india = new TmdbProvider(mockClient(mock), 'IN');
		await india.discover('movie', 'now_playing', 1);
		await india.search('movie', 'lagaan', 1);
		await india.discover('tv', 'popular', 1);
		const params = mock.requests.filter((r) => !r.path.startsWith('/genre/')).map((r) => new URLSearchParams(r.search));
		expect(params.map((p) => p.get('region'))).toEqual(['IN', 'IN', null]);
		expect(params[1]!.get('query')).toBe('lagaan');
	});

	it('report a page TMDB sends in the wrong shape as provider_error', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'wrong-shape' });
		expect((await thrown(() => mockProvider(mock).discover('tv', 'top_rated', 1))).code).toBe('provider_error');
	});
});

describe('TMDB posters and reference data', () => {
	const withPosters = useMockTmdb({ posters: true });

	it('build poster URLs from /configuration, and the URL loads', async () => {
		const { mock } = withPosters;
		const matrix = await mockProvider(mock).details('movie', '603');
		expect(matrix.posterPath).toBe('/movie-603.jpg');
		expect(matrix.posterUrl).toBe(`${mock.origin}/t/p/w342/movie-603.jpg`);
		const image = await fetch(matrix.posterUrl!);
		expect(image.headers.get('content-type')).toMatch(/^image\//);
	});

	it('come in the language asked where TMDB has a translation, with its own poster, the original title as it is', async () => {
		const { mock } = withPosters;
		const inPortuguese = mockProvider(mock, { language: 'pt-BR' });
		expect(await inPortuguese.details('movie', '238')).toMatchObject({
			title: 'O Poderoso Chefão',
			originalTitle: 'The Godfather',
			overview: expect.stringMatching(/^Em 1945/),
			posterPath: '/movie-238-pt-BR.jpg'
		});
		expect((await inPortuguese.search('movie', 'poderoso chefao', 1)).results.map((r) => r.title)).toEqual(['O Poderoso Chefão', 'O Poderoso Chefão: Parte II']);
		// No translation in that language: TMDB's default, as the demo catalog has it.
		expect(await mockProvider(mock, { language: 'nl-NL' }).details('movie', '238')).toMatchObject({ title: 'The Godfather', posterPath: '/movie-238.jpg' });
		expect(await inPortuguese.details('movie', '27205')).toMatchObject({ title: 'Inception', posterPath: '/movie-27205.jpg' });
	});

	it('fetch the configuration and each genre list once for many pages', async () => {
		const { mock } = withPosters;
		const tmdb = mockProvider(mock);
		await Promise.all([tmdb.discover('movie', 'popular', 1), tmdb.discover('movie', 'popular', 2), tmdb.discover('movie', 'top_rated', 1)]);
		await tmdb.search('tv', 'the', 1);
		await tmdb.details('tv', '1396');
		const count = (path: string) => mock.requests.filter((r) => r.path === path).length;
		expect([count('/configuration'), count('/genre/movie/list'), count('/genre/tv/list')]).toEqual([1, 1, 1]);
		expect((await tmdb.discover('movie', 'popular', 1)).results.every((r) => r.posterUrl?.startsWith(`${mock.origin}/t/p/w342/`))).toBe(true);
	});

	it('keep reference data for days, then fetch it again', async () => {
		const { mock } = withPosters;
		let now = 0;
		// The client's own moment of reuse (a few seconds) is not what is measured here.
		const client = mockClient(mock, { reuseMs: 0 });
		const tmdb = new TmdbProvider(client, 'US', new TmdbReference(client, () => now));
		const configurations = () => mock.requests.filter((r) => r.path === '/configuration').length;
		await tmdb.details('movie', '603');
		now = REFERENCE_TTL_MS - 1;
		await tmdb.details('movie', '550');
		expect(configurations()).toBe(1);
		now = REFERENCE_TTL_MS + 1;
		await tmdb.details('movie', '348');
		expect(configurations()).toBe(2);
	});

	it('ask again after a failed configuration fetch instead of remembering the failure', async () => {
		const { mock } = withPosters;
		const tmdb = mockProvider(mock);
		mock.setFault({ kind: 'status', status: 404, path: '/configuration', times: 1 });
		expect((await thrown(() => tmdb.details('movie', '603'))).code).toBe('not_found');
		expect((await tmdb.details('movie', '603')).posterUrl).toBe(`${mock.origin}/t/p/w342/movie-603.jpg`);
	});
});
