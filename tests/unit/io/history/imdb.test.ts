// IMDb's CSV exports (made in IMDb's columns: see tests/fixtures/history/README.md): ratings in
// both header variants, the watchlist and a list, matched exactly by IMDb ID through TMDB's /find.
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
});
