/** The episodes and minutes one watch log counts for, from its range, its title's runtime and the kept guide. */
import { describe, expect, it } from 'vitest';
import { episodesOf, figuresOf, needsGuide, type TitleFacts } from '../../../src/lib/domain/watch-figures';

/** Breaking Bad as the demo catalog has it: 62 episodes in 5 seasons (7, 13, 13, 13, 16), 47 minutes each. */
const counts: TitleFacts = { runtimeMinutes: 47, numberOfSeasons: 5, numberOfEpisodes: 62 };
const guide: TitleFacts = {
	...counts,
	seasons: [7, 13, 13, 13, 16].map((n, i) => ({ seasonNumber: i + 1, episodeNumbers: Array.from({ length: n }, (_, e) => e + 1) }))
};

describe('episodes of a log', () => {
	it.each([
		['S1 E1–E4', { seasonFrom: 1, episodeFrom: 1, episodeTo: 4 }, 4],
		['S1 E1–E4 naming its season twice', { seasonFrom: 1, episodeFrom: 1, seasonTo: 1, episodeTo: 4 }, 4],
		['S2 E5 alone', { seasonFrom: 2, episodeFrom: 5 }, 1],
		['S2 up to E6', { seasonFrom: 2, episodeTo: 6 }, 6],
		['a watch naming no episode', {}, 1]
	])('%s counts the same with the guide or without: %j', (_name, log, episodes) => {
		expect(episodesOf(log, {})).toBe(episodes);
		expect(episodesOf(log, guide)).toBe(episodes);
		expect(needsGuide(log)).toBe(false);
	});

	it.each([
		['a whole season', { seasonFrom: 2 }, 13, 12],
		['S1 E5 to S2 E3', { seasonFrom: 1, episodeFrom: 5, seasonTo: 2, episodeTo: 3 }, 3 + 3, 8 + 3],
		['S1 to S3, whole seasons', { seasonFrom: 1, seasonTo: 3 }, 7 + 13 + 13, 12 * 3],
		['S4 E10 to S5 E2', { seasonFrom: 4, episodeFrom: 10, seasonTo: 5, episodeTo: 2 }, 4 + 2, 3 + 2]
	])('%s counts the guide’s episodes, else the average season (62 / 5): %j', (_name, log, withGuide, withAverage) => {
		expect(needsGuide(log)).toBe(true);
		expect(episodesOf(log, guide)).toBe(withGuide);
		expect(episodesOf(log, counts)).toBe(withAverage);
	});

	it('counts a season the guide lacks at the average, the seasons it holds from it', () => {
		const partial: TitleFacts = { ...counts, seasons: guide.seasons!.slice(0, 2) };
		expect(episodesOf({ seasonFrom: 1, seasonTo: 3 }, partial)).toBe(7 + 13 + 12);
	});

	it('with neither guide nor season counts, counts what the range names for sure', () => {
		expect(episodesOf({ seasonFrom: 1, episodeFrom: 5, seasonTo: 3, episodeTo: 2 }, {})).toBe(1 + 1 + 2);
		expect(episodesOf({ seasonFrom: 3 }, {})).toBe(1);
	});
});

describe('figures of a log', () => {
	it('gives a film its runtime once, and no episodes', () => {
		expect(figuresOf('movie', {}, { runtimeMinutes: 136 })).toEqual({ episodes: 0, minutes: 136, untimed: 0 });
	});

	it("gives a series' range its typical runtime per episode", () => {
		expect(figuresOf('tv', { seasonFrom: 1, episodeFrom: 1, episodeTo: 4 }, counts)).toEqual({ episodes: 4, minutes: 4 * 47, untimed: 0 });
	});

	it('counts no minutes for a title whose runtime is unknown, and says so', () => {
		expect(figuresOf('tv', { seasonFrom: 1, episodeFrom: 1, episodeTo: 4 }, { runtimeMinutes: 0 })).toEqual({ episodes: 4, minutes: 0, untimed: 1 });
		expect(figuresOf('movie', {}, {})).toEqual({ episodes: 0, minutes: 0, untimed: 1 });
	});

	it('keeps minutes whole, so totals added and taken away return to zero', () => {
		expect(figuresOf('tv', { seasonFrom: 1, episodeFrom: 1, episodeTo: 3 }, { runtimeMinutes: 22.5 })).toEqual({ episodes: 3, minutes: 68, untimed: 0 });
	});
});
