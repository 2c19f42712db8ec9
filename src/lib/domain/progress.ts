/** TV progress: where the viewer is, moved forward by logs and never back. */
import type { TvLogBody } from './watch-logs';
import { logEndPosition } from './watch-logs';

export interface Progress {
	currentSeason?: number;
	currentEpisode?: number;
}

function isAhead(a: { season: number; episode?: number }, b: Progress): boolean {
	if (b.currentSeason === undefined) return true;
	if (a.season !== b.currentSeason) return a.season > b.currentSeason;
	return (a.episode ?? 0) > (b.currentEpisode ?? 0);
}

/** The progress after a log: its end position when that is ahead, else unchanged. */
export function advanceProgress(current: Progress, log: Partial<TvLogBody>): Progress {
	const end = logEndPosition(log);
	if (!end || !isAhead(end, current)) return { currentSeason: current.currentSeason, currentEpisode: current.currentEpisode };
	return { currentSeason: end.season, currentEpisode: end.episode };
}

/** Whether a series' row alone says where it is: it states a progress, or it has no watch. */
export function statesItsProgress(series: Progress & { watchCount: number }): boolean {
	return series.currentSeason !== undefined || series.watchCount === 0;
}

/**
 * Where a series is: its own progress, or, when its row states none though it has logs (a library
 * file written by hand or by another app, a body an agent wrote without one), where its logs put
 * it, as if they had been logged here. Up next and the series' page read it so; the row keeps
 * what it was given, so the library exports as it was imported.
 */
export function withLoggedProgress<T extends Progress>(series: T, logs: readonly Partial<TvLogBody>[]): T {
	if (series.currentSeason !== undefined || logs.length === 0) return series;
	return { ...series, ...logs.reduce<Progress>((progress, log) => advanceProgress(progress, log), {}) };
}
