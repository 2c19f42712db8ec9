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
	/** What follows its count: "3 titles not found on the catalog", "1 episode not in …". */
	reason: string;
	/** A whole title, or one episode its series' guide does not name. */
	unit: 'title' | 'episode';
}

const REASONS: Partial<Record<MatchStateName, string>> = {
	unmatched: 'not found on the catalog',
	skipped: 'skipped by you',
	ambiguous: 'with several catalog matches, none chosen'
};

export function leftOutTitles(titles: readonly HistoryTitle[], states: ReadonlyMap<string, MatchState>): LeftOutTitle[] {
	return titles.flatMap((t) => {
		const reason = REASONS[states.get(t.key)?.state ?? 'unmatched'];
		return reason ? [{ title: t.title, year: t.year, files: t.files, reason, unit: 'title' as const }] : [];
	});
}

/** Episodes whose names their season's guide does not hold, one line each. */
export function unplacedLeftOut(plays: readonly UnplacedPlay[]): LeftOutTitle[] {
	return plays.map((p) => ({
		title: `${p.title}: season ${p.season}: ${p.episodeName} (${p.watchedOn})`,
		year: null,
		files: p.files,
		reason: "not in the series' episode guide",
		unit: 'episode'
	}));
}

/** Why episodes named only by their TVDB IDs were not placed: TMDB does not know them, or no TMDB was asked. */
export const EPISODE_ID_REASONS = {
	unfound: 'not found on TMDB by their TVDB episode ID',
	needsTmdb: 'named only by their TVDB episode ID, which only the full catalog finds (a TMDB token, in Settings under Title catalog)'
} as const;

/** Episodes named only by their TVDB IDs that were not placed, one line each, with the days they were seen. */
export function unfoundLeftOut(episodes: readonly UnfoundEpisode[], reason: string): LeftOutTitle[] {
	return episodes.map((e) => ({
		title: `TVDB episode ${e.tvdbEpisodeId} (seen ${[...new Set(e.plays.map((p) => p.watchedOn))].sort().join(', ')})`,
		year: null,
		files: e.files,
		reason,
		unit: 'episode'
	}));
}

/** How many titles or episodes each reason left out, the most common first: "478 titles skipped by you". */
export function leftOutReasons(list: readonly LeftOutTitle[]): string[] {
	const counts = new Map<string, { unit: LeftOutTitle['unit']; count: number }>();
	for (const { reason, unit } of list) counts.set(reason, { unit, count: (counts.get(reason)?.count ?? 0) + 1 });
	return [...counts]
		.sort(([, a], [, b]) => b.count - a.count)
		.map(([reason, { unit, count }]) => `${count.toLocaleString('en-US')} ${unit}${count === 1 ? '' : 's'} ${reason}`);
}

export const LEFT_OUT_COLUMNS = ['Title', 'Year', 'Source file', 'Reason'] as const;

export function leftOutCsv(list: readonly LeftOutTitle[]): string {
	return writeCsv(
		LEFT_OUT_COLUMNS,
		list.map((t) => [spreadsheetText(t.title), t.year === null ? '' : String(t.year), spreadsheetText(t.files.join(', ')), t.reason])
	);
}
