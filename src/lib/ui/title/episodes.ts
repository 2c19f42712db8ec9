/** Where a viewer is in a series, and how seasons, episodes and ranges read. */
import type { CatalogSeasonSummary } from '$lib/domain/catalog';
import type { TvRecord } from '$lib/domain/records';
import type { WatchLog } from '$lib/domain/watch-logs';

export interface EpisodePosition {
	season: number;
	episode: number;
}

type Progress = Pick<TvRecord, 'currentSeason' | 'currentEpisode'>;

/**
 * The episode after the progress: the next one in the season, else the first of the next
 * regular season; null once the last known episode is watched. A progress without an episode
 * means the whole season was logged. Without season data, numbering simply continues.
 */
export function nextEpisode(progress: Progress, seasons: CatalogSeasonSummary[] | undefined): EpisodePosition | null {
	const regular = (seasons ?? []).filter((s) => s.seasonNumber > 0 && s.episodeCount > 0).sort((a, b) => a.seasonNumber - b.seasonNumber);
	const { currentSeason: season, currentEpisode: episode } = progress;
	if (season === undefined) return { season: regular[0]?.seasonNumber ?? 1, episode: 1 };
	if (!seasons) return episode === undefined ? { season: season + 1, episode: 1 } : { season, episode: episode + 1 };
	const current = seasons.find((s) => s.seasonNumber === season);
	if (current && episode !== undefined && episode < current.episodeCount) return { season, episode: episode + 1 };
	const following = regular.find((s) => s.seasonNumber > season);
	return following ? { season: following.seasonNumber, episode: 1 } : null;
}

/** Whether an episode is at or before the progress. */
export function isWatched(progress: Progress, position: EpisodePosition): boolean {
	const { currentSeason: season, currentEpisode: episode } = progress;
	if (season === undefined) return false;
	if (position.season !== season) return position.season < season;
	return episode === undefined || position.episode <= episode;
}

export function episodeCode(season: number, episode: number): string {
	return `S${season} E${episode}`;
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
