/**
 * Consecutive episodes of one season watched on one day become one range log, as a person would
 * log a binge; an episode with its own rating or notes stays a log of its own, and so does one
 * whose day was filled in beside ones whose day the export gives.
 */
import type { HistoryPlay } from './history-entry';

export function mergeEpisodeRuns(plays: HistoryPlay[]): HistoryPlay[] {
	const sorted = [...plays].sort(
		(a, b) => a.watchedOn.localeCompare(b.watchedOn) || (a.season ?? -1) - (b.season ?? -1) || (a.episode ?? -1) - (b.episode ?? -1)
	);
	const out: HistoryPlay[] = [];
	for (const play of sorted) {
		const last = out.at(-1);
		const end = last?.episodeTo ?? last?.episode;
		const continues =
			last !== undefined &&
			end !== undefined &&
			play.episode !== undefined &&
			last.watchedOn === play.watchedOn &&
			last.season === play.season &&
			play.episode === end + 1 &&
			last.notes === undefined &&
			play.notes === undefined &&
			last.rating === play.rating &&
			last.dateDefaulted === play.dateDefaulted;
		// The run keeps its first play's key, so its log's ID stays the same when imported again.
		if (continues) last.episodeTo = play.episode;
		else out.push({ ...play });
	}
	return out;
}
