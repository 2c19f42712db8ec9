/**
 * How an export's title meets a provider title. By ID (Trakt's TMDB ID, TV Time's TVDB ID and
 * IMDb's ID found through TMDB) it is exact; by name, one result with the same title and year is
 * a match, results whose words come near it (MIN_SCORE) go to the person to choose from, and a
 * title with none is not found.
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

/**
 * Below this score a search result is no candidate, and a title with none is not found: "Men"
 * against "12 Angry Men" scores 0.5, "Up" against "Lagaan: Once Upon a Time in India" 0.
 */
export const MIN_SCORE = 0.6;

const words = (title: string) => normalTitle(title).split(' ').filter(Boolean);

/**
 * How alike two titles are as words, from 0 to 1: Dice's coefficient over their words, so "Red"
 * never meets "Redemption" nor "War" "Wars". A title of two words or more found whole in the
 * other ("Star Wars" in "Star Wars: Episode IV - A New Hope") scores at least MIN_SCORE.
 */
export function titleScore(a: string, b: string): number {
	const [x, y] = [words(a), words(b)];
	if (x.length === 0 || y.length === 0) return 0;
	const left = new Map<string, number>();
	for (const w of y) left.set(w, (left.get(w) ?? 0) + 1);
	let shared = 0;
	for (const w of x) {
		const n = left.get(w) ?? 0;
		if (n > 0) {
			shared++;
			left.set(w, n - 1);
		}
	}
	const dice = (2 * shared) / (x.length + y.length);
	const contained = shared === Math.min(x.length, y.length) && shared >= 2;
	return contained ? Math.max(dice, MIN_SCORE) : dice;
}

/** The names an export gives a title: as written, and its original title where it gives one. */
const namesOf = (title: Pick<HistoryTitle, 'title' | 'originalTitle'>) => (title.originalTitle ? [title.title, title.originalTitle] : [title.title]);

/** The provider's names of a title: in the language asked, and its original one. */
const candidateNames = (r: Candidate) => (r.originalTitle === null ? [r.title] : [r.title, r.originalTitle]);

const scoreOf = (names: string[], r: Candidate) => Math.max(...names.flatMap((n) => candidateNames(r).map((c) => titleScore(n, c))));

/**
 * Reads search results against the title and year the export gives. Either of its names meets
 * either of a result's: a localized title the provider's in the same language ("O Poderoso Chefão"
 * asked in pt-BR), an original title the provider's original one.
 */
export function classify(title: Pick<HistoryTitle, 'title' | 'originalTitle' | 'year'>, results: Candidate[]): MatchState {
	const names = namesOf(title);
	const wanted = new Set(names.map(normalTitle));
	const sameTitle = results.filter((r) => candidateNames(r).some((n) => wanted.has(normalTitle(n))));
	const strong = sameTitle.filter((r) => title.year === null || r.year === title.year);
	if (strong.length === 1) return { state: 'title_year', entry: strong[0]! };
	// Two films of one name in one year: the person knows which.
	if (strong.length > 1) return { state: 'ambiguous', candidates: strong.slice(0, MAX_CANDIDATES) };
	// Else what is near enough, best first: the same words, the year within one where both have one.
	const near = results
		.filter((r) => title.year === null || r.year === null || Math.abs(r.year - title.year) <= 1)
		.map((r) => ({ r, score: scoreOf(names, r) }))
		.filter(({ score }) => score >= MIN_SCORE)
		.sort((a, b) => b.score - a.score)
		.map(({ r }) => r);
	return near.length === 0 ? { state: 'unmatched' } : { state: 'ambiguous', candidates: near.slice(0, MAX_CANDIDATES) };
}

export function isResolved(match: MatchState | undefined): match is Extract<MatchState, { entry: Candidate }> {
	return match !== undefined && 'entry' in match;
}
