// IMDb's CSV exports (see tests/fixtures/history/README.md for which are real): ratings in every
// header IMDb has written, in English and in Italian, the watchlist and a list, matched exactly by
// IMDb ID through TMDB's /find, whose answer says film or series.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importHistory } from '../../../../src/lib/io/history/import-history';
import { countStates, looseFiles, matchFixture, readFixture, resolved, titleNamed } from '../../../fixtures/history';
import { expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

describe('IMDb exports', () => {
	it('reads ratings, the watchlist and a list; Title Type says film or series; episodes are left behind', async () => {
		const history = await readFixture(looseFiles('imdb'));
		expect(history.source).toBe('imdb');
		expect(history.files).toEqual(['Space films.csv', 'ratings.csv', 'watchlist.csv']);
		expect(titleNamed(history, 'The Matrix')).toMatchObject({
			key: 'movie:imdb:tt0133093',
			kind: 'movie',
			rating: 'love',
			plays: [{ key: 'imdb:tt0133093', watchedOn: '2023-05-01', rating: 'love', dateDefaulted: true }]
		});
		expect(titleNamed(history, 'Breaking Bad')).toMatchObject({ kind: 'tv', rating: 'love', plays: [] });
		expect(titleNamed(history, 'Severance')).toMatchObject({ kind: 'tv', watchlist: true });
		expect(titleNamed(history, 'Interstellar')).toMatchObject({ tags: ['Space films'], watchlist: false });
		const ratings = history.report.find((r) => r.file === 'ratings.csv')!;
		expect(ratings).toMatchObject({ read: 5, used: 4, skipped: 1 });
		expect(ratings.lines).toEqual([{ line: 4, reason: "an episode: IMDb's row does not name its series, so it is not imported", detail: 'Ozymandias' }]);
	});

	it('reads the older header, without Original Title, and its title types', async () => {
		const history = await readFixture(looseFiles('imdb-2020'));
		expect(history.titles.map((t) => [t.title, t.kind, t.rating])).toEqual([
			['The Matrix', 'movie', 'like'],
			['Dark', 'tv', 'love'],
			['Alien', 'movie', 'dislike']
		]);
	});
});

describe('IMDb exports in other languages and years', () => {
	it('reads an Italian account\'s ratings whole: Film, Serie TV, Mini serie TV, Corto, Speciale TV and Video are read, the Episodio TV left out', async () => {
		const history = await readFixture(looseFiles('imdb-italian'));
		expect(history.titles).toHaveLength(17);
		expect(titleNamed(history, 'Chernobyl')).toMatchObject({ kind: 'tv', rating: 'like', plays: [] });
		expect(titleNamed(history, 'Matrix')).toMatchObject({ kind: 'movie', imdbId: 'tt0133093', plays: [{ watchedOn: '2019-04-04', rating: 'like', dateDefaulted: true }] });
		expect(titleNamed(history, 'Charlot soldato')).toMatchObject({ kind: 'movie', year: 1918, originalTitle: 'Shoulder Arms' });
		// The Original Title is kept as a second name only where it is another name.
		expect(titleNamed(history, 'Il padrino').originalTitle).toBe('The Godfather');
		expect(titleNamed(history, 'Inception').originalTitle).toBeUndefined();
		const ratings = history.report.find((r) => r.file === 'ratings.csv')!;
		expect(ratings).toMatchObject({ read: 18, used: 17, skipped: 1 });
		expect(ratings.lines).toEqual([{ line: 12, reason: "an episode: IMDb's row does not name its series, so it is not imported", detail: 'Sherlock: A Scandal in Belgravia' }]);
	});

	it('reads the header of before 2018: const, Title type, You rated, and created as the day rated', async () => {
		const history = await readFixture(looseFiles('imdb-2017'));
		expect(history.titles.map((t) => [t.title, t.kind, t.rating, t.plays.map((p) => p.watchedOn)])).toEqual([
			['The Matrix', 'movie', 'love', ['2017-01-29']],
			['Breaking Bad', 'tv', 'love', []],
			['Band of Brothers', 'tv', 'like', []],
			['Alien', 'movie', 'dislike', ['2016-10-14']]
		]);
		expect(history.report[0]!.lines.map((l) => [l.line, l.reason])).toEqual([
			[5, "an episode: IMDb's row does not name its series, so it is not imported"],
			[7, 'a video game']
		]);
	});

	it('reads a Title Type in any language IMDb writes, and one in none as either kind', async () => {
		const rows = [
			['tt0111161', 'Película', 'Cadena perpetua'],
			['tt0903747', 'Fernsehserie', 'Breaking Bad'],
			['tt7366338', 'Minissérie', 'Chernobyl'],
			['tt2301451', 'Épisode télévisé', 'Ozymandias'],
			['tt2140553', 'Videojuego', 'Un juego'],
			['tt0185906', 'टीवी मिनी सीरीज़', 'Band of Brothers']
		];
		const text = ['Const,Your Rating,Date Rated,Title,Title Type,Year', ...rows.map(([id, type, title]) => `${id},8,2024-01-02,${title},${type},2001`)].join('\n');
		const history = await readFixture([new File([text], 'ratings.csv')]);
		expect(history.titles.map((t) => [t.title, t.kind, t.eitherKind ?? false])).toEqual([
			['Cadena perpetua', 'movie', false],
			['Breaking Bad', 'tv', false],
			['Chernobyl', 'tv', false],
			['Band of Brothers', 'movie', true]
		]);
		expect(history.report[0]!.lines.map((l) => l.reason)).toEqual(["an episode: IMDb's row does not name its series, so it is not imported", 'a video game']);
	});
});

describe('IMDb matched and imported on the demo catalog', () => {
	let t: TestGateway;
	beforeEach(async () => {
		t = await openTestGateway();
	});
	afterEach(() => t.gateway.close());

	it('matches by IMDb ID exactly, rates on the Trakt scale and logs a rated film on its Date Rated, the date marked defaulted', async () => {
		const history = await readFixture(looseFiles('imdb'));
		const states = await matchFixture(t.gateway, history);
		expect(countStates(states)).toEqual({ exact: 7, unmatched: 1 });
		expectOk(await importHistory(t.gateway, 'imdb', resolved(history, states)));
		const data = await t.gateway.transfer.snapshot();
		const films = new Map(data.movies.map((m) => [m.title, m]));
		expect(films.get('The Matrix')).toMatchObject({ rating: 'love', status: 'watched', lastWatchedOn: '2023-05-01' });
		expect(films.get('Parasite')).toMatchObject({ rating: 'dislike', status: 'watched' });
		expect(films.get('Dune: Part Two')).toMatchObject({ status: 'want_to_watch' });
		expect(films.get('Interstellar')).toMatchObject({ tags: ['Space films'] });
		expect(data.movieWatchLogs.find((l) => l.mediaRecordId === 'movie:tmdb:603')).toMatchObject({ watchedOn: '2023-05-01', watchedOnDefaulted: true, rating: 'love' });
		expect(data.tvSeries.map((s) => [s.title, s.rating ?? null]).sort()).toEqual([
			['Breaking Bad', 'love'],
			['Severance', null]
		]);
	});

	it('takes film or series from the catalog\'s answer for the IMDb ID: an Italian export matches by ID, whatever its titles say', async () => {
		const history = await readFixture(looseFiles('imdb-italian'));
		const states = await matchFixture(t.gateway, history);
		const exact = history.titles.filter((title) => states.get(title.key)?.state === 'exact');
		expect(exact.map((title) => title.title).sort()).toEqual(['Chernobyl', 'Everything Everywhere All at Once', 'Fleabag', 'Il padrino', 'Inception', 'Mad Max: Fury Road', 'Matrix', 'Oppenheimer']);
		expectOk(await importHistory(t.gateway, 'imdb', resolved(history, states)));
		const data = await t.gateway.transfer.snapshot();
		expect(data.movies.map((m) => m.title).sort()).toEqual(['Everything Everywhere All at Once', 'Inception', 'Mad Max: Fury Road', 'Oppenheimer', 'The Godfather', 'The Matrix']);
		expect(data.tvSeries.map((s) => [s.title, s.rating])).toEqual(expect.arrayContaining([['Chernobyl', 'like'], ['Fleabag', 'like']]));
	});

	it('a row whose Title Type the catalog contradicts follows the catalog: a series gets the rating alone, no watch', async () => {
		const text = 'Const,Your Rating,Date Rated,Title,Title Type,Year\ntt7366338,9,2024-01-02,Chernobyl,Film,2019\ntt0185906,8,2024-01-03,Band of Brothers,टीवी मिनी सीरीज़,2001\n';
		const history = await readFixture([new File([text], 'ratings.csv')]);
		const states = await matchFixture(t.gateway, history);
		expect(countStates(states)).toEqual({ exact: 2 });
		expectOk(await importHistory(t.gateway, 'imdb', resolved(history, states)));
		const data = await t.gateway.transfer.snapshot();
		expect(data.movies).toEqual([]);
		expect(data.tvSeries.map((s) => [s.title, s.rating]).sort()).toEqual([['Band of Brothers', 'like'], ['Chernobyl', 'love']]);
		expect(data.tvWatchLogs).toEqual([]);
	});
});
