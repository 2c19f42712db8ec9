/** Watch logs: rows, their date-ordered keys, and the counters derived from them. */
import { Dexie } from 'dexie';
import type { MediaKind } from '../domain/enums';
import type { WatchLog } from '../domain/watch-logs';
import { countLog, type AggregatesRepo } from './aggregates-repo';
import type { Transaction } from 'dexie';
import { kindTables } from './database';
import { companionKey, logSortKey } from './keys';
import type { PendingWrites } from './pending-writes';
import type { LogRow } from './rows';

export function toLogRow(log: WatchLog): LogRow {
	const sortKey = logSortKey(log.watchedOn, log.createdAt, log.watchLogId);
	return { ...log, sortKey, withKeys: log.watchedWithPersonIds.map((p) => companionKey(p, sortKey)) };
}

export function fromLogRow(row: LogRow): WatchLog {
	const { sortKey: _s, withKeys: _w, ...log } = row;
	return log;
}

export interface LogPageQuery {
	mediaRecordId?: string;
	from?: string;
	to?: string;
	/** Sort key of the last row of the previous page (pages run newest first). */
	before?: string;
	limit: number;
}

export interface RecordDerived {
	watchCount: number;
	lastWatchedOn: string | null;
}

export class LogsRepo {
	/** Rows this transaction has read or written (null: known absent), so a write need not read its row again. */
	private readonly seen = new Map<string, LogRow | null>();
	/** How many logs each record gained (or lost) in this transaction. */
	private readonly gained = new Map<string, number>();

	constructor(
		private readonly trans: Transaction,
		private readonly aggregates: AggregatesRepo,
		private readonly pending: PendingWrites
	) {}

	private table(kind: MediaKind) {
		return kindTables(this.trans, kind).logs;
	}

	private async row(kind: MediaKind, watchLogId: string): Promise<LogRow | undefined> {
		const key = `${kind}\u0000${watchLogId}`;
		const known = this.seen.get(key);
		if (known !== undefined) return known ?? undefined;
		const row = await this.table(kind).get(watchLogId);
		this.seen.set(key, row ?? null);
		return row;
	}

	async get(kind: MediaKind, watchLogId: string): Promise<WatchLog | undefined> {
		const row = await this.row(kind, watchLogId);
		// A copy of its own, as a database read gives, so what the caller does to it stays its own.
		return row && fromLogRow(structuredClone(row));
	}

	private gain(kind: MediaKind, mediaRecordId: string, by: number): void {
		const key = `${kind}\u0000${mediaRecordId}`;
		this.gained.set(key, (this.gained.get(key) ?? 0) + by);
	}

	async put(kind: MediaKind, log: WatchLog): Promise<void> {
		const previous = await this.row(kind, log.watchLogId);
		const row = toLogRow(log);
		this.pending.add(this.table(kind).put(row));
		this.seen.set(`${kind}\u0000${log.watchLogId}`, structuredClone(row));
		if (previous) this.gain(kind, previous.mediaRecordId, -1);
		this.gain(kind, log.mediaRecordId, 1);
		await this.aggregates.apply(kind, (agg) => {
			if (previous) countLog(agg, previous, -1);
			countLog(agg, log, 1);
		});
	}

	async delete(kind: MediaKind, watchLogId: string): Promise<WatchLog | undefined> {
		const previous = await this.row(kind, watchLogId);
		if (!previous) return undefined;
		this.pending.add(this.table(kind).delete(watchLogId));
		this.seen.set(`${kind}\u0000${watchLogId}`, null);
		this.gain(kind, previous.mediaRecordId, -1);
		await this.aggregates.apply(kind, (agg) => countLog(agg, previous, -1));
		return fromLogRow(previous);
	}

	private ofRecord(kind: MediaKind, mediaRecordId: string) {
		return this.table(kind).where('[mediaRecordId+sortKey]').between([mediaRecordId, Dexie.minKey], [mediaRecordId, Dexie.maxKey]);
	}

	async deleteForRecord(kind: MediaKind, mediaRecordId: string): Promise<number> {
		const rows = await this.ofRecord(kind, mediaRecordId).toArray();
		if (rows.length === 0) return 0;
		await this.table(kind).bulkDelete(rows.map((r) => r.watchLogId));
		for (const r of rows) this.seen.set(`${kind}\u0000${r.watchLogId}`, null);
		this.gain(kind, mediaRecordId, -rows.length);
		await this.aggregates.apply(kind, (agg) => rows.forEach((r) => countLog(agg, r, -1)));
		return rows.length;
	}

	/** Keeps the title copied onto a record's logs equal to the record's own. */
	async retitle(kind: MediaKind, mediaRecordId: string, title: string): Promise<void> {
		await this.ofRecord(kind, mediaRecordId).modify({ title });
		// Rows read before hold the old title.
		this.seen.clear();
	}

	/**
	 * Watch count and last-watched date of a record. The date is read from the index (its newest
	 * log: one entry). The count is `storedCount`, the record's count when this transaction began,
	 * moved by the logs this transaction added and removed: counting the index instead reads every
	 * entry of the record, which for a title with thousands of logs takes longer than the whole
	 * write may. Without a stored count (a record not saved yet), the index is counted.
	 */
	async derivedFor(kind: MediaKind, mediaRecordId: string, storedCount?: number): Promise<RecordDerived> {
		const gained = this.gained.get(`${kind}\u0000${mediaRecordId}`) ?? 0;
		const [counted, latest] = await Promise.all([
			storedCount === undefined ? this.ofRecord(kind, mediaRecordId).count() : Math.max(0, storedCount + gained),
			this.ofRecord(kind, mediaRecordId).last()
		]);
		return { watchCount: counted, lastWatchedOn: latest?.watchedOn ?? null };
	}

	/** One page, newest first, plus whether more rows follow. */
	async page(kind: MediaKind, query: LogPageQuery): Promise<{ rows: WatchLog[]; more: boolean }> {
		const lower = query.from ?? '';
		const toBound = query.to === undefined ? undefined : `${query.to}|\uffff`;
		const upper = [query.before, toBound].filter((k) => k !== undefined).sort()[0];
		const upperOpen = upper !== undefined && upper === query.before;
		const table = this.table(kind);
		const range =
			query.mediaRecordId === undefined
				? upper === undefined
					? table.where('sortKey').aboveOrEqual(lower)
					: table.where('sortKey').between(lower, upper, true, !upperOpen)
				: table
						.where('[mediaRecordId+sortKey]')
						.between([query.mediaRecordId, lower], [query.mediaRecordId, upper ?? Dexie.maxKey], true, !upperOpen);
		const rows = await range.reverse().limit(query.limit + 1).toArray();
		return { rows: rows.slice(0, query.limit).map(fromLogRow), more: rows.length > query.limit };
	}

	/** Logs shared with one person, newest first. */
	async withPerson(kind: MediaKind, personId: string, limit: number): Promise<WatchLog[]> {
		const rows = await this.table(kind)
			.where('withKeys')
			.between(companionKey(personId, ''), companionKey(personId, '\uffff'))
			.reverse()
			.limit(limit)
			.toArray();
		return rows.map(fromLogRow);
	}
}
