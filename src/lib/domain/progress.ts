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
