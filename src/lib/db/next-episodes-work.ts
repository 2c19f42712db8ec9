/**
 * Working out series' next episodes from their kept guides: what the unit of work keeps
 * (next-episodes-keep.ts) and what Up next works out itself for a series whose row does not hold.
 * Loaded with either, never by a first screen.
 */
import { episodeAt, nextInGuide, type KeptNextEpisode } from '../domain/episode-guide';
import type { Progress } from '../domain/progress';
import type { StoreTx } from './library-store';

/** A series as its next episode is worked out: its provider key and its progress. */
export interface SeriesAt extends Progress {
	providerKey: string;
}

/**
 * The next episode of each series, by provider key: the guides' outlines, then the one season of
 * each episode found. A series with no guide kept gets a row that says so.
 */
export async function workOutNextEpisodes(tx: StoreTx, series: readonly SeriesAt[]): Promise<Map<string, KeptNextEpisode>> {
	if (series.length === 0) return new Map();
	const guides = await tx.guides.get(series.map((s) => s.providerKey));
	const found = series.map((s) => {
		const guide = guides.get(s.providerKey);
		return { s, guide, position: guide ? nextInGuide(s, guide.seasons) : null };
	});
	const details = await tx.guides.seasons(found.flatMap(({ s, position }) => (position ? [{ providerKey: s.providerKey, seasonNumber: position.season.seasonNumber }] : [])));
	return new Map(
		found.map(({ s, guide, position }) => [
			s.providerKey,
			{
				providerKey: s.providerKey,
				season: s.currentSeason ?? null,
				episode: s.currentEpisode ?? null,
				fetchedAt: guide?.fetchedAt ?? null,
				next: position && episodeAt(position, details.get(s.providerKey)?.get(position.season.seasonNumber))
			}
		])
	);
}
