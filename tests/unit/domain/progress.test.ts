/** TV progress rules, without storage: where a log leaves the viewer and how progress moves. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceProgress, type Progress } from '../../../src/lib/domain/progress';
import { logEndPosition } from '../../../src/lib/domain/watch-logs';

describe('logEndPosition', () => {
	it.each([
		[{ seasonFrom: 1, episodeFrom: 1, episodeTo: 5 }, { season: 1, episode: 5 }],
		[{ seasonFrom: 1, episodeFrom: 3 }, { season: 1, episode: 3 }],
		[{ seasonFrom: 2 }, { season: 2 }],
		[{ seasonFrom: 1, episodeFrom: 8, seasonTo: 2, episodeTo: 2 }, { season: 2, episode: 2 }],
		[{ seasonFrom: 1, episodeFrom: 8, seasonTo: 3 }, { season: 3 }],
		[{ seasonFrom: 4, episodeFrom: 2, seasonTo: 4 }, { season: 4, episode: 2 }],
		[{ seasonTo: 2, episodeTo: 6 }, { season: 2, episode: 6 }]
	])('%j ends at %j', (log, end) => {
		expect(logEndPosition(log)).toEqual(end);
	});

	it('a log without seasons names no position', () => {
		expect(logEndPosition({})).toBeNull();
		expect(logEndPosition({ episodeAirDate: '2024-01-01' })).toBeNull();
	});
});

describe('advanceProgress', () => {
	it('starts progress from nothing', () => {
		expect(advanceProgress({}, { seasonFrom: 1, episodeFrom: 1, episodeTo: 5 })).toEqual({ currentSeason: 1, currentEpisode: 5 });
	});

	it('does not move back within a season', () => {
		expect(advanceProgress({ currentSeason: 1, currentEpisode: 5 }, { seasonFrom: 1, episodeFrom: 3 })).toEqual({
			currentSeason: 1,
			currentEpisode: 5
		});
	});

	it('does not move back to an earlier season, even to a higher episode', () => {
		expect(advanceProgress({ currentSeason: 3, currentEpisode: 1 }, { seasonFrom: 2, episodeFrom: 9 })).toEqual({
			currentSeason: 3,
			currentEpisode: 1
		});
	});

	it('a whole later season moves to that season without an episode', () => {
		expect(advanceProgress({ currentSeason: 1, currentEpisode: 5 }, { seasonFrom: 2 })).toEqual({
			currentSeason: 2,
			currentEpisode: undefined
		});
	});

	it('the whole current season does not forget the episode reached', () => {
		expect(advanceProgress({ currentSeason: 2, currentEpisode: 4 }, { seasonFrom: 2 })).toEqual({ currentSeason: 2, currentEpisode: 4 });
	});

	it('moves forward within a season and across seasons', () => {
		expect(advanceProgress({ currentSeason: 1, currentEpisode: 5 }, { seasonFrom: 1, episodeFrom: 6, episodeTo: 7 })).toEqual({
			currentSeason: 1,
			currentEpisode: 7
		});
		expect(advanceProgress({ currentSeason: 1, currentEpisode: 5 }, { seasonFrom: 1, episodeFrom: 8, seasonTo: 2, episodeTo: 2 })).toEqual({
			currentSeason: 2,
			currentEpisode: 2
		});
	});

	it('a log without seasons leaves progress as it is', () => {
		expect(advanceProgress({ currentSeason: 2, currentEpisode: 3 }, {})).toEqual({ currentSeason: 2, currentEpisode: 3 });
	});

	it('never moves backward, and lands on the log end when that is ahead', () => {
		const position = (p: Progress) => [p.currentSeason ?? -1, p.currentEpisode ?? -1] as const;
		const notBefore = (a: readonly [number, number], b: readonly [number, number]) => a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]);
		const season = fc.integer({ min: 0, max: 20 });
		const episode = fc.integer({ min: 0, max: 30 });
		fc.assert(
			fc.property(
				fc.record({ currentSeason: season, currentEpisode: episode }),
				fc.record({ seasonFrom: season, episodeFrom: fc.option(episode, { nil: undefined }), episodeTo: fc.option(episode, { nil: undefined }) }),
				(current, log) => {
					const next = advanceProgress(current, log);
					expect(next.currentSeason).toBeGreaterThanOrEqual(current.currentSeason);
					if (next.currentSeason === current.currentSeason && next.currentEpisode !== undefined) {
						expect(notBefore(position(next), position(current))).toBe(true);
					}
					const end = logEndPosition(log)!;
					const ahead = end.season > current.currentSeason || (end.season === current.currentSeason && (end.episode ?? 0) > current.currentEpisode);
					expect(next).toEqual(ahead ? { currentSeason: end.season, currentEpisode: end.episode } : current);
				}
			)
		);
	});
});
