/**
 * A series' episode guide as the library keeps it for Up next and Upcoming: every season's
 * episodes with names and air dates, fetched from the provider and read offline after.
 * A provider cache: never exported, never synced.
 */
import type { Progress } from './progress';

/** One episode, as screens show it. */
export interface GuideEpisode {
	seasonNumber: number;
	episodeNumber: number;
	name: string;
	airDate: string | null;
	stillUrl: string | null;
}

/**
 * One season in a series' guide: its episodes by number only. Up next reads the guides of every
 * series being watched; kept whole, with every episode's name, date and still, 500 series' guides
 * took IndexedDB longer to rebuild than Up next may take in all. The rest of a season is kept
 * apart (GuideSeasonEpisodes) and read only for the seasons a screen shows.
 */
export interface GuideSeason {
	seasonNumber: number;
	name: string;
	episodeNumbers: number[];
}

export interface EpisodeGuide {
	/** The series' provider key, `tmdb:tv:<id>`, as saved records carry it. */
	providerKey: string;
	providerId: string;
	/** When the provider was last asked (ISO timestamp): refreshes happen at most daily. */
	fetchedAt: string;
	seasons: GuideSeason[];
}

/** A season's episodes beyond their numbers, by column: the same index as its episodeNumbers. */
export interface GuideSeasonEpisodes {
	providerKey: string;
	seasonNumber: number;
	names: string[];
	airDates: (string | null)[];
	stills: (string | null)[];
}

/**
 * A series' next episode as worked out from its kept guide and its progress, kept as either changes
 * (db/next-episodes-repo.ts) so Up next reads one small row per series. It holds only while the
 * series still states the progress it was worked out from: `season` and `episode` (null: none).
 */
export interface KeptNextEpisode {
	providerKey: string;
	season: number | null;
	episode: number | null;
	/** The guide's fetch time, as Up next reports it; null: the series has no guide kept. */
	fetchedAt: string | null;
	/** null: the last episode the guide knows is watched, or no guide is kept. */
	next: GuideEpisode | null;
}

/** Where an episode stands in a guide: its season, and its index in the season's columns. */
export interface GuidePosition {
	season: GuideSeason;
	index: number;
}

/** The episode at a position; with no season details (never kept, or a season known only by its count), only its number. */
export function episodeAt({ season, index }: GuidePosition, details: GuideSeasonEpisodes | undefined): GuideEpisode {
	return {
		seasonNumber: season.seasonNumber,
		episodeNumber: season.episodeNumbers[index]!,
		name: details?.names[index] ?? '',
		airDate: details?.airDates[index] ?? null,
		stillUrl: details?.stills[index] ?? null
	};
}

/** The index of the lowest episode number above `after`, or -1: episode lists need not be in order. */
function firstAfter(numbers: readonly number[], after: number): number {
	let best = -1;
	for (let i = 0; i < numbers.length; i++) {
		if (numbers[i]! > after && (best < 0 || numbers[i]! < numbers[best]!)) best = i;
	}
	return best;
}

/**
 * The first episode after the progress: later in its season, else the first of the next regular
 * season (season 0 holds specials, which Up next skips; missing season numbers and empty seasons
 * are passed over); null once the last one the guide knows is watched. Progress only moves forward
 * (progress.ts), so ranges logged out of order leave it at the furthest one. A progress without an
 * episode means the whole season was logged.
 */
export function nextInGuide(progress: Progress, seasons: readonly GuideSeason[]): GuidePosition | null {
	const { currentSeason: season, currentEpisode: episode } = progress;
	let next: GuidePosition | null = null;
	for (const s of seasons) {
		if (s.seasonNumber <= 0 || (next && s.seasonNumber > next.season.seasonNumber)) continue;
		if (season !== undefined && (s.seasonNumber < season || (s.seasonNumber === season && episode === undefined))) continue;
		const index = firstAfter(s.episodeNumbers, season !== undefined && s.seasonNumber === season ? episode! : -Infinity);
		if (index >= 0) next = { season: s, index };
	}
	return next;
}

/** Whether an episode has aired by `today` (YYYY-MM-DD); one with no date has not been announced. */
export function hasAired(episode: Pick<GuideEpisode, 'airDate'>, today: string): boolean {
	return episode.airDate !== null && episode.airDate <= today;
}

/** A guide's episodes airing from `from` to `to` (inclusive, YYYY-MM-DD), specials included, in air order; `details` by season number. */
export function airingBetween(guide: EpisodeGuide, details: ReadonlyMap<number, GuideSeasonEpisodes>, from: string, to: string): GuideEpisode[] {
	return guide.seasons
		.flatMap((season) => {
			const kept = details.get(season.seasonNumber);
			return season.episodeNumbers.flatMap((_, index) => {
				const date = kept?.airDates[index] ?? null;
				return date !== null && date >= from && date <= to ? [episodeAt({ season, index }, kept)] : [];
			});
		})
		.sort((a, b) => (a.airDate! < b.airDate! ? -1 : a.airDate! > b.airDate! ? 1 : a.seasonNumber - b.seasonNumber || a.episodeNumber - b.episodeNumber));
}
