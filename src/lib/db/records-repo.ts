/** Saved series and movies: rows, search words, sort keys and the totals they feed. */
import { Dexie } from 'dexie';
import type { MediaKind, WatchStatus } from '../domain/enums';
import { providerKey } from '../domain/provider-ref';
import { recordWords, type MediaRecord } from '../domain/records';
import { countRecord, type AggregatesRepo } from './aggregates-repo';
import type { Transaction } from 'dexie';
import { kindTables } from './database';
import { putRows, type PendingWrites } from './pending-writes';
import { recordSortKey, wordKey } from './keys';
import { RecordSearch } from './records-search';
import type { RecordRow, WordsRow } from './rows';

export function toRecordRow(record: MediaRecord): RecordRow {
	return { ...record, sortKey: recordSortKey(record.title, record.id), providerKey: providerKey(record.providerRef) };
}

export function fromRecordRow(row: RecordRow): MediaRecord {
	const { sortKey: _s, providerKey: _p, ...record } = row;
	return record;
}

/** The words row of a record (or of a stored row: its own fields give the same words). */
export function toWordsRow(record: MediaRecord): WordsRow {
	const sortKey = recordSortKey(record.title, record.id);
	return { id: record.id, wordKeys: recordWords(record).map((w) => wordKey(w, sortKey)) };
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

export interface RecordPageQuery {
	words: string[];
	status?: WatchStatus;
	/** Sort key of the last row of the previous page. */
	after?: string;
	limit: number;
}

export class RecordsRepo {
	/** Rows this transaction has read or written (null: known absent), so a write need not read its row again. */
	private readonly seen = new Map<string, RecordRow | null>();
	/** Rows as they were stored when this transaction first read them, before any write of its own. */
	private readonly stored = new Map<string, RecordRow | null>();

	constructor(
		private readonly trans: Transaction,
		private readonly aggregates: AggregatesRepo,
		private readonly pending: PendingWrites
	) {}

	private table(kind: MediaKind) {
		return kindTables(this.trans, kind).records;
	}

	private wordsTable(kind: MediaKind) {
		return kindTables(this.trans, kind).words;
	}

	private async row(kind: MediaKind, id: string): Promise<RecordRow | undefined> {
		const key = `${kind}\u0000${id}`;
		const known = this.seen.get(key);
		if (known !== undefined) return known ?? undefined;
		const row = await this.table(kind).get(id);
		// Another call may have read (or written) it while this one waited.
		if (this.seen.has(key)) return this.seen.get(key) ?? undefined;
		this.seen.set(key, row ?? null);
		this.stored.set(key, row ?? null);
		return row;
	}

	/** Reads these records in one request, so writes that follow find them without a read each. */
	async preload(kind: MediaKind, ids: Iterable<string>): Promise<void> {
		const wanted = [...new Set(ids)].filter((id) => !this.seen.has(`${kind}\u0000${id}`));
		if (wanted.length === 0) return;
		const rows = await this.table(kind).bulkGet(wanted);
		wanted.forEach((id, i) => {
			const key = `${kind}\u0000${id}`;
			if (this.seen.has(key)) return;
			this.seen.set(key, rows[i] ?? null);
			this.stored.set(key, rows[i] ?? null);
		});
	}

	/** The watch count the record had when this transaction began; undefined when it was not saved. */
	async storedWatchCount(kind: MediaKind, id: string): Promise<number | undefined> {
		await this.row(kind, id);
		return this.stored.get(`${kind}\u0000${id}`)?.watchCount;
	}

	async get(kind: MediaKind, id: string): Promise<MediaRecord | undefined> {
		const row = await this.row(kind, id);
		// A copy of its own, as a database read gives, so what the caller does to it stays its own.
		return row && fromRecordRow(structuredClone(row));
	}

	async getMany(kind: MediaKind, ids: string[]): Promise<Map<string, MediaRecord>> {
		const rows = await this.table(kind).bulkGet([...new Set(ids)]);
		return new Map(rows.filter((r) => r !== undefined).map((r) => [r.id, fromRecordRow(r)]));
	}

	/** Saved record IDs by provider key, for "in your library" marks and quick saves. */
	/** Every record of the given statuses, each status in title order. */
	async withStatus(kind: MediaKind, statuses: readonly WatchStatus[]): Promise<MediaRecord[]> {
		const index = this.table(kind).where('[status+sortKey]');
		const rows = await Promise.all(statuses.map((status) => index.between([status, Dexie.minKey], [status, Dexie.maxKey]).toArray()));
		return rows.flat().map(fromRecordRow);
	}

	async idsByProviderKey(kind: MediaKind, keys: string[]): Promise<Map<string, string>> {
		if (keys.length === 0) return new Map();
		const rows = await this.table(kind).where('providerKey').anyOf(keys).toArray();
		return new Map(rows.map((r) => [r.providerKey, r.id]));
	}

	/**
	 * Writes records and moves the totals from their previous state to this one. Their words are
	 * written only when they changed: most writes (a log's watch count, a rating) leave them be.
	 * Many records go in one request per store.
	 */
	async put(kind: MediaKind, ...records: MediaRecord[]): Promise<void> {
		if (records.length === 0) return;
		await this.preload(kind, records.map((r) => r.id));
		const rows: RecordRow[] = [];
		const words: WordsRow[] = [];
		const moves: [RecordRow | undefined, MediaRecord][] = [];
		for (const record of records) {
			const key = `${kind}\u0000${record.id}`;
			// The record as last written here or stored: its words are what the words store holds.
			const previous = this.seen.get(key) ?? undefined;
			const row = toRecordRow(record);
			const wordsRow = toWordsRow(record);
			rows.push(row);
			if (!previous || !sameKeys(toWordsRow(previous).wordKeys, wordsRow.wordKeys)) words.push(wordsRow);
			this.seen.set(key, structuredClone(row));
			moves.push([previous, record]);
		}
		this.pending.add(putRows(this.table(kind), rows));
		if (words.length > 0) this.pending.add(putRows(this.wordsTable(kind), words));
		await this.aggregates.apply(kind, (agg) => {
			for (const [previous, record] of moves) {
				if (previous) countRecord(agg, previous, -1);
				countRecord(agg, record, 1);
			}
		});
	}

	async delete(kind: MediaKind, id: string): Promise<MediaRecord | undefined> {
		const previous = await this.row(kind, id);
		if (!previous) return undefined;
		this.pending.add(this.table(kind).delete(id));
		this.pending.add(this.wordsTable(kind).delete(id));
		this.seen.set(`${kind}\u0000${id}`, null);
		await this.aggregates.apply(kind, (agg) => countRecord(agg, previous, -1));
		return fromRecordRow(previous);
	}

	/** One page in title order, plus whether more rows follow. */
	async page(kind: MediaKind, query: RecordPageQuery): Promise<{ rows: MediaRecord[]; more: boolean }> {
		const want = query.limit + 1;
		const rows =
			query.words.length === 0
				? await this.orderedRange(kind, query.status, query.after).limit(want).toArray()
				: await this.matchPage(kind, query, want);
		return { rows: rows.slice(0, query.limit).map(fromRecordRow), more: rows.length > query.limit };
	}

	private orderedRange(kind: MediaKind, status: WatchStatus | undefined, after: string | undefined) {
		const table = this.table(kind);
		if (status) {
			return table
				.where('[status+sortKey]')
				.between([status, after ?? ''], [status, Dexie.maxKey], after === undefined, true);
		}
		return after === undefined ? table.orderBy('sortKey') : table.where('sortKey').above(after);
	}

	/** Text match in title order (see records-search.ts). */
	private matchPage(kind: MediaKind, query: RecordPageQuery, want: number): Promise<RecordRow[]> {
		const search = new RecordSearch(
			this.wordsTable(kind),
			this.table(kind),
			(after) => this.orderedRange(kind, query.status, after),
			async () => {
				const agg = await this.aggregates.get(kind);
				return Math.max(1, query.status ? agg.byStatus[query.status] : agg.saved);
			}
		);
		return search.page(query, want);
	}
}
