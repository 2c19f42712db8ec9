/** Up next's rule: which episode comes after the progress, over a series' episode guide. */
import { describe, expect, it } from 'vitest';
import { airingBetween, hasAired, nextInGuide, type EpisodeGuide, type GuideSeason } from '../../../src/lib/domain/episode-guide';
import { advanceProgress, type Progress } from '../../../src/lib/domain/progress';

function season(seasonNumber: number, episodes: number | number[], firstAir = '2024-01-01'): GuideSeason {
	const numbers = typeof episodes === 'number' ? Array.from({ length: episodes }, (_, i) => i + 1) : episodes;
	return {
		seasonNumber,
		name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
		episodes: numbers.map((n, i) => ({
			seasonNumber,
			episodeNumber: n,
			name: `Episode ${seasonNumber}.${n}`,
			airDate: new Date(Date.parse(firstAir) + i * 7 * 86_400_000).toISOString().slice(0, 10),
			stillUrl: null
		}))
	};
}

const code = (e: { seasonNumber: number; episodeNumber: number } | null) => (e ? `S${e.seasonNumber}E${e.episodeNumber}` : null);

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
		const guide: EpisodeGuide = {
			providerKey: 'tv:tmdb:1',
			providerId: '1',
			fetchedAt: '2024-01-01T00:00:00.000Z',
			seasons: [season(2, 3, '2024-03-01'), season(0, 1, '2024-03-09')]
		};
		expect(airingBetween(guide, '2024-03-05', '2024-03-31').map(code)).toEqual(['S2E2', 'S0E1', 'S2E3']);
	});
});
