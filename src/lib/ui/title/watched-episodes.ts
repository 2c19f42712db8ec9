/**
 * Which episodes of a series count as watched, read from its watch logs (each a season/episode
 * range, spread over seasons by the guide's episode counts), and what the title page's ticks
 * write: one range for "watched up to here" and for a season, and what unticking an episode does.
 * Pure: the page hands in the logs and the seasons.
 */
import type { WatchLog } from '$lib/domain/watch-logs';
import type { EpisodePosition } from './episodes';

/** A season as the guide counts it: episodes 1 to episodeCount. */
export interface SeasonCount {
	seasonNumber: number;
	episodeCount: number;
}

export type RangeLog = Pick<WatchLog, 'watchLogId' | 'watchedOn' | 'createdAt' | 'seasonFrom' | 'episodeFrom' | 'seasonTo' | 'episodeTo'>;

/** The logs covering each episode, newest first, by `season:episode`. */
export type WatchedEpisodes<L extends RangeLog = RangeLog> = ReadonlyMap<string, readonly L[]>;

/** A run of episodes one tick logs; `rewatched` are the ones inside it already watched. */
export interface TickRange {
	from: EpisodePosition;
	to: EpisodePosition;
	rewatched: EpisodePosition[];
}

const keyOf = (p: EpisodePosition) => `${p.season}:${p.episode}`;

function countOf(seasons: readonly SeasonCount[], season: number): number {
	return seasons.find((s) => s.seasonNumber === season)?.episodeCount ?? 0;
}

function run(season: number, from: number, to: number): EpisodePosition[] {
	return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ season, episode: from + i }));
}

/**
 * The episodes a log covers, in order. Without episodes a log covers whole seasons; a range that
 * runs past a season's end covers the rest of it by the guide's count, so a season the guide does
 * not know is covered only where the log names its episodes.
 */
export function episodesOf(log: Omit<RangeLog, 'watchLogId' | 'watchedOn' | 'createdAt'>, seasons: readonly SeasonCount[]): EpisodePosition[] {
	const { seasonFrom: first, episodeFrom, episodeTo } = log;
	if (first === undefined) return [];
	const last = log.seasonTo ?? first;
	if (last === first) {
		if (episodeFrom === undefined) return run(first, 1, episodeTo ?? countOf(seasons, first));
		return run(first, episodeFrom, episodeTo ?? episodeFrom);
	}
	const between = seasons
		.filter((s) => s.seasonNumber > first && s.seasonNumber < last)
		.sort((a, b) => a.seasonNumber - b.seasonNumber)
		.flatMap((s) => run(s.seasonNumber, 1, s.episodeCount));
	return [...run(first, episodeFrom ?? 1, countOf(seasons, first)), ...between, ...run(last, 1, episodeTo ?? countOf(seasons, last))];
}

const newestFirst = (a: RangeLog, b: RangeLog) =>
	a.watchedOn !== b.watchedOn ? (a.watchedOn < b.watchedOn ? 1 : -1) : a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;

export function watchedEpisodes<L extends RangeLog>(logs: readonly L[], seasons: readonly SeasonCount[]): WatchedEpisodes<L> {
	const watched = new Map<string, L[]>();
	for (const log of [...logs].sort(newestFirst)) {
		for (const position of episodesOf(log, seasons)) {
			const key = keyOf(position);
			const covering = watched.get(key);
			if (covering) covering.push(log);
			else watched.set(key, [log]);
		}
	}
	return watched;
}

export function isWatched(watched: WatchedEpisodes, position: EpisodePosition): boolean {
	return watched.has(keyOf(position));
}

/** The logs that cover an episode, newest first. */
export function coveringLogs<L extends RangeLog>(watched: WatchedEpisodes<L>, position: EpisodePosition): readonly L[] {
	return watched.get(keyOf(position)) ?? [];
}

/** Watched episodes of one season, among its first `episodeCount`. */
export function watchedInSeason(watched: WatchedEpisodes, season: SeasonCount): number {
	return run(season.seasonNumber, 1, season.episodeCount).filter((p) => watched.has(keyOf(p))).length;
}

/** Watched episodes of the regular seasons (specials aside), as the progress line counts them. */
export function regularWatched(watched: WatchedEpisodes, seasons: readonly SeasonCount[]): number {
	return seasons.filter((s) => s.seasonNumber > 0).reduce((sum, s) => sum + watchedInSeason(watched, s), 0);
}

/** The episodes of the regular seasons (specials aside): what "all watched" counts against. */
export function regularEpisodes(seasons: readonly SeasonCount[]): number {
	return seasons.filter((s) => s.seasonNumber > 0).reduce((sum, s) => sum + s.episodeCount, 0);
}

/** One range over `candidates` (in order): from the first unwatched to the last, counting the watched ones between. */
function spanOf(watched: WatchedEpisodes, candidates: EpisodePosition[], to: EpisodePosition): TickRange | null {
	const start = candidates.findIndex((p) => !watched.has(keyOf(p)));
	if (start < 0) return null;
	const inside = candidates.slice(start);
	return { from: inside[0]!, to, rewatched: inside.filter((p) => watched.has(keyOf(p)) && keyOf(p) !== keyOf(to)) };
}

/**
 * "Watched up to here": one range from the first unwatched episode before `target` to it, over
 * the regular seasons in order (specials run on their own). Unwatched gaps cannot be several
 * logs in one tap, so the range runs over the watched episodes between them and counts them
 * again; the page says so. Null when `target` is watched or nothing before it is unwatched.
 */
export function rangeUpTo(watched: WatchedEpisodes, seasons: readonly SeasonCount[], target: EpisodePosition): TickRange | null {
	if (watched.has(keyOf(target))) return null;
	const inRun = (s: SeasonCount) => (target.season === 0 ? s.seasonNumber === 0 : s.seasonNumber > 0 && s.seasonNumber <= target.season);
	const before = seasons
		.filter(inRun)
		.sort((a, b) => a.seasonNumber - b.seasonNumber)
		.flatMap((s) => run(s.seasonNumber, 1, s.seasonNumber === target.season ? Math.min(s.episodeCount, target.episode - 1) : s.episodeCount));
	if (before.every((p) => watched.has(keyOf(p)))) return null;
	return spanOf(watched, [...before, target], target);
}

/**
 * "Mark season watched": one range over the season's aired episodes not yet watched (`aired`,
 * in order, from the season's episode list). Null when every aired one is watched.
 */
export function seasonRange(watched: WatchedEpisodes, aired: readonly EpisodePosition[]): TickRange | null {
	const unwatched = aired.filter((p) => !watched.has(keyOf(p)));
	if (unwatched.length === 0) return null;
	const last = unwatched.at(-1)!;
	const upToLast = aired.slice(0, aired.findIndex((p) => keyOf(p) === keyOf(last)) + 1);
	return spanOf(watched, upToLast, last);
}

/** A tick range as the fields of a TV log: one episode, or from and to. */
export function rangeFields({ from, to }: Pick<TickRange, 'from' | 'to'>): Pick<WatchLog, 'seasonFrom' | 'episodeFrom' | 'seasonTo' | 'episodeTo'> {
	if (keyOf(from) === keyOf(to)) return { seasonFrom: from.season, episodeFrom: from.episode };
	return { seasonFrom: from.season, episodeFrom: from.episode, seasonTo: to.season, episodeTo: to.episode };
}

/** What unticking a watched episode does: delete its own log, or open the longer watch it is part of. */
export type Untick<L extends RangeLog = RangeLog> = { delete: L } | { edit: L };

export function untickOf<L extends RangeLog>(watched: WatchedEpisodes<L>, position: EpisodePosition): Untick<L> | null {
	const covering = coveringLogs(watched, position);
	if (covering.length === 0) return null;
	const alone = covering.find(
		(log) =>
			log.seasonFrom === position.season &&
			(log.seasonTo ?? log.seasonFrom) === position.season &&
			log.episodeFrom === position.episode &&
			(log.episodeTo ?? log.episodeFrom) === position.episode
	);
	return alone ? { delete: alone } : { edit: covering[0]! };
}
