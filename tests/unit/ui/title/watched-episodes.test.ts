/** Which episodes a series' logs cover, and the runs the title page's ticks log and untick. */
import { describe, expect, it } from 'vitest';
import {
	episodesOf,
	isWatched,
	rangeFields,
	rangeUpTo,
	regularWatched,
	seasonRange,
	untickOf,
	watchedEpisodes,
	watchedInSeason,
	type RangeLog
} from '../../../../src/lib/ui/title/watched-episodes';

// Breaking Bad's first seasons, and its specials.
const SEASONS = [
	{ seasonNumber: 0, episodeCount: 3 },
	{ seasonNumber: 1, episodeCount: 7 },
	{ seasonNumber: 2, episodeCount: 13 },
	{ seasonNumber: 3, episodeCount: 13 }
];

let made = 0;
function log(range: Partial<RangeLog>, watchedOn = '2025-11-03'): RangeLog {
	made++;
	return { watchLogId: `log-${made}`, watchedOn, createdAt: `2025-11-03T20:00:${String(made).padStart(2, '0')}.000Z`, ...range };
}

const ep = (season: number, episode: number) => ({ season, episode });
const codes = (positions: { season: number; episode: number }[]) => positions.map((p) => `S${p.season}E${p.episode}`);

describe('episodesOf', () => {
	it.each([
		[{}, []],
		[{ seasonFrom: 1, episodeFrom: 3 }, ['S1E3']],
		[{ seasonFrom: 1, episodeFrom: 2, seasonTo: 1, episodeTo: 4 }, ['S1E2', 'S1E3', 'S1E4']],
		[{ seasonFrom: 1, episodeFrom: 2, episodeTo: 3 }, ['S1E2', 'S1E3']],
		[{ seasonFrom: 1, episodeTo: 2 }, ['S1E1', 'S1E2']],
		[{ seasonFrom: 0 }, ['S0E1', 'S0E2', 'S0E3']],
		[{ seasonFrom: 1, episodeFrom: 6, seasonTo: 2, episodeTo: 2 }, ['S1E6', 'S1E7', 'S2E1', 'S2E2']]
	])('%j covers %j', (range, expected) => {
		expect(codes(episodesOf(range, SEASONS))).toEqual(expected);
	});

	it('covers whole seasons between the ends of a long range, by the guide’s counts', () => {
		expect(episodesOf({ seasonFrom: 1, episodeFrom: 7, seasonTo: 3, episodeTo: 1 }, SEASONS)).toHaveLength(1 + 13 + 1);
		expect(episodesOf({ seasonFrom: 1, seasonTo: 2 }, SEASONS)).toHaveLength(20);
	});

	it('covers only the episodes a log names in a season the guide does not know', () => {
		expect(codes(episodesOf({ seasonFrom: 9, episodeFrom: 2 }, SEASONS))).toEqual(['S9E2']);
		expect(episodesOf({ seasonFrom: 9 }, SEASONS)).toEqual([]);
	});
});

describe('the watched set', () => {
	const watched = watchedEpisodes([log({ seasonFrom: 1, episodeFrom: 1 }), log({ seasonFrom: 1, episodeFrom: 3, seasonTo: 2, episodeTo: 1 })], SEASONS);

	it('holds every episode some log covers, and no other', () => {
		expect(isWatched(watched, ep(1, 1))).toBe(true);
		expect(isWatched(watched, ep(1, 2))).toBe(false);
		expect(isWatched(watched, ep(1, 7))).toBe(true);
		expect(isWatched(watched, ep(2, 1))).toBe(true);
		expect(isWatched(watched, ep(2, 2))).toBe(false);
	});

	it('counts a season’s watched episodes and the regular seasons’ total, specials aside', () => {
		const withSpecial = watchedEpisodes([log({ seasonFrom: 0, episodeFrom: 1 }), log({ seasonFrom: 1, seasonTo: 1 })], SEASONS);
		expect(watchedInSeason(watched, SEASONS[1]!)).toBe(6);
		expect(regularWatched(watched, SEASONS)).toBe(7);
		expect(regularWatched(withSpecial, SEASONS)).toBe(7);
		expect(watchedInSeason(withSpecial, SEASONS[0]!)).toBe(1);
	});
});

describe('watched up to here', () => {
	it('logs from the first episode when none is watched', () => {
		const range = rangeUpTo(watchedEpisodes([], SEASONS), SEASONS, ep(1, 4));
		expect(range).toEqual({ from: ep(1, 1), to: ep(1, 4), rewatched: [] });
		expect(rangeFields(range!)).toEqual({ seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 4 });
	});

	it('starts at the first unwatched episode after those watched', () => {
		const watched = watchedEpisodes([log({ seasonFrom: 1, episodeFrom: 1 })], SEASONS);
		expect(rangeUpTo(watched, SEASONS, ep(1, 4))).toEqual({ from: ep(1, 2), to: ep(1, 4), rewatched: [] });
	});

	it('reaches back across seasons to the first unwatched episode', () => {
		const watched = watchedEpisodes([log({ seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 5 })], SEASONS);
		const range = rangeUpTo(watched, SEASONS, ep(2, 2));
		expect(range).toEqual({ from: ep(1, 6), to: ep(2, 2), rewatched: [] });
		expect(rangeFields(range!)).toEqual({ seasonFrom: 1, episodeFrom: 6, seasonTo: 2, episodeTo: 2 });
	});

	it('runs over a gap as one range and names the episodes it counts again', () => {
		const watched = watchedEpisodes([log({ seasonFrom: 1, episodeFrom: 1 }), log({ seasonFrom: 1, episodeFrom: 3, seasonTo: 1, episodeTo: 4 })], SEASONS);
		expect(rangeUpTo(watched, SEASONS, ep(1, 6))).toEqual({ from: ep(1, 2), to: ep(1, 6), rewatched: [ep(1, 3), ep(1, 4)] });
	});

	it('offers nothing when the episode is watched or everything before it is', () => {
		const watched = watchedEpisodes([log({ seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 3 })], SEASONS);
		expect(rangeUpTo(watched, SEASONS, ep(1, 2))).toBeNull();
		expect(rangeUpTo(watched, SEASONS, ep(1, 4))).toBeNull();
		expect(rangeUpTo(watchedEpisodes([], SEASONS), SEASONS, ep(1, 1))).toBeNull();
	});

	it('keeps specials to themselves, and leaves them out of the regular run', () => {
		const none = watchedEpisodes([], SEASONS);
		expect(rangeUpTo(none, SEASONS, ep(0, 3))).toEqual({ from: ep(0, 1), to: ep(0, 3), rewatched: [] });
		expect(rangeUpTo(watchedEpisodes([log({ seasonFrom: 1, seasonTo: 1 })], SEASONS), SEASONS, ep(2, 2))).toEqual({
			from: ep(2, 1),
			to: ep(2, 2),
			rewatched: []
		});
	});
});

describe('mark season watched', () => {
	const season1 = Array.from({ length: 7 }, (_, i) => ep(1, i + 1));

	it('logs the season’s unwatched episodes in one range', () => {
		const watched = watchedEpisodes([log({ seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 2 })], SEASONS);
		expect(seasonRange(watched, season1)).toEqual({ from: ep(1, 3), to: ep(1, 7), rewatched: [] });
	});

	it('ends at the last unwatched episode and names the watched ones inside', () => {
		const watched = watchedEpisodes([log({ seasonFrom: 1, episodeFrom: 4 }), log({ seasonFrom: 1, episodeFrom: 6, seasonTo: 1, episodeTo: 7 })], SEASONS);
		expect(seasonRange(watched, season1)).toEqual({ from: ep(1, 1), to: ep(1, 5), rewatched: [ep(1, 4)] });
	});

	it('offers nothing once every episode given is watched', () => {
		expect(seasonRange(watchedEpisodes([log({ seasonFrom: 1 })], SEASONS), season1)).toBeNull();
		expect(seasonRange(watchedEpisodes([], SEASONS), [])).toBeNull();
	});
});

describe('unticking', () => {
	it('deletes an episode’s own log', () => {
		const own = log({ seasonFrom: 1, episodeFrom: 1 });
		expect(untickOf(watchedEpisodes([own], SEASONS), ep(1, 1))).toEqual({ delete: own });
	});

	it('opens the longer watch an episode is part of', () => {
		const range = log({ seasonFrom: 1, episodeFrom: 2, seasonTo: 1, episodeTo: 4 });
		expect(untickOf(watchedEpisodes([range], SEASONS), ep(1, 4))).toEqual({ edit: range });
	});

	it('prefers the episode’s own log over a range that also holds it, and the newest range otherwise', () => {
		const older = log({ seasonFrom: 1, seasonTo: 1 }, '2024-01-01');
		const newer = log({ seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 4 }, '2025-06-01');
		const own = log({ seasonFrom: 1, episodeFrom: 3, seasonTo: 1, episodeTo: 3 }, '2023-01-01');
		const watched = watchedEpisodes([older, own, newer], SEASONS);
		expect(untickOf(watched, ep(1, 3))).toEqual({ delete: own });
		expect(untickOf(watched, ep(1, 2))).toEqual({ edit: newer });
		expect(untickOf(watched, ep(1, 6))).toEqual({ edit: older });
	});

	it('has nothing to do for an unwatched episode', () => {
		expect(untickOf(watchedEpisodes([], SEASONS), ep(1, 1))).toBeNull();
	});
});
