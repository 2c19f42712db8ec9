/** Saved series and movies: rows, search words, sort keys and the totals they feed. */
import { Dexie } from 'dexie';
import type { MediaKind, WatchStatus } from '../domain/enums';
import { providerKey } from '../domain/provider-ref';
import { recordWords, type MediaRecord } from '../domain/records';
import { countRecord } from './aggregate-totals';
import type { AggregatesRepo } from './aggregates-repo';
import type { Transaction } from 'dexie';
import { kindTables } from './database';
import { putRows, type PendingWrites } from './pending-writes';
import { recordSortKey, wordKey } from './keys';
import type { RecordRow, WordsRow } from './rows';

export function toRecordRow(record: MediaRecord): RecordRow {
	return { ...record, sortKey: recordSortKey(record.title, record.id), providerKey: providerKey(record.providerRef) };
}

/** The text search's code: the first screen lists titles without words, so it is loaded with the first search. */
export type RecordSearchCode = typeof import('./records-search');
export const loadRecordSearch = (): Promise<RecordSearchCode> => import('./records-search');

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

/** The fields the unit of work keeps (unit-of-work.ts): a writer's values for them are not taken. */
export type RecordDerived = Pick<MediaRecord, 'watchCount' | 'lastWatchedOn'>;

/** A record as a writer gives it: its derived fields, if it carries them, are ignored. */
export type RecordInput = Omit<MediaRecord, keyof RecordDerived> & Partial<RecordDerived>;

const NO_WATCHES: RecordDerived = { watchCount: 0, lastWatchedOn: null };

export class RecordsRepo {
	/** Rows as this transaction leaves them so far (null: known absent), so a write need not read its row again. */
	private readonly seen = new Map<string, RecordRow | null>();
	/** Rows as they were stored when this transaction first read them. */
	private readonly stored = new Map<string, RecordRow | null>();
	/** Rows put or deleted (null) here, written when the transaction commits (flush). */
	private readonly staged = new Map<string, { kind: MediaKind; id: string }>();

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

	/**
	 * A record read or written in this transaction, as it stands now and as it was stored
	 * (preload it first). The repository's own rows, not copies: read them, never change them.
	 */
	known(kind: MediaKind, id: string): { now: Readonly<MediaRecord> | undefined; stored: Readonly<MediaRecord> | undefined } {
		const key = `${kind}\u0000${id}`;
		return { now: this.seen.get(key) ?? undefined, stored: this.stored.get(key) ?? undefined };
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

	/** Every record of the given statuses, each status in title order. */
	async withStatus(kind: MediaKind, statuses: readonly WatchStatus[]): Promise<MediaRecord[]> {
		const index = this.table(kind).where('[status+sortKey]');
		const rows = await Promise.all(statuses.map((status) => index.between([status, Dexie.minKey], [status, Dexie.maxKey]).toArray()));
		return rows.flat().map(fromRecordRow);
	}

	/** The IDs of every saved title of this kind, in ID order: the records themselves are not read. */
	ids(kind: MediaKind): Promise<string[]> {
		return this.table(kind).toCollection().primaryKeys();
	}

	/** Saved record IDs by provider key, for "in your library" marks and quick saves. */
	async idsByProviderKey(kind: MediaKind, keys: string[]): Promise<Map<string, string>> {
		if (keys.length === 0) return new Map();
		const rows = await this.table(kind).where('providerKey').anyOf(keys).toArray();
		return new Map(rows.map((r) => [r.providerKey, r.id]));
	}

	/** Every saved title of these provider keys: the index is not unique, so a key may have several. */
	idsOfProviderKeys(kind: MediaKind, keys: string[]): Promise<string[]> {
		return keys.length === 0 ? Promise.resolve([]) : this.table(kind).where('providerKey').anyOf(keys).primaryKeys();
	}

	private stage(kind: MediaKind, id: string, row: RecordRow | null): void {
		const key = `${kind}\u0000${id}`;
		this.seen.set(key, row);
		this.staged.set(key, { kind, id });
	}

	/**
	 * Puts records. Their watch count and last-watched date are not the caller's: each keeps the
	 * ones it has here (none for a new record), and the unit of work moves them when its logs
	 * change. Returns the records as put.
	 */
	async put(kind: MediaKind, ...records: RecordInput[]): Promise<MediaRecord[]> {
		await this.preload(kind, records.map((r) => r.id));
		return records.map((record) => {
			const current = this.seen.get(`${kind}\u0000${record.id}`);
			const kept: MediaRecord = { ...record, ...(current ? { watchCount: current.watchCount, lastWatchedOn: current.lastWatchedOn } : NO_WATCHES) };
			// A copy of its own, so what the caller does to its record stays its own.
			this.stage(kind, record.id, structuredClone(toRecordRow(kept)));
			return kept;
		});
	}

	/** The unit of work's own put: a record's derived fields moved by its logs. */
	putDerived(kind: MediaKind, record: Readonly<MediaRecord>, derived: RecordDerived): void {
		this.stage(kind, record.id, toRecordRow({ ...record, ...derived }));
	}

	/** Deletes a record; the unit of work removes what hangs on it. Returns it as it was. */
	async delete(kind: MediaKind, id: string): Promise<MediaRecord | undefined> {
		const previous = await this.row(kind, id);
		if (!previous) return undefined;
		this.stage(kind, id, null);
		return fromRecordRow(previous);
	}

	/** Records put or deleted in this transaction: the unit of work's titles to settle. */
	stagedIds(kind: MediaKind): string[] {
		return [...this.staged.values()].filter((s) => s.kind === kind).map((s) => s.id);
	}

	/**
	 * Writes the staged records of a kind, many in one request per store, and moves the totals
	 * from each row as stored to its row now. Words are written only when they changed: most
	 * writes (a log's watch count, a rating) leave them be.
	 */
	async flush(kind: MediaKind): Promise<void> {
		const rows: RecordRow[] = [];
		const words: WordsRow[] = [];
		const gone: string[] = [];
		const moves: [RecordRow | null, RecordRow | null][] = [];
		for (const [key, staged] of this.staged) {
			if (staged.kind !== kind) continue;
			this.staged.delete(key);
			const [now, stored] = [this.seen.get(key) ?? null, this.stored.get(key) ?? null];
			moves.push([stored, now]);
			this.stored.set(key, now);
			if (!now) {
				if (stored) gone.push(staged.id);
				continue;
			}
			rows.push(now);
			const wordsRow = toWordsRow(now);
			if (!stored || !sameKeys(toWordsRow(stored).wordKeys, wordsRow.wordKeys)) words.push(wordsRow);
		}
		if (rows.length > 0) this.pending.add(putRows(this.table(kind), rows));
		if (words.length > 0) this.pending.add(putRows(this.wordsTable(kind), words));
		if (gone.length > 0) this.pending.add(Promise.all([this.table(kind).bulkDelete(gone), this.wordsTable(kind).bulkDelete(gone)]));
		if (moves.length === 0) return;
		await this.aggregates.apply(kind, (agg) => {
			for (const [stored, now] of moves) {
				if (stored) countRecord(agg, stored, -1);
				if (now) countRecord(agg, now, 1);
			}
		});
	}

	/**
	 * One page in title order, plus whether more rows follow. A query with words needs the text
	 * search's code, loaded before the transaction (`loadRecordSearch`).
	 */
	async page(kind: MediaKind, query: RecordPageQuery, search?: RecordSearchCode): Promise<{ rows: MediaRecord[]; more: boolean }> {
		const want = query.limit + 1;
		const rows =
			query.words.length === 0
				? await this.orderedRange(kind, query.status, query.after).limit(want).toArray()
				: await this.matchPage(kind, query, want, search);
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
	private matchPage(kind: MediaKind, query: RecordPageQuery, want: number, code: RecordSearchCode | undefined): Promise<RecordRow[]> {
		if (!code) throw new Error('A records query with words needs the text search loaded first (loadRecordSearch)');
		const search = new code.RecordSearch(
			this.wordsTable(kind),
			this.table(kind),
			(after) => this.orderedRange(kind, query.status, after),
			async () => {
				const counts = await this.aggregates.counts(kind);
				return Math.max(1, query.status ? counts.byStatus[query.status] : counts.saved);
			}
		);
		return search.page(query, want);
	}
}
