/**
 * Text match over saved records, a page at a time in title order, without reading every match.
 *
 * The `wordKeys` index holds one key per word of a record, "word NUL sortKey", so the records
 * having one word come out of the index already in title order. IndexedDB reads index entries
 * one by one (in Chromium, at tens of microseconds each), so anything that reads every match of
 * a common word is slow: a page reads about a page of entries instead.
 *
 * - Each query word's first PROBE rows are read (rows, not keys: an index entry costs about the
 *   same either way, and a short probe then needs no second read). A probe that comes back short
 *   holds every record having that word: those are checked, sorted and paged.
 * - Otherwise every query word is common. The word whose probe reached furthest into the title
 *   order is the sparsest; its prefix is expanded to the indexed words it starts (one index step
 *   per word), and their title-ordered streams are merged, rows checked against every query word
 *   and the status, until the page is full. A single word's probe is the first batch of its stream.
 * - A prefix that starts more than MAX_EXPANSION words (one or two letters) falls back to
 *   collecting every matching ID, then walking the title order.
 */
import type { Table } from 'dexie';
import type { WatchStatus } from '../domain/enums';
import { wordOfKey } from './keys';
import type { RecordRow } from './rows';

const PROBE = 64;
const MAX_EXPANSION = 16;
const MAX_BATCH = 1_000;

export interface MatchQuery {
	words: string[];
	status?: WatchStatus;
	/** Sort key of the last row of the previous page. */
	after?: string;
}

/** Every query word starts a word of the row, and the status fits. */
function matches(row: RecordRow, query: MatchQuery): boolean {
	if (query.status && row.status !== query.status) return false;
	const words = row.wordKeys.map(wordOfKey);
	return query.words.every((q) => words.some((w) => w.startsWith(q)));
}

const bySortKey = (a: RecordRow, b: RecordRow) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0);

export class RecordSearch {
	constructor(
		private readonly table: Table<RecordRow, string>,
		/** The title order (of one status), from a sort key on, keys only; for the fallback walk. */
		private readonly titleOrder: (after: string | undefined) => { limit(n: number): { primaryKeys(): Promise<string[]> } },
		/** How many records the title order holds, to size the fallback walk's steps. */
		private readonly population: () => Promise<number>
	) {}

	private prefix(word: string) {
		return this.table.where('wordKeys').between(word, `${word}\uffff`, true, false);
	}

	async page(query: MatchQuery, want: number): Promise<RecordRow[]> {
		const probes = await Promise.all(query.words.map((w) => this.prefix(w).limit(PROBE).toArray()));
		const short = probes.filter((rows) => rows.length < PROBE);
		if (short.length > 0) return this.fromComplete(short.reduce((a, b) => (b.length < a.length ? b : a)), query, want);
		// The probe whose last row sorts latest covers the most titles: its word is the sparsest.
		const sparsest = probes.reduce((best, rows, i) => (rows.at(-1)!.sortKey > probes[best]!.at(-1)!.sortKey ? i : best), 0);
		const driver = query.words[sparsest]!;
		const words = await this.expand(driver);
		if (!words) return this.walk(query, want);
		const reuse = words.length === 1 && words[0] === driver && query.after === undefined;
		return this.merge(words, query, want, reuse ? probes[sparsest] : undefined);
	}

	/** Every record having one of the words, at hand: checked, sorted, paged. */
	private fromComplete(rows: RecordRow[], query: MatchQuery, want: number): RecordRow[] {
		const seen = new Set<string>();
		return rows
			.filter((r) => !seen.has(r.id) && seen.add(r.id) && matches(r, query) && (query.after === undefined || r.sortKey > query.after))
			.sort(bySortKey)
			.slice(0, want);
	}

	/** The indexed words `prefix` starts, in order; undefined when there are more than MAX_EXPANSION. */
	private async expand(prefix: string): Promise<string[] | undefined> {
		const words: string[] = [];
		let from = prefix;
		while (words.length <= MAX_EXPANSION) {
			const [key] = (await this.table.where('wordKeys').between(from, `${prefix}\uffff`, true, false).limit(1).keys()) as string[];
			if (key === undefined) return words;
			const word = wordOfKey(key);
			words.push(word);
			// Just past every key of this word ("word NUL ..."), so the next step lands on the next word.
			from = `${word}\u0001`;
		}
		return undefined;
	}

	/**
	 * Merges the title-ordered streams of `words` until a page of rows matching the query is
	 * found; `first`, when given, is the first batch of the only stream, already read.
	 */
	private async merge(words: string[], query: MatchQuery, want: number, first?: RecordRow[]): Promise<RecordRow[]> {
		const found: RecordRow[] = [];
		let after = query.after;
		let batch = first?.length ?? want;
		for (;;) {
			const streams = first
				? [first]
				: await Promise.all(
						words.map((w) => {
							const lower = after === undefined ? `${w}\u0000` : `${w}\u0000${after}`;
							return this.table.where('wordKeys').between(lower, `${w}\u0000\uffff`, after === undefined, true).limit(batch).toArray();
						})
					);
			first = undefined;
			// Past the last row of a full stream, that stream may hold rows not read yet.
			let horizon: string | undefined;
			for (const rows of streams) {
				const last = rows.length === batch ? rows.at(-1)!.sortKey : undefined;
				if (last !== undefined && (horizon === undefined || last < horizon)) horizon = last;
			}
			const seen = new Set<string>();
			const merged = streams
				.flat()
				.filter((r) => (horizon === undefined || r.sortKey <= horizon) && !seen.has(r.id) && seen.add(r.id))
				.sort(bySortKey);
			for (const row of merged) if (found.length < want && matches(row, query)) found.push(row);
			if (found.length >= want || horizon === undefined) return found;
			after = horizon;
			batch = Math.min(batch * 2, MAX_BATCH);
		}
	}

	/** Broad prefixes: every matching ID, then the title order walked (keys only) until a page is found. */
	private async walk(query: MatchQuery, want: number): Promise<RecordRow[]> {
		let candidates: Set<string> | undefined;
		for (const word of query.words) {
			const ids = await this.prefix(word).primaryKeys();
			candidates = candidates ? new Set(ids.filter((id) => candidates!.has(id))) : new Set(ids);
			if (candidates.size === 0) return [];
		}
		const matching = candidates!;
		const chunk = Math.min(5_000, Math.max(200, Math.ceil((want * (await this.population()) * 1.5) / matching.size)));
		const found: string[] = [];
		let after = query.after;
		for (;;) {
			const ids = await this.titleOrder(after).limit(chunk).primaryKeys();
			for (const id of ids) if (matching.has(id) && found.length < want) found.push(id);
			const last = ids.at(-1);
			if (found.length >= want || ids.length < chunk || last === undefined) break;
			after = (await this.table.get(last))!.sortKey;
		}
		// The status is in the title order walked, the words in the candidates: these rows match.
		return (await this.table.bulkGet(found)).filter((r): r is RecordRow => r !== undefined);
	}
}
