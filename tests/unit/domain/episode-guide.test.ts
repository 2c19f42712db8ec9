/** Up next's rule: which episode comes after the progress, over a series' episode guide. */
import { describe, expect, it } from 'vitest';
import { airingBetween, episodeAt, hasAired, nextInGuide, type EpisodeGuide, type GuidePosition, type GuideSeason, type GuideSeasonEpisodes } from '../../../src/lib/domain/episode-guide';
import { advanceProgress, type Progress } from '../../../src/lib/domain/progress';

function season(seasonNumber: number, episodes: number | number[]): GuideSeason {
	const numbers = typeof episodes === 'number' ? Array.from({ length: episodes }, (_, i) => i + 1) : episodes;
	return { seasonNumber, name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`, episodeNumbers: numbers };
}

/** A season's episodes, one a week from `firstAir`. */
function weekly(s: GuideSeason, firstAir: string): GuideSeasonEpisodes {
	return {
		providerKey: 'tv:tmdb:1',
		seasonNumber: s.seasonNumber,
		names: s.episodeNumbers.map((n) => `Episode ${s.seasonNumber}.${n}`),
		airDates: s.episodeNumbers.map((_, i) => new Date(Date.parse(firstAir) + i * 7 * 86_400_000).toISOString().slice(0, 10)),
		stills: s.episodeNumbers.map(() => null)
	};
}

const code = (e: GuidePosition | { seasonNumber: number; episodeNumber: number } | null) =>
	!e ? null : 'index' in e ? `S${e.season.seasonNumber}E${e.season.episodeNumbers[e.index]}` : `S${e.seasonNumber}E${e.episodeNumber}`;

describe('nextInGuide', () => {
	const guide = [season(0, 3), season(1, 4), season(2, 3)];

	it('starts a series at the first regular episode, not at the specials', () => {
		expect(code(nextInGuide({}, guide))).toBe('S1E1');
	});

	it('moves on within a season, then to the next season', () => {
		expect(code(nextInGuide({ currentSeason: 1, currentEpisode: 2 }, guide))).toBe('S1E3');
		expect(code(nextInGuide({ currentSeason: 1, currentEpisode: 4 }, guide))).toBe('S2E1');
	});

	it('reads a progress without an episode as the whole season logged', () => {
		expect(code(nextInGuide({ currentSeason: 1 }, guide))).toBe('S2E1');
	});

	it('skips missing season numbers and seasons with no episodes yet', () => {
		const gappy = [season(1, 2), season(3, 0), season(5, 2)];
		expect(code(nextInGuide({ currentSeason: 1, currentEpisode: 2 }, gappy))).toBe('S5E1');
	});

	it('skips missing episode numbers within a season', () => {
		expect(code(nextInGuide({ currentSeason: 1, currentEpisode: 2 }, [season(1, [1, 2, 4, 5])]))).toBe('S1E4');
	});

	it('reads seasons and episodes in any order the provider lists them', () => {
		expect(code(nextInGuide({ currentSeason: 1, currentEpisode: 1 }, [season(2, 2), season(1, [3, 2, 1])]))).toBe('S1E2');
		expect(code(nextInGuide({ currentSeason: 1, currentEpisode: 3 }, [season(3, 2), season(2, [2, 1])]))).toBe('S2E1');
	});

	it('gives nothing once the last episode of a finished series is watched', () => {
		expect(nextInGuide({ currentSeason: 2, currentEpisode: 3 }, guide)).toBeNull();
		expect(nextInGuide({ currentSeason: 2 }, guide)).toBeNull();
	});

	it('is not moved back by a range logged out of order', () => {
		let progress: Progress = {};
		for (const log of [
			{ seasonFrom: 1, episodeFrom: 3, episodeTo: 4 },
			{ seasonFrom: 1, episodeFrom: 1, episodeTo: 2 },
			{ seasonFrom: 0, episodeFrom: 1 }
		]) {
			progress = advanceProgress(progress, log);
		}
		expect(code(nextInGuide(progress, guide))).toBe('S2E1');
	});

	it('treats an episode watched in the specials season as no progress through the regular ones', () => {
		expect(code(nextInGuide(advanceProgress({}, { seasonFrom: 0, episodeFrom: 2 }), guide))).toBe('S1E1');
	});
});

describe('hasAired and airingBetween', () => {
	it('counts an episode with no date as not aired', () => {
		expect(hasAired({ airDate: null }, '2030-01-01')).toBe(false);
		expect(hasAired({ airDate: '2024-05-01' }, '2024-05-01')).toBe(true);
		expect(hasAired({ airDate: '2024-05-02' }, '2024-05-01')).toBe(false);
	});

	it('lists the episodes airing in a window, in air order, specials included', () => {
		const [second, specials] = [season(2, 3), season(0, 1)];
		const guide: EpisodeGuide = { providerKey: 'tv:tmdb:1', providerId: '1', fetchedAt: '2024-01-01T00:00:00.000Z', seasons: [second, specials] };
		const details = new Map([
			[2, weekly(second, '2024-03-01')],
			[0, weekly(specials, '2024-03-09')]
		]);
		expect(airingBetween(guide, details, '2024-03-05', '2024-03-31').map(code)).toEqual(['S2E2', 'S0E1', 'S2E3']);
		// A season whose episodes were never kept has no dates: nothing of it is listed.
		expect(airingBetween(guide, new Map([[0, weekly(specials, '2024-03-09')]]), '2024-03-05', '2024-03-31').map(code)).toEqual(['S0E1']);
	});

	it("reads an episode from its season's columns, or only its number when they were never kept", () => {
		const s = season(1, [1, 2]);
		expect(episodeAt({ season: s, index: 1 }, weekly(s, '2024-01-01'))).toEqual({ seasonNumber: 1, episodeNumber: 2, name: 'Episode 1.2', airDate: '2024-01-08', stillUrl: null });
		expect(episodeAt({ season: s, index: 1 }, undefined)).toEqual({ seasonNumber: 1, episodeNumber: 2, name: '', airDate: null, stillUrl: null });
	});
});
