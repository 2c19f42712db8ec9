// TV Time's export in its current shape (tracking-prod-records-v2.csv with s_no/ep_no and gsi,
// the v1 tracking file, followed_tv_show.csv, user_tv_show_data.csv) and in its 2020-era shape
// (seen_episode.csv): every row used for what it says, or skipped and listed with its line.
import { describe, expect, it } from 'vitest';
import type { FileReport } from '../../../../src/lib/io/history/read-report';
import { looseFiles, readFixture, titleNamed, zipFile } from '../../../fixtures/history';

const reportOf = (reports: FileReport[], file: string) => reports.find((r) => r.file === file)!;

describe('TV Time export, current shape', () => {
	it('reads episode watches by either spelling of their numbers, rewatches, follows and movies', async () => {
		const history = await readFixture(looseFiles('tvtime'));
		expect(history.source).toBe('tvtime');
		const bb = titleNamed(history, 'Breaking Bad');
		expect(bb).toMatchObject({ key: 'tv:tvdb:81189', tvdbId: '81189', watchlist: true });
		expect(bb.plays).toEqual([
			{ key: 'tvtime:watch-episode-a1', watchedOn: '2021-03-01', season: 1, episode: 1, episodeTo: 2 },
			{ key: 'tvtime:watch-episode-a3', watchedOn: '2021-03-02', season: 1, episode: 3 }
		]);
		expect(titleNamed(history, 'Dark').plays.map((p) => [p.watchedOn, p.season, p.episode])).toEqual([
			['2021-04-01', 1, 1],
			['2022-04-01', 1, 1]
		]);
		expect(titleNamed(history, 'Fleabag')).toMatchObject({ year: 2016, tvdbId: '999999' });
		expect(titleNamed(history, 'Sherlock')).toMatchObject({ watchlist: true, plays: [] });
		expect(titleNamed(history, 'Wicked')).toMatchObject({ kind: 'movie', year: 2024, watchlist: true });
		expect(history.titles.map((t) => t.title)).not.toContain('Desperate Housewives');
		expect(history.titles.map((t) => t.title)).not.toContain('True Detective');
		expect(history.titles.map((t) => t.title)).not.toContain('Dexter');
	});

	it('dates a watch by its watch date or check-in time, never the time the row was written', async () => {
		const history = await readFixture(looseFiles('tvtime'));
		// v1: watch_date "2019-09-07 21:10:00" against created_at "2019-09-08 12:24:29".
		expect(titleNamed(history, 'Psycho')).toMatchObject({ kind: 'movie', year: 1960 });
		expect(titleNamed(history, 'Psycho').plays[0]).toMatchObject({ watchedOn: '2019-09-07' });
		// v1: watch_date in seconds since 1970; the name is a quoted field with a comma.
		expect(titleNamed(history, 'The Good, the Bad and the Ugly').plays).toEqual([{ key: 'tvtime:eee:2020-01-03 09:00:00', watchedOn: '2020-01-01' }]);
		// v2: gsi "2021-03-02 21:00:00" against created_at "2021-03-05 08:00:00".
		expect(titleNamed(history, 'Breaking Bad').plays.at(-1)?.watchedOn).toBe('2021-03-02');
	});

	it('counts every row of every file as used or skipped, listing the skipped with their lines and reasons', async () => {
		const { report } = await readFixture(looseFiles('tvtime'));
		expect(report.map((r) => [r.file, r.read, r.used, r.skipped])).toEqual([
			['followed_tv_show.csv', 3, 2, 1],
			['user_tv_show_data.csv', 2, 1, 1],
			['tracking-prod-records-v2.csv', 11, 7, 4],
			['tracking-prod-records.csv', 5, 3, 2]
		]);
		expect(reportOf(report, 'tracking-prod-records-v2.csv').lines).toEqual([
			{ line: 7, reason: 'a series state row for a series not followed' },
			{ line: 10, reason: 'a watch with no season or episode number' },
			{ line: 11, reason: 'a counter or statistics row, not a watch', detail: 'last-episode-watched-81189' },
			{ line: 12, reason: 'a counter or statistics row, not a watch', detail: 'time-count-1' }
		]);
		expect(reportOf(report, 'tracking-prod-records.csv')).toMatchObject({
			reasons: [
				{ reason: 'a counter or statistics row, not a watch', count: 1 },
				{ reason: 'an episode watch: those are read from tracking-prod-records-v2.csv', count: 1 }
			],
			lines: [
				{ line: 5, reason: 'a counter or statistics row, not a watch', detail: 'count-watch-episode-series' },
				{ line: 6, reason: 'an episode watch: those are read from tracking-prod-records-v2.csv' }
			]
		});
		expect(reportOf(report, 'followed_tv_show.csv').lines).toEqual([{ line: 4, reason: 'a series no longer followed' }]);
	});

	it("logs a film's rewatch count as that many watches, their days filled in from when the row last changed", async () => {
		// Psycho's v1 row: watched 2019-09-07, rewatch_count 2, last changed 2019-09-08.
		expect(titleNamed(await readFixture(looseFiles('tvtime')), 'Psycho').plays).toEqual([
			{ key: 'tvtime:aaa:2019-09-08 12:24:29', watchedOn: '2019-09-07' },
			{ key: 'tvtime:aaa:2019-09-08 12:24:29:rewatch:1', watchedOn: '2019-09-08', dateDefaulted: true },
			{ key: 'tvtime:aaa:2019-09-08 12:24:29:rewatch:2', watchedOn: '2019-09-08', dateDefaulted: true }
		]);
	});

	it('reads the same from the ZIP', async () => {
		expect(await readFixture([zipFile('tvtime')])).toEqual(await readFixture(looseFiles('tvtime')));
	});

	it('reads v1 episode watches when the export has no v2 file', async () => {
		const v1 = looseFiles('tvtime').filter((f) => f.name === 'tracking-prod-records.csv');
		const bb = titleNamed(await readFixture(v1), 'Breaking Bad');
		expect(bb).toMatchObject({ tvdbId: '81189', plays: [{ watchedOn: '2021-03-01', season: 1, episode: 1 }] });
	});

	it('refuses only a file that is not TV Time\'s, naming the columns it lacks', async () => {
		const notTvTime = new File(['title,date\nDark,2021-04-01\n'], 'tracking-prod-records-v2.csv');
		await expect(readFixture([notTvTime])).rejects.toMatchObject({
			body: { code: 'invalid_input', issues: [{ path: 'tracking-prod-records-v2.csv', message: 'is missing the columns key, s_id' }] }
		});
	});
});

describe('TV Time export, 2020-era shape', () => {
	it('reads seen_episode.csv, finding each series\' TVDB ID by its name in followed_tv_show.csv', async () => {
		const history = await readFixture(looseFiles('tvtime-2020'));
		const breakingBad = titleNamed(history, 'Breaking Bad');
		expect(breakingBad).toMatchObject({ tvdbId: '81189', watchlist: true });
		// Its rewatches, from rewatched_episode.csv, come after (the next test).
		expect(breakingBad.plays.filter((p) => p.key.startsWith('tvtime:seen:'))).toEqual([
			{ key: 'tvtime:seen:349232:2020-02-01', watchedOn: '2020-02-01', season: 1, episode: 1, episodeTo: 2 }
		]);
		expect(titleNamed(history, 'Sherlock')).toMatchObject({ tvdbId: '176941', plays: [{ watchedOn: '2020-02-03', season: 1, episode: 1 }] });
		// A row with no numbers still names its episode by TVDB ID: /find places it.
		expect(reportOf(history.report, 'seen_episode.csv')).toMatchObject({ read: 4, used: 4, skipped: 0 });
		expect(history.episodeIdPlays).toEqual([
			{ tvdbEpisodeId: '9999999', play: { key: 'tvtime:seen:9999999:2020-02-04', watchedOn: '2020-02-04' }, file: 'seen_episode.csv' }
		]);
	});

	it('reads rewatched_episode.csv: each time seen again a play, the first and latest on their own days, those between filled in', async () => {
		const history = await readFixture(looseFiles('tvtime-2020'));
		const rewatches = titleNamed(history, 'Breaking Bad').plays.filter((p) => p.key.startsWith('tvtime:rewatch:'));
		expect(rewatches).toEqual([
			{ key: 'tvtime:rewatch:349232:1', watchedOn: '2021-01-10', season: 1, episode: 1, episodeTo: 2 },
			{ key: 'tvtime:rewatch:349232:2', watchedOn: '2021-06-01', season: 1, episode: 1, dateDefaulted: true },
			{ key: 'tvtime:rewatch:349232:3', watchedOn: '2021-06-01', season: 1, episode: 1 }
		]);
	});
});

describe('TV Time export, 2020 as written then (real rows): episodes by TVDB ID alone', () => {
	// seen_episode.csv, rewatched_episode.csv and user_tv_show_data.csv of one export, August 2020.
	const history = () => readFixture(looseFiles('tvtime-2020-real'));

	it('is read, not refused for the series names and numbers it never had', async () => {
		expect((await history()).report.map((r) => [r.file, r.read, r.used, r.skipped])).toEqual([
			['user_tv_show_data.csv', 5, 4, 1],
			['seen_episode.csv', 14, 14, 0],
			['rewatched_episode.csv', 5, 5, 0]
		]);
	});

	it("keeps each watch's own day from Go's times, and each rewatch, for /find to place", async () => {
		const plays = (await history()).episodeIdPlays!;
		const of = (id: string) => plays.filter((p) => p.tvdbEpisodeId === id).map((p) => p.play);
		// Sherlock's special "The Abominable Bride", seen on its own evening.
		expect(of('5381841')).toEqual([{ key: 'tvtime:seen:5381841:2016-01-04', watchedOn: '2016-01-04' }]);
		// Seen in 2015, again in 2018.
		expect(of('349232')).toEqual([
			{ key: 'tvtime:seen:349232:2015-10-07', watchedOn: '2015-10-07' },
			{ key: 'tvtime:rewatch:349232:1', watchedOn: '2018-02-08' }
		]);
		// Seen again twice: first on 2018-02-08, last on 2019-03-14.
		expect(of('4592328').map((p) => p.watchedOn)).toEqual(['2018-02-08', '2019-03-14']);
		expect(of('4711142')).toEqual([
			{ key: 'tvtime:rewatch:4711142:1', watchedOn: '2018-02-08' },
			{ key: 'tvtime:rewatch:4711142:2', watchedOn: '2018-02-08', dateDefaulted: true },
			{ key: 'tvtime:rewatch:4711142:3', watchedOn: '2018-02-08' }
		]);
		expect(plays).toHaveLength(14 + 3 + 2 + 3);
	});

	it('saves the series followed, by their TVDB IDs, though the file does not name them', async () => {
		expect((await history()).titles.map((t) => [t.title, t.tvdbId, t.watchlist])).toEqual([
			['TV Time series 70533', '70533', true],
			['TV Time series 74205', '74205', true],
			['TV Time series 81189', '81189', true],
			['TV Time series 176941', '176941', true]
		]);
	});
});
