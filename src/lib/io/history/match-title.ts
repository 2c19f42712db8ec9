/**
 * How an export's title meets a provider title. By ID (Trakt's TMDB ID, TV Time's TVDB ID found
 * through TMDB) it is exact; by name, one result with the same title and year is a match, and
 * anything less certain goes to the person: several candidates to choose from, or none.
 */
import type { CatalogEntry } from '../../domain/catalog';
import { normalTitle, type HistoryTitle } from './history-entry';

/** A provider title as kept for matching: the catalog entry without what changes by the minute. */
export type Candidate = Omit<CatalogEntry, 'savedRecordId' | 'posterUrl'>;

export type MatchState =
	| { state: 'exact' | 'title_year' | 'chosen'; entry: Candidate }
	| { state: 'ambiguous'; candidates: Candidate[] }
	| { state: 'unmatched' }
	| { state: 'skipped' };

export type MatchStateName = MatchState['state'];

/** Candidates offered when a title is ambiguous: enough to hold the right one, few enough to read. */
export const MAX_CANDIDATES = 6;

export function candidateOf({ savedRecordId: _s, posterUrl: _p, ...entry }: CatalogEntry): Candidate {
	return entry;
}

/** Reads search results against the title and year the export gives. */
export function classify(title: Pick<HistoryTitle, 'title' | 'year'>, results: Candidate[]): MatchState {
	if (results.length === 0) return { state: 'unmatched' };
	const wanted = normalTitle(title.title);
	const sameTitle = results.filter((r) => normalTitle(r.title) === wanted || (r.originalTitle !== null && normalTitle(r.originalTitle) === wanted));
	const sameYear = (r: Candidate) => title.year === null || r.year === title.year;
	const strong = sameTitle.filter(sameYear);
	if (strong.length === 1) return { state: 'title_year', entry: strong[0]! };
	// Two films of one name in one year, or only near misses: the person knows which.
	const near = strong.length > 1 ? strong : [...sameTitle, ...results.filter((r) => sameYear(r) && !sameTitle.includes(r))];
	return { state: 'ambiguous', candidates: (near.length > 0 ? near : results).slice(0, MAX_CANDIDATES) };
}

export function isResolved(match: MatchState | undefined): match is Extract<MatchState, { entry: Candidate }> {
	return match !== undefined && 'entry' in match;
}
