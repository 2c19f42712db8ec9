/**
 * The line under a series' name: how many of its episodes its logs cover, and "all watched" only
 * when they cover every one, not as soon as the progress reaches the last episode.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogSeasonSummary } from '../../../../src/lib/domain/catalog';
import type { MediaRecord } from '../../../../src/lib/domain/records';
import { ops } from '../../../../src/lib/ui/gateway-client';
import { watchedSummary } from '../../../../src/lib/ui/title/watched-summary';

const SEASONS: CatalogSeasonSummary[] = [
	{ seasonNumber: 0, name: 'Specials', episodeCount: 2, airDate: null },
	{ seasonNumber: 1, name: 'Season 1', episodeCount: 3, airDate: '2019-05-06' },
	{ seasonNumber: 2, name: 'Season 2', episodeCount: 2, airDate: '2020-05-06' }
];

async function seriesAt(currentSeason: number, currentEpisode: number): Promise<MediaRecord> {
	const saved = await ops.tv.upsertRecord({ providerId: '1396', status: 'watching' });
	if (!saved.ok) throw new Error(saved.error.message);
	return { ...saved.data.record, currentSeason, currentEpisode };
}

describe('a series’ watched line', () => {
	it('says all are watched when the logs cover every regular episode', async () => {
		expect(watchedSummary('tv', await seriesAt(2, 2), SEASONS, 5)).toBe('All 5 episodes watched');
	});

	it('at the last episode with some skipped, counts what the logs cover instead', async () => {
		expect(watchedSummary('tv', await seriesAt(2, 2), SEASONS, 1)).toBe('1 of 5 episodes, up to the last');
	});

	it('mid-series, counts the logged episodes and names the next', async () => {
		expect(watchedSummary('tv', await seriesAt(1, 2), SEASONS, 2)).toBe('2 of 5 episodes, next S1 E3');
	});
});
