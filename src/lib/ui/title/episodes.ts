/** Where a viewer is in a series, and how seasons, episodes and ranges read. */
import type { CatalogSeasonSummary } from '$lib/domain/catalog';
import { nextInGuide } from '$lib/domain/episode-guide';
import type { TvRecord } from '$lib/domain/records';
import type { WatchLog } from '$lib/domain/watch-logs';
import { episodeCode } from '$lib/ui/labels';

export interface EpisodePosition {
	season: number;
	episode: number;
}

type Progress = Pick<TvRecord, 'currentSeason' | 'currentEpisode'>;

/**
 * The episode after the progress, by the rule of Up next (nextInGuide) over the seasons' episode
 * counts; null once the last known episode is watched. Without season data, numbering simply continues.
 */
export function nextEpisode(progress: Progress, seasons: CatalogSeasonSummary[] | undefined): EpisodePosition | null {
	const { currentSeason: season, currentEpisode: episode } = progress;
	if (!seasons) {
		if (season === undefined) return { season: 1, episode: 1 };
		return episode === undefined ? { season: season + 1, episode: 1 } : { season, episode: episode + 1 };
	}
	const numbered = seasons.map((s) => ({
		seasonNumber: s.seasonNumber,
		name: s.name,
		episodeNumbers: Array.from({ length: s.episodeCount }, (_, i) => i + 1)
	}));
	const next = nextInGuide(progress, numbered);
	if (next) return { season: next.season.seasonNumber, episode: next.season.episodeNumbers[next.index]! };
	// A series not started whose catalog lists no regular episode yet still starts at S1 E1.
	return season === undefined ? { season: 1, episode: 1 } : null;
}

/** "S1 E1–E5", "S1 E5 – S2 E3", "Season 2": what a TV log covers. */
export function rangeLabel(log: Pick<WatchLog, 'seasonFrom' | 'episodeFrom' | 'seasonTo' | 'episodeTo'>): string {
	const { seasonFrom: sf, episodeFrom: ef, seasonTo: st, episodeTo: et } = log;
	if (sf === undefined) return '';
	const endSeason = st ?? sf;
	if (ef === undefined) return endSeason === sf ? `Season ${sf}` : `Seasons ${sf}–${endSeason}`;
	if (et === undefined || (endSeason === sf && et === ef)) return episodeCode(sf, ef);
	if (endSeason === sf) return `${episodeCode(sf, ef)}–E${et}`;
	return `${episodeCode(sf, ef)} – ${episodeCode(endSeason, et)}`;
}

/** Rows of a season drawn at a time: a daily show's season can hold hundreds of episodes. */
export const SEASON_PAGE = 50;

/**
 * The rows a season opens with, [from, to): all of a short season; of a long one a page from a
 * few rows above the first unwatched episode (`focus`, -1 when all are watched: the last page).
 */
export function seasonWindow(count: number, focus: number, page = SEASON_PAGE): { from: number; to: number } {
	if (count <= page) return { from: 0, to: count };
	const from = Math.max(0, Math.min(focus < 0 ? count - page : focus - 3, count - page));
	return { from, to: from + page };
}
