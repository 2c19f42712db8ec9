/**
 * A series' episode guide as the library keeps it for Up next and Upcoming: every season's
 * episodes with names and air dates, fetched from the provider and read offline after.
 * A provider cache: never exported, never synced.
 */
import type { Progress } from './progress';

export interface GuideEpisode {
	seasonNumber: number;
	episodeNumber: number;
	name: string;
	airDate: string | null;
	stillUrl: string | null;
}

export interface GuideSeason {
	seasonNumber: number;
	name: string;
	episodes: GuideEpisode[];
}

export interface EpisodeGuide {
	/** The series' provider key, `tv:tmdb:<id>`, as saved records carry it. */
	providerKey: string;
	providerId: string;
	/** When the provider was last asked (ISO timestamp): refreshes happen at most daily. */
	fetchedAt: string;
	seasons: GuideSeason[];
}

/** Regular seasons (season 0 holds specials, which Up next skips) that have episodes, in order. */
function regularSeasons(seasons: readonly GuideSeason[]): GuideSeason[] {
	return seasons.filter((s) => s.seasonNumber > 0 && s.episodes.length > 0).sort((a, b) => a.seasonNumber - b.seasonNumber);
}

const byNumber = (a: GuideEpisode, b: GuideEpisode) => a.episodeNumber - b.episodeNumber;

/**
 * The first episode after the progress: later in its season, else the first of the next regular
 * season (skipping missing season numbers and empty seasons); null once the last one the guide
 * knows is watched. Progress only moves forward (progress.ts), so ranges logged out of order
 * leave it at the furthest one. A progress without an episode means the whole season was logged.
 */
export function nextInGuide(progress: Progress, seasons: readonly GuideSeason[]): GuideEpisode | null {
	const { currentSeason: season, currentEpisode: episode } = progress;
	for (const s of regularSeasons(seasons)) {
		if (season !== undefined && s.seasonNumber < season) continue;
		if (season !== undefined && s.seasonNumber === season) {
			if (episode === undefined) continue;
			const later = [...s.episodes].sort(byNumber).find((e) => e.episodeNumber > episode);
			if (later) return later;
			continue;
		}
		return [...s.episodes].sort(byNumber)[0] ?? null;
	}
	return null;
}

/** Whether an episode has aired by `today` (YYYY-MM-DD); one with no date has not been announced. */
export function hasAired(episode: Pick<GuideEpisode, 'airDate'>, today: string): boolean {
	return episode.airDate !== null && episode.airDate <= today;
}

/** A guide's episodes airing from `from` to `to` (inclusive, YYYY-MM-DD), specials included, in air order. */
export function airingBetween(guide: EpisodeGuide, from: string, to: string): GuideEpisode[] {
	return guide.seasons
		.flatMap((s) => s.episodes)
		.filter((e) => e.airDate !== null && e.airDate >= from && e.airDate <= to)
		.sort((a, b) => (a.airDate! < b.airDate! ? -1 : a.airDate! > b.airDate! ? 1 : a.seasonNumber - b.seasonNumber || byNumber(a, b)));
}
