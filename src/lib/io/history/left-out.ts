/**
 * What an import leaves out, title by title, and why: not found on the catalog, skipped, or
 * still waiting for a choice among several. The list goes out as a CSV (title, year, source file,
 * reason), so the rest of a long history can be looked at, or brought in by hand, later.
 */
import { spreadsheetText, writeCsv } from './csv';
import type { UnfoundEpisode } from './episode-ids';
import type { UnplacedPlay } from './episode-names';
import type { HistoryTitle } from './history-entry';
import type { MatchState, MatchStateName } from './match-title';

export interface LeftOutTitle {
	title: string;
	year: number | null;
	files: string[];
	reason: string;
}

const REASONS: Partial<Record<MatchStateName, string>> = {
	unmatched: 'not found on the catalog',
	skipped: 'skipped by you',
	ambiguous: 'with several catalog titles to choose from, none chosen'
};

export function leftOutTitles(titles: readonly HistoryTitle[], states: ReadonlyMap<string, MatchState>): LeftOutTitle[] {
	return titles.flatMap((t) => {
		const reason = REASONS[states.get(t.key)?.state ?? 'unmatched'];
		return reason ? [{ title: t.title, year: t.year, files: t.files, reason }] : [];
	});
}

/** Episodes whose names their season's guide does not hold, one line each. */
export function unplacedLeftOut(plays: readonly UnplacedPlay[]): LeftOutTitle[] {
	return plays.map((p) => ({
		title: `${p.title}: season ${p.season}: ${p.episodeName} (${p.watchedOn})`,
		year: null,
		files: p.files,
		reason: "episode name not in the series' episode guide"
	}));
}

/** Why episodes named only by their TVDB IDs were not placed: TMDB does not know them, or no TMDB was asked. */
export const EPISODE_ID_REASONS = {
	unfound: 'not found on TMDB by TVDB episode ID',
	needsTmdb: 'named only by TVDB episode ID, which only the full catalog finds (a TMDB token, in Settings under Title catalog)'
} as const;

/** Episodes named only by their TVDB IDs that were not placed, one line each, with the days they were seen. */
export function unfoundLeftOut(episodes: readonly UnfoundEpisode[], reason: string): LeftOutTitle[] {
	return episodes.map((e) => ({
		title: `TVDB episode ${e.tvdbEpisodeId} (seen ${[...new Set(e.plays.map((p) => p.watchedOn))].sort().join(', ')})`,
		year: null,
		files: e.files,
		reason
	}));
}

/** How many titles each reason left out, the most common first. */
export function leftOutReasons(list: readonly LeftOutTitle[]): { reason: string; count: number }[] {
	const counts = new Map<string, number>();
	for (const { reason } of list) counts.set(reason, (counts.get(reason) ?? 0) + 1);
	return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

export const LEFT_OUT_COLUMNS = ['Title', 'Year', 'Source file', 'Reason'] as const;

export function leftOutCsv(list: readonly LeftOutTitle[]): string {
	return writeCsv(
		LEFT_OUT_COLUMNS,
		list.map((t) => [spreadsheetText(t.title), t.year === null ? '' : String(t.year), spreadsheetText(t.files.join(', ')), t.reason])
	);
}
