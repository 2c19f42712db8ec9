/**
 * What one watch log adds to the stats beyond being one watch: the episodes it covers and the
 * minutes they took. Pure: the storage layer keeps the totals (db/aggregate-totals.ts) and
 * recounts a title's logs when what they were counted from (its runtime, its episode guide) changes.
 */
import type { MediaKind } from './enums';
import type { EpisodeGuide, GuideSeason } from './episode-guide';
import { providerKey, type ProviderRef } from './provider-ref';
import type { TvLogBody } from './watch-logs';

/** What a title's logs are counted from. */
export interface TitleFacts {
	/** A film's runtime, or a series' typical episode runtime; 0 or none: unknown. */
	runtimeMinutes?: number;
	numberOfSeasons?: number;
	numberOfEpisodes?: number;
	/** The series' kept episode guide, if any: its seasons' episode numbers. */
	seasons?: readonly Pick<GuideSeason, 'seasonNumber' | 'episodeNumbers'>[];
}

export interface WatchFigures {
	/** Episodes the log covers (0 for a film). */
	episodes: number;
	/** Whole minutes, from the runtime; 0 when it is unknown. */
	minutes: number;
	/** 1 when the runtime is unknown, so the hours are known to leave this watch out. */
	untimed: number;
}

type Range = Pick<Partial<TvLogBody>, 'seasonFrom' | 'episodeFrom' | 'seasonTo' | 'episodeTo'>;

/** A title's facts: its record's runtime and season counts, and its kept guide (guides by provider key). */
export function factsOf(
	record: { providerRef: ProviderRef; runtimeMinutes?: number; numberOfSeasons?: number; numberOfEpisodes?: number } | undefined,
	guides: ReadonlyMap<string, Pick<EpisodeGuide, 'seasons'>>
): TitleFacts {
	if (!record) return {};
	const { runtimeMinutes, numberOfSeasons, numberOfEpisodes } = record;
	return { runtimeMinutes, numberOfSeasons, numberOfEpisodes, seasons: guides.get(providerKey(record.providerRef))?.seasons };
}

/** Whether two titles' logs count the same, guides aside (those are compared where they change). */
export function sameRecordFacts(a: TitleFacts, b: TitleFacts): boolean {
	return a.runtimeMinutes === b.runtimeMinutes && a.numberOfSeasons === b.numberOfSeasons && a.numberOfEpisodes === b.numberOfEpisodes;
}

/** Whether two guides count any range the same: the same seasons with the same episode numbers. */
export function sameSeasons(a: TitleFacts['seasons'], b: TitleFacts['seasons']): boolean {
	if (a === b) return true;
	if (!a || !b || a.length !== b.length) return false;
	return a.every((s, i) => s.seasonNumber === b[i]!.seasonNumber && s.episodeNumbers.join() === b[i]!.episodeNumbers.join());
}

/**
 * Whether a log's episode count depends on the guide: one spanning seasons, or naming a season
 * but no episode (the whole season). Within one season, an episode range counts by arithmetic.
 */
export function needsGuide(log: Range): boolean {
	if (log.seasonFrom === undefined) return false;
	const acrossSeasons = log.seasonTo !== undefined && log.seasonTo !== log.seasonFrom;
	return acrossSeasons || (log.episodeFrom === undefined && log.episodeTo === undefined);
}

/** Episodes per season without a guide: the series' average, when its counts are known. */
function averageSeason(facts: TitleFacts): number | undefined {
	const { numberOfEpisodes: episodes, numberOfSeasons: seasons } = facts;
	return episodes && seasons ? Math.max(1, Math.round(episodes / seasons)) : undefined;
}

/**
 * Episodes a TV log covers. Within one season: episodeTo - episodeFrom + 1 (a missing start is
 * episode 1, a missing end the start itself). Across seasons, or a whole season: the kept guide's
 * episodes in the range; a season the guide does not hold counts the series' average season
 * (numberOfEpisodes / numberOfSeasons), less the episodes before a start it names, or up to an
 * end it names; with no average either, such a season counts one (or up to its named end).
 * A log naming no season counts one episode. Never less than one.
 */
export function episodesOf(log: Range, facts: TitleFacts): number {
	const { seasonFrom, episodeFrom, episodeTo } = log;
	if (seasonFrom === undefined) return 1;
	const seasonTo = log.seasonTo ?? seasonFrom;
	if (seasonTo === seasonFrom && (episodeFrom !== undefined || episodeTo !== undefined)) {
		return Math.max(1, (episodeTo ?? episodeFrom!) - (episodeFrom ?? 1) + 1);
	}
	const known = new Map((facts.seasons ?? []).map((s) => [s.seasonNumber, s.episodeNumbers]));
	const average = averageSeason(facts);
	const part = (season: number, from?: number, to?: number): number => {
		const numbers = known.get(season);
		if (numbers) return numbers.filter((n) => (from === undefined || n >= from) && (to === undefined || n <= to)).length;
		if (to !== undefined) return to;
		if (from !== undefined) return average === undefined ? 1 : Math.max(1, average - from + 1);
		return average ?? 1;
	};
	if (seasonTo === seasonFrom) return Math.max(1, part(seasonFrom));
	let total = part(seasonFrom, episodeFrom) + part(seasonTo, undefined, episodeTo);
	let between = seasonTo - seasonFrom - 1;
	for (const [season, numbers] of known) {
		if (season <= seasonFrom || season >= seasonTo) continue;
		total += numbers.length;
		between -= 1;
	}
	return Math.max(1, total + between * (average ?? 1));
}

/** A log's episodes and minutes: a film's runtime once, a series' typical runtime per episode. */
export function figuresOf(kind: MediaKind, log: Range, facts: TitleFacts): WatchFigures {
	const episodes = kind === 'tv' ? episodesOf(log, facts) : 0;
	const runtime = facts.runtimeMinutes;
	if (!runtime) return { episodes, minutes: 0, untimed: 1 };
	return { episodes, minutes: Math.round(runtime * (kind === 'tv' ? episodes : 1)), untimed: 0 };
}
