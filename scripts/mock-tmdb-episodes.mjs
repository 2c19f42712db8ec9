// TVDB episode IDs the mock TMDB server's /find knows, for TV Time's 2020-era exports (which name
// each episode seen by that ID alone): [TMDB series ID, season, episode]. The demo catalog records
// none, so these are the episodes of its series in the real export excerpt of
// tests/fixtures/history/tvtime-2020-real, numbered as TheTVDB numbers them (the export's
// owner looked them up there: data/output/seen_tv_episodes.csv in arlessweschler/tvtime-dataviz,
// commit 4687e72). Twin Peaks (11673, 11674) is left out on purpose: the demo catalog lacks it.
export const TVDB_EPISODES = new Map([
	['349232', [1396, 1, 1]], ['349233', [1396, 1, 2]], ['349235', [1396, 1, 3]],
	['4103396', [19885, 2, 1]], ['5381841', [19885, 0, 9]], ['5776502', [19885, 4, 1]], ['5776503', [19885, 4, 2]],
	['6347551', [70523, 1, 2]], ['6347552', [70523, 1, 3]],
	['141245', [4613, 1, 1]], ['141246', [4613, 1, 2]], ['141247', [4613, 1, 3]]
]);
