// The history import end to end against the mock TMDB server: matching (by ID, by title and
// year, ambiguous, unmatched), the person's choices, the one-transaction write through the JSON
// import's merge, and a second import of the same export that changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaRecord } from '../../../../src/lib/domain/records';
import type { WatchLog } from '../../../../src/lib/domain/watch-logs';
import type { ImportSummary } from '../../../../src/lib/transfer/library-transfer';
import { importHistory } from '../../../../src/lib/io/history/import-history';
import { gatewayLookups } from '../../../../src/lib/io/history/match-lookups';
import { matchHistory, rememberChoices } from '../../../../src/lib/io/history/match-history';
import type { MatchState } from '../../../../src/lib/io/history/match-title';
import { countStates, looseFiles, matchFixture, readFixture, resolved, titleNamed, zipFile } from '../../../fixtures/history';
import { expectError, expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';
import { mockProvider, useMockTmdb } from '../../../fixtures/mock-tmdb';

const server = useMockTmdb();
let t: TestGateway;

beforeEach(async () => {
	t = await openTestGateway({ provider: mockProvider(server.mock) });
});
afterEach(() => t.gateway.close());

async function movies(): Promise<MediaRecord[]> {
	return (await t.gateway.transfer.snapshot()).movies;
}

async function library() {
	return t.gateway.transfer.snapshot();
}

const logsOf = (logs: WatchLog[], id: string) => logs.filter((l) => l.mediaRecordId === id).sort((a, b) => a.watchedOn.localeCompare(b.watchedOn));
const added = (s: ImportSummary) => Object.values(s.tables).reduce((n, x) => n + x.added + x.updated, 0);

describe('Letterboxd through the mock TMDB server', () => {
	it('sorts titles into exact, title-and-year, ambiguous and unmatched, asking TMDB once per title', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		const states = await matchFixture(t.gateway, history);
		expect(countStates(states)).toEqual({ title_year: 6, ambiguous: 1, unmatched: 1 });
		// "The Godfather" (1973): both films a year off, Part II because its title holds the name whole.
		const godfather = states.get(titleNamed(history, 'The Godfather').key) as Extract<MatchState, { state: 'ambiguous' }>;
		expect(godfather.candidates.map((c) => `${c.title} (${c.year})`)).toEqual(['The Godfather (1972)', 'The Godfather Part II (1974)']);
		expect(server.mock.requests.filter((r) => r.path.startsWith('/search/')).length).toBe(8);
	});

	it('writes nothing until asked, then the whole history in one merge, with every date, rating, tag and review', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		const states = await matchFixture(t.gateway, history);
		const dry = expectOk<ImportSummary>(await importHistory(t.gateway, 'letterboxd', resolved(history, states), { dryRun: true }));
		expect(dry.tables.movies.added).toBe(6);
		expect(dry.tables.movieWatchLogs.added).toBe(4);
		expect(await movies()).toEqual([]);

		const progress: number[] = [];
		const done = expectOk<ImportSummary>(
			await importHistory(t.gateway, 'letterboxd', resolved(history, states), { onProgress: (p) => progress.push(p.done) })
		);
		expect(done.tables.movies.added).toBe(6);
		expect(progress.at(-1)).toBe(10);
		const data = await library();
		const byTitle = new Map(data.movies.map((m) => [m.title, m]));
		expect(byTitle.get('The Matrix')).toMatchObject({ status: 'watched', rating: 'like', tags: ['sci-fi', 'rewatchable'], watchCount: 2, lastWatchedOn: '2023-06-09' });
		expect(logsOf(data.movieWatchLogs, 'movie:tmdb:603').map((l) => [l.watchedOn, l.rating, l.notes ?? null])).toEqual([
			['2023-01-01', 'love', null],
			['2023-06-09', 'love', 'Still "the one".\r\nBetter every time.']
		]);
		expect(byTitle.get('Amélie')).toMatchObject({ status: 'watched', rating: 'like', watchCount: 1 });
		expect(byTitle.get('Parasite')).toMatchObject({ status: 'watched', rating: 'dislike', watchCount: 0 });
		expect(byTitle.get('Dune: Part Two')).toMatchObject({ status: 'want_to_watch', watchCount: 0 });
		expect(byTitle.get('Oppenheimer')).toMatchObject({ status: 'want_to_watch' });
		const stats = expectOk(await t.app.svc_find({ operation: 'movies_queryMovieStats', input: { year: '2023' } }));
		expect(stats.totals.watchLogs).toBe(4);
	});

	it('takes the person\'s choice for an ambiguous title and remembers a skip', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		const lookups = gatewayLookups(t.gateway);
		const states = await matchHistory('letterboxd', history.titles, lookups);
		const godfather = titleNamed(history, 'The Godfather');
		const partTwo = (states.get(godfather.key) as Extract<MatchState, { state: 'ambiguous' }>).candidates[1]!;
		await rememberChoices(lookups, 'letterboxd', [
			[godfather, { providerId: partTwo.providerId, entry: partTwo }],
			[titleNamed(history, 'Zzyzx Nowhere Road'), { skip: true }]
		]);

		server.mock.requests.splice(0);
		const again = await matchHistory('letterboxd', history.titles, lookups);
		expect(server.mock.requests).toEqual([]);
		expect(countStates(again)).toEqual({ title_year: 6, chosen: 1, skipped: 1 });
		expectOk(await importHistory(t.gateway, 'letterboxd', resolved(history, again)));
		const partTwoRecord = (await movies()).find((m) => m.title === 'The Godfather Part II');
		expect(partTwoRecord).toMatchObject({ status: 'watched', rating: 'dislike', watchCount: 1, lastWatchedOn: '2023-03-01' });
	});

	it('imports the same export again without a single new row, keeping edits made since', async () => {
		const history = await readFixture([zipFile('letterboxd')]);
		const matched = resolved(history, await matchFixture(t.gateway, history));
		expectOk(await importHistory(t.gateway, 'letterboxd', matched));
		const first = await library();
		const log = first.movieWatchLogs.find((l) => l.watchedOn === '2023-02-14')!;
		expectOk(await t.app.svc_update({ operation: 'movies_updateMovieWatchLog', input: { watchLogId: log.watchLogId, log: { mediaRecordId: log.mediaRecordId, watchedOn: log.watchedOn, notes: 'Saw it in Paris' } } }));
		t.clock.advance(60_000);

		const second = expectOk<ImportSummary>(await importHistory(t.gateway, 'letterboxd', matched));
		expect(added(second)).toBe(0);
		expect(second.tables.movies.unchanged).toBe(6);
		expect(second.tables.movieWatchLogs.unchanged).toBe(4);
		const after = await library();
		expect(after.movieWatchLogs).toHaveLength(4);
		expect(after.movieWatchLogs.find((l) => l.watchLogId === log.watchLogId)?.notes).toBe('Saw it in Paris');
	});

	it('keeps what a saved title already says and adds the export\'s tags and logs to it', async () => {
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603', status: 'on_hold' } }));
		const saved = (await movies())[0]!;
		expectOk(await t.app.svc_update({ operation: 'movies_upsertMovieRecord', input: { mediaRecordId: saved.id, record: { ...saved, rating: 'okay', tags: ['Favourites'] } } }));
		const history = await readFixture(looseFiles('letterboxd'));
		expectOk(await importHistory(t.gateway, 'letterboxd', resolved(history, await matchFixture(t.gateway, history))));
		const matrix = (await movies()).find((m) => m.id === 'movie:tmdb:603');
		// Its logs move it to watched (the spec's move); its own rating stays.
		expect(matrix).toMatchObject({ status: 'watched', rating: 'okay', tags: ['Favourites', 'sci-fi', 'rewatchable'], watchCount: 2 });
	});

	it('resumes after a cancel without asking TMDB again for what it already knows', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		const controller = new AbortController();
		const lookups = gatewayLookups(t.gateway);
		let seen = 0;
		const stopped = matchHistory('letterboxd', history.titles, lookups, {
			concurrency: 1,
			signal: controller.signal,
			onProgress: (p) => {
				seen = p.done;
				if (p.done === 3) controller.abort();
			}
		});
		await expect(stopped).rejects.toThrow();
		expect(seen).toBe(3);
		const asked = server.mock.requests.filter((r) => r.path.startsWith('/search/')).length;
		expect(asked).toBe(3);
		server.mock.requests.splice(0);
		await matchHistory('letterboxd', history.titles, lookups);
		expect(server.mock.requests.filter((r) => r.path.startsWith('/search/')).length).toBe(history.titles.length - 3);
	});

	it('stops at the first provider failure, keeping what was looked up, and writes nothing', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		server.mock.setFault({ kind: 'status', status: 401 });
		await expect(matchFixture(t.gateway, history)).rejects.toMatchObject({ body: { code: 'provider_error' } });
		expect(await movies()).toEqual([]);
	});
});

describe('Trakt through the mock TMDB server', () => {
	it('matches by TMDB ID, writes every play with its date, ranges for binges and 1 to 10 ratings', async () => {
		const history = await readFixture([zipFile('trakt')]);
		const states = await matchFixture(t.gateway, history);
		// Inception comes without a TMDB ID: its IMDb ID finds it exactly, through /find.
		expect(countStates(states)).toEqual({ exact: 6 });
		expect(server.mock.requests.some((r) => r.path === '/movie/155')).toBe(true);
		expect(server.mock.requests.find((r) => r.path === '/find/tt1375666')?.search).toContain('external_source=imdb_id');
		expectOk(await importHistory(t.gateway, 'trakt', resolved(history, states)));
		const data = await library();
		expect(data.movies.find((m) => m.id === 'movie:tmdb:155')).toMatchObject({ status: 'watched', rating: 'love', watchCount: 2, runtimeMinutes: 152 });
		expect(data.movies.find((m) => m.title === 'Inception')).toMatchObject({ status: 'watched', rating: 'okay' });
		expect(data.movies.find((m) => m.title === 'Interstellar')).toMatchObject({ status: 'want_to_watch' });
		expect(data.tvSeries.find((s) => s.title === 'Breaking Bad')).toMatchObject({
			status: 'watching',
			rating: 'love',
			currentSeason: 1,
			currentEpisode: 5,
			watchCount: 2
		});
		expect(logsOf(data.tvWatchLogs, 'tv:tmdb:1396').map((l) => [l.watchedOn, l.seasonFrom, l.episodeFrom, l.episodeTo])).toEqual([
			['2022-01-10', 1, 1, 3],
			['2022-01-11', 1, 5, 5]
		]);
		expect(data.tvSeries.find((s) => s.title === 'Dark')).toMatchObject({ status: 'want_to_watch' });
		expect(JSON.stringify(await library())).not.toContain('fixture.person@example.com');
	});
});

describe('TV Time through the mock TMDB server', () => {
	it('maps TVDB IDs to TMDB with /find, falls back to the name, and saves follows as want to watch', async () => {
		const history = await readFixture([zipFile('tvtime')]);
		const states = await matchFixture(t.gateway, history);
		expect(countStates(states)).toEqual({ exact: 3, title_year: 4 });
		expect(server.mock.requests.filter((r) => r.path.startsWith('/find/')).map((r) => r.path).sort()).toEqual([
			'/find/176941',
			'/find/334824',
			'/find/81189',
			'/find/999999'
		]);
		expectOk(await importHistory(t.gateway, 'tvtime', resolved(history, states)));
		const data = await library();
		const series = new Map(data.tvSeries.map((s) => [s.title, s]));
		expect(series.get('Breaking Bad')).toMatchObject({ status: 'watching', currentSeason: 1, currentEpisode: 3, watchCount: 2 });
		expect(series.get('Dark')).toMatchObject({ watchCount: 2, lastWatchedOn: '2022-04-01' });
		expect(series.get('Fleabag')).toMatchObject({ providerRef: { id: '67070' }, watchCount: 1 });
		expect(series.get('Sherlock')).toMatchObject({ status: 'want_to_watch', watchCount: 0 });
		expect(data.movies.map((m) => [m.title, m.status, m.lastWatchedOn ?? null]).sort()).toEqual([
			// Watched 2019-09-07; its two rewatches, counted with no days, on the day the row last changed.
			['Psycho', 'watched', '2019-09-08'],
			['The Good, the Bad and the Ugly', 'watched', '2020-01-01'],
			['Wicked', 'want_to_watch', null]
		]);
	});
});

describe('a refused export', () => {
	it('changes nothing and says why', async () => {
		const error = await readFixture([new File(['Title,Date\nAlien,2020-01-01\n'], 'diary.csv')]).then(
			() => null,
			(e: { body: unknown }) => e.body
		);
		expect(error).toMatchObject({ code: 'invalid_input', message: expect.stringContaining('nothing was imported') });
		expect(await movies()).toEqual([]);
	});

	it('refuses rows that would break the library and writes none of them', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		const matched = resolved(history, await matchFixture(t.gateway, history));
		matched[0]!.title.plays[0]!.watchedOn = '2023-02-30';
		const error = expectError(await importHistory(t.gateway, 'letterboxd', matched));
		expect(error.code).toBe('invalid_input');
		expect(error.issues?.[0]?.path).toMatch(/^movieWatchLogs\.\d+\.watchedOn$/);
		expect(await movies()).toEqual([]);
	});
});
