/**
 * Text match over saved records, a page at a time in title order, without reading every match.
 *
 * Each record's words are a row of their own in the words store (database.ts, version 4), whose
 * `wordKeys` index holds one key per word, "word NUL sortKey": the records having one word come
 * out of the index already in title order. IndexedDB reads index entries one by one (in
 * Chromium, at tens of microseconds each), so anything that reads every match of a common word
 * is slow: a page reads about a page of entries instead.
 *
 * - Each query word's first PROBE words rows are read (rows, not keys: an index entry costs about
 *   the same either way, and a row holds every word of its record, so every query word can be
 *   checked without another read). A probe that comes back short holds every record having that
 *   word: those are checked, sorted and paged.
 * - Otherwise every query word is common. The word whose probe reached furthest into the title
 *   order is the sparsest; its prefix is expanded to the indexed words it starts (one index step
 *   per word), and their title-ordered streams are merged, rows checked against every query word,
 *   until the page is full. A single word's probe is the first batch of its stream.
 * - A prefix that starts more than MAX_EXPANSION words (one or two letters) falls back to
 *   collecting every matching ID, then walking the title order.
 *
 * Only then are records read, by ID, in one request per batch of matches: the page's, or with a
 * status, every word match of the batch, as the status is on the record.
 */
import type { Collection, Table } from 'dexie';
import type { WatchStatus } from '../domain/enums';
import { sortKeyOfKey, wordOfKey } from './keys';
import type { RecordRow, WordsRow } from './rows';

const PROBE = 64;
const MAX_EXPANSION = 16;
const MAX_BATCH = 1_000;

export interface MatchQuery {
	words: string[];
	status?: WatchStatus;
	/** Sort key of the last row of the previous page. */
	after?: string;
}

/** A words row as the search uses it: its record, that record's place in the title order, its words. */
interface Hit {
	id: string;
	sortKey: string;
	words: string[];
}

// A row read through the index has at least one key, and every key carries the same sort key.
const hitOf = ({ id, wordKeys }: WordsRow): Hit => ({ id, sortKey: sortKeyOfKey(wordKeys[0]!), words: wordKeys.map(wordOfKey) });

const hits = async (rows: Collection<WordsRow, string>) => (await rows.toArray()).map(hitOf);

/** Every query word starts a word of the record. */
const hasWords = (hit: Hit, query: MatchQuery) => query.words.every((q) => hit.words.some((w) => w.startsWith(q)));

const bySortKey = (a: Hit, b: Hit) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0);

export class RecordSearch {
	constructor(
		private readonly words: Table<WordsRow, string>,
		private readonly records: Table<RecordRow, string>,
		/** The title order (of one status), from a sort key on, keys only; for the fallback walk. */
		private readonly titleOrder: (after: string | undefined) => { limit(n: number): { primaryKeys(): Promise<string[]> } },
		/** How many records the title order holds, to size the fallback walk's steps. */
		private readonly population: () => Promise<number>
	) {}

	private prefix(word: string) {
		return this.words.where('wordKeys').between(word, `${word}\uffff`, true, false);
	}

	async page(query: MatchQuery, want: number): Promise<RecordRow[]> {
		const probes = await Promise.all(query.words.map((w) => hits(this.prefix(w).limit(PROBE))));
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
	private fromComplete(found: Hit[], query: MatchQuery, want: number): Promise<RecordRow[]> {
		const seen = new Set<string>();
		const matching = found
			.filter((h) => !seen.has(h.id) && seen.add(h.id) && hasWords(h, query) && (query.after === undefined || h.sortKey > query.after))
			.sort(bySortKey);
		return this.recordsOf(matching, query.status, want);
	}

	/** The records of `matching` (in title order, having every query word) of the status, up to `want`, in one read. */
	private async recordsOf(matching: Hit[], status: WatchStatus | undefined, want: number): Promise<RecordRow[]> {
		// Without a status every one fits, so only the first `want` are read.
		const ids = (status ? matching : matching.slice(0, want)).map((h) => h.id);
		if (ids.length === 0) return [];
		const rows = await this.records.bulkGet(ids);
		return rows.filter((r): r is RecordRow => r !== undefined && (!status || r.status === status)).slice(0, want);
	}

	/** The indexed words `prefix` starts, in order; undefined when there are more than MAX_EXPANSION. */
	private async expand(prefix: string): Promise<string[] | undefined> {
		const words: string[] = [];
		let from = prefix;
		while (words.length <= MAX_EXPANSION) {
			const [key] = (await this.words.where('wordKeys').between(from, `${prefix}\uffff`, true, false).limit(1).keys()) as string[];
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
	private async merge(words: string[], query: MatchQuery, want: number, first?: Hit[]): Promise<RecordRow[]> {
		const found: RecordRow[] = [];
		let after = query.after;
		let batch = first?.length ?? want;
		for (;;) {
			const streams = first
				? [first]
				: await Promise.all(
						words.map((w) => {
							const lower = after === undefined ? `${w}\u0000` : `${w}\u0000${after}`;
							return hits(this.words.where('wordKeys').between(lower, `${w}\u0000\uffff`, after === undefined, true).limit(batch));
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
				.filter((h) => (horizon === undefined || h.sortKey <= horizon) && !seen.has(h.id) && seen.add(h.id) && hasWords(h, query))
				.sort(bySortKey);
			found.push(...(await this.recordsOf(merged, query.status, want - found.length)));
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
			after = (await this.records.get(last))!.sortKey;
		}
		// The status is in the title order walked, the words in the candidates: these rows match.
		return (await this.records.bulkGet(found)).filter((r): r is RecordRow => r !== undefined);
	}
}
