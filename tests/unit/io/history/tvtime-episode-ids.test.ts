// A real 2020 TV Time export (episodes by TVDB ID alone) end to end against the mock TMDB server:
// each episode placed through /find, its series matched by TMDB ID, every watch and rewatch
// written on its own day, specials kept, and the episodes TMDB does not know listed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WatchLog } from '../../../../src/lib/domain/watch-logs';
import { placeEpisodeIds } from '../../../../src/lib/io/history/episode-ids';
import { importHistory } from '../../../../src/lib/io/history/import-history';
import { EPISODE_ID_REASONS, unfoundLeftOut } from '../../../../src/lib/io/history/left-out';
import { matchHistory } from '../../../../src/lib/io/history/match-history';
import { gatewayLookups } from '../../../../src/lib/io/history/match-lookups';
import { countStates, looseFiles, readFixture, resolved } from '../../../fixtures/history';
import { expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';
import { mockProvider, useMockTmdb } from '../../../fixtures/mock-tmdb';

const server = useMockTmdb();
let t: TestGateway;

beforeEach(async () => {
	t = await openTestGateway({ provider: mockProvider(server.mock) });
});
afterEach(() => t.gateway.close());

const logsOf = (logs: WatchLog[], id: string) =>
	logs
		.filter((l) => l.mediaRecordId === id)
		.map((l) => [l.watchedOn, l.seasonFrom, l.episodeFrom, l.episodeTo])
		.sort((a, b) => String(a).localeCompare(String(b)));

async function readAndPlace() {
	const history = await readFixture(looseFiles('tvtime-2020-real'));
	const placed = await placeEpisodeIds(history.episodeIdPlays!, gatewayLookups(t.gateway));
	return { ...history, titles: [...history.titles, ...placed.titles], unfound: placed.unfound };
}

describe('a 2020 TV Time export through the mock TMDB server', () => {
	it('places each episode by its TVDB ID, once each, and lists those TMDB does not know', async () => {
		const { unfound } = await readAndPlace();
		const asked = server.mock.requests.filter((r) => r.path.startsWith('/find/'));
		expect(asked).toHaveLength(16);
		expect(asked.every((r) => r.search.includes('external_source=tvdb_id'))).toBe(true);
		expect(unfoundLeftOut(unfound, EPISODE_ID_REASONS.unfound).map((l) => l.title)).toEqual([
			'TVDB episode 11673 (seen 2017-05-02)',
			'TVDB episode 11674 (seen 2017-05-03)',
			'TVDB episode 4592328 (seen 2018-02-08, 2019-03-14)',
			'TVDB episode 4711142 (seen 2018-02-08)'
		]);

		server.mock.requests.splice(0);
		await readAndPlace();
		expect(server.mock.requests).toEqual([]);
	});

	it('writes every watch and rewatch on its own day, specials in season 0, into the series followed', async () => {
		const history = await readAndPlace();
		const states = await matchHistory('tvtime', history.titles, gatewayLookups(t.gateway));
		// Four series found by TMDB ID, three of the four followed by TVDB ID; Twin Peaks is not in the catalog.
		expect(countStates(states)).toEqual({ exact: 7, unmatched: 1 });
		expectOk(await importHistory(t.gateway, 'tvtime', resolved(history, states)));
		const data = await t.gateway.transfer.snapshot();
		expect(data.tvSeries.map((s) => [s.title, s.status, s.watchCount]).sort()).toEqual([
			['Band of Brothers', 'watching', 2],
			['Breaking Bad', 'watching', 2],
			['Dark', 'watching', 1],
			['Sherlock', 'watching', 4]
		]);
		expect(logsOf(data.tvWatchLogs, 'tv:tmdb:1396')).toEqual([
			['2015-10-07', 1, 1, 3],
			['2018-02-08', 1, 1, 3]
		]);
		expect(logsOf(data.tvWatchLogs, 'tv:tmdb:19885')).toEqual([
			['2015-10-07', 2, 1, 1],
			['2016-01-04', 0, 9, 9],
			['2017-01-07', 4, 1, 1],
			['2017-01-12', 4, 2, 2]
		]);
		expect(logsOf(data.tvWatchLogs, 'tv:tmdb:70523')).toEqual([['2017-12-22', 1, 2, 3]]);
		expect(logsOf(data.tvWatchLogs, 'tv:tmdb:4613')).toEqual([
			['2017-08-11', 1, 1, 1],
			['2017-08-12', 1, 2, 3]
		]);
	});
});
