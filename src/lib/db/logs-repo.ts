/** Watch logs: rows, their date-ordered keys, and what the unit of work derives from them. */
import { Dexie } from 'dexie';
import type { MediaKind } from '../domain/enums';
import type { WatchLog } from '../domain/watch-logs';
import type { Transaction } from 'dexie';
import { kindTables } from './database';
import { companionKey, logSortKey } from './keys';
import { putRows, type PendingWrites } from './pending-writes';
import type { RecordDerived, RecordsRepo } from './records-repo';
import type { LogRow } from './rows';

export function toLogRow(log: WatchLog): LogRow {
	const sortKey = logSortKey(log.watchedOn, log.createdAt, log.watchLogId);
	return { ...log, sortKey, withKeys: log.watchedWithPersonIds.map((p) => companionKey(p, sortKey)) };
}

export function fromLogRow(row: LogRow): WatchLog {
	const { sortKey: _s, withKeys: _w, ...log } = row;
	return log;
}

/** Enough of a record's newest logs that one write touching one of them still leaves the newest known. */
const NEWEST_READ = 2;

export interface LogPageQuery {
	mediaRecordId?: string;
	from?: string;
	to?: string;
	/** Sort key of the last row of the previous page (pages run newest first). */
	before?: string;
	limit: number;
}

/** A log as a writer gives it: the title it carries is its record's, filled in here. */
export type LogInput = Omit<WatchLog, 'title'> & { title?: string };

export class LogsRepo {
	/** Rows this transaction has read or written (null: known absent), so a write need not read its row again. */
	private readonly seen = new Map<string, LogRow | null>();
	/** Rows this transaction wrote (null: deleted). */
	private readonly written = new Map<string, LogRow | null>();
	/** The keys of `written` by the record they were written for: a sync batch writes thousands, and each title's newest is asked. */
	private readonly writtenByRecord = new Map<string, Set<string>>();
	/** The rows written here as they were before this transaction (null: there was none), for the stats totals. */
	private readonly original = new Map<string, LogRow | null>();
	/** The records whose logs this transaction changed, with how many logs each gained (or lost). */
	private readonly gained = new Map<string, { kind: MediaKind; id: string; by: number }>();
	/** Each record's newest logs, read ahead (readNewest). */
	private readonly newest = new Map<string, Promise<LogRow[]>>();

	constructor(
		private readonly trans: Transaction,
		private readonly pending: PendingWrites,
		private readonly records: RecordsRepo
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

	/** Reads these logs in one request, so writes that follow find them without a read each. */
	async preload(kind: MediaKind, watchLogIds: Iterable<string>): Promise<void> {
		const wanted = [...new Set(watchLogIds)].filter((id) => !this.seen.has(`${kind}\u0000${id}`));
		if (wanted.length === 0) return;
		const rows = await this.table(kind).bulkGet(wanted);
		wanted.forEach((id, i) => {
			const key = `${kind}\u0000${id}`;
			if (!this.seen.has(key)) this.seen.set(key, rows[i] ?? null);
		});
	}

	async get(kind: MediaKind, watchLogId: string): Promise<WatchLog | undefined> {
		const row = await this.row(kind, watchLogId);
		// A copy of its own, as a database read gives, so what the caller does to it stays its own.
		return row && fromLogRow(structuredClone(row));
	}

	private remember(kind: MediaKind, watchLogId: string, row: LogRow | null, previous: LogRow | undefined): void {
		const key = `${kind}\u0000${watchLogId}`;
		if (!this.written.has(key)) this.original.set(key, previous ?? null);
		this.seen.set(key, row);
		this.written.set(key, row);
		if (!row) return;
		const record = `${kind}\u0000${row.mediaRecordId}`;
		const keys = this.writtenByRecord.get(record) ?? new Set<string>();
		this.writtenByRecord.set(record, keys.add(key));
	}

	private gain(kind: MediaKind, mediaRecordId: string, by: number): void {
		const key = `${kind}\u0000${mediaRecordId}`;
		this.gained.set(key, { kind, id: mediaRecordId, by: (this.gained.get(key)?.by ?? 0) + by });
	}

	/**
	 * Puts logs (many in one request), each carrying its record's title as it stands (a rename
	 * later in the transaction reaches them through the unit of work). Returns them as put.
	 */
	async put(kind: MediaKind, ...logs: LogInput[]): Promise<WatchLog[]> {
		if (logs.length === 0) return [];
		await Promise.all([this.preload(kind, logs.map((log) => log.watchLogId)), this.records.preload(kind, logs.map((log) => log.mediaRecordId))]);
		const rows: LogRow[] = [];
		const put: WatchLog[] = [];
		for (const input of logs) {
			const previous = this.seen.get(`${kind}\u0000${input.watchLogId}`) ?? undefined;
			const log: WatchLog = { ...input, title: this.records.known(kind, input.mediaRecordId).now?.title ?? input.title ?? '' };
			const row = toLogRow(log);
			rows.push(row);
			// A copy of its own, so what the caller does to its log stays its own.
			this.remember(kind, log.watchLogId, structuredClone(row), previous);
			if (previous) this.gain(kind, previous.mediaRecordId, -1);
			this.gain(kind, log.mediaRecordId, 1);
			put.push(log);
		}
		this.pending.add(putRows(this.table(kind), rows));
		return put;
	}

	async delete(kind: MediaKind, watchLogId: string): Promise<WatchLog | undefined> {
		const previous = await this.row(kind, watchLogId);
		if (!previous) return undefined;
		this.pending.add(this.table(kind).delete(watchLogId));
		this.remember(kind, watchLogId, null, previous);
		this.gain(kind, previous.mediaRecordId, -1);
		return fromLogRow(previous);
	}

	/** Each log this transaction wrote, as it was before and as it is now (undefined: none). */
	changes(kind: MediaKind): { before: WatchLog | undefined; after: WatchLog | undefined }[] {
		const changes: { before: WatchLog | undefined; after: WatchLog | undefined }[] = [];
		for (const [key, after] of this.written) {
			if (!key.startsWith(`${kind}\u0000`)) continue;
			const before = this.original.get(key);
			if (before || after) changes.push({ before: before ? fromLogRow(before) : undefined, after: after ? fromLogRow(after) : undefined });
		}
		return changes;
	}

	/** A record's logs this transaction did not write, as stored. */
	async untouched(kind: MediaKind, mediaRecordId: string): Promise<WatchLog[]> {
		const rows = await this.ofRecord(kind, mediaRecordId).toArray();
		return rows.filter((r) => !this.written.has(`${kind}\u0000${r.watchLogId}`)).map(fromLogRow);
	}

	/** A record's logs as stored: Up next reads them for a series whose row states no progress. */
	async ofTitle(kind: MediaKind, mediaRecordId: string): Promise<WatchLog[]> {
		return (await this.ofRecord(kind, mediaRecordId).toArray()).map(fromLogRow);
	}

	/** Records whose logs this transaction changed: the unit of work's titles to settle. */
	touchedIds(kind: MediaKind): string[] {
		return [...this.gained.values()].filter((t) => t.kind === kind).map((t) => t.id);
	}

	private ofRecord(kind: MediaKind, mediaRecordId: string) {
		return this.table(kind).where('[mediaRecordId+sortKey]').between([mediaRecordId, Dexie.minKey], [mediaRecordId, Dexie.maxKey]);
	}

	/** The IDs of a record's logs. */
	async idsOfRecord(kind: MediaKind, mediaRecordId: string): Promise<string[]> {
		return this.ofRecord(kind, mediaRecordId).primaryKeys();
	}

	async deleteForRecord(kind: MediaKind, mediaRecordId: string): Promise<number> {
		const rows = await this.ofRecord(kind, mediaRecordId).toArray();
		if (rows.length === 0) return 0;
		await this.table(kind).bulkDelete(rows.map((r) => r.watchLogId));
		for (const r of rows) this.remember(kind, r.watchLogId, null, r);
		this.gain(kind, mediaRecordId, -rows.length);
		return rows.length;
	}

	/** Keeps the title copied onto a record's logs equal to the record's own. */
	async retitle(kind: MediaKind, mediaRecordId: string, title: string): Promise<void> {
		await this.ofRecord(kind, mediaRecordId).modify({ title });
		// Rows read before hold the old title.
		this.seen.clear();
	}

	/**
	 * Reads a record's newest logs ahead, alongside a write's other reads, so that working out
	 * its last-watched date after the write (derivedFor) costs no round trip of its own.
	 */
	readNewest(kind: MediaKind, mediaRecordId: string): Promise<void> {
		const key = `${kind}\u0000${mediaRecordId}`;
		let rows = this.newest.get(key);
		if (!rows) {
			rows = this.ofRecord(kind, mediaRecordId).reverse().limit(NEWEST_READ).toArray();
			this.newest.set(key, rows);
		}
		return rows.then(() => undefined);
	}

	/**
	 * The record's newest log as this transaction leaves it. From the rows read ahead: the first
	 * of them this transaction did not touch is the newest untouched row of the record (when
	 * fewer than NEWEST_READ came back, the record had no others), so the answer is that row or
	 * one this transaction wrote. When every row read ahead was touched, the index is asked.
	 */
	private async latest(kind: MediaKind, mediaRecordId: string): Promise<LogRow | undefined> {
		const ahead = this.newest.get(`${kind}\u0000${mediaRecordId}`);
		if (ahead) {
			const rows = await ahead;
			const untouched = rows.filter((r) => !this.written.has(`${kind}\u0000${r.watchLogId}`));
			if (untouched.length > 0 || rows.length < NEWEST_READ) {
				const candidates = [...untouched.slice(0, 1), ...this.writtenFor(kind, mediaRecordId)];
				return candidates.reduce<LogRow | undefined>((newest, r) => (newest && newest.sortKey > r.sortKey ? newest : r), undefined);
			}
		}
		return this.ofRecord(kind, mediaRecordId).last();
	}

	/** The ID of the record's newest log (by watchedOn, then createdAt) as this transaction leaves it. */
	async newestId(kind: MediaKind, mediaRecordId: string): Promise<string | undefined> {
		return (await this.latest(kind, mediaRecordId))?.watchLogId;
	}

	private writtenFor(kind: MediaKind, mediaRecordId: string): LogRow[] {
		const rows: LogRow[] = [];
		for (const key of this.writtenByRecord.get(`${kind}\u0000${mediaRecordId}`) ?? []) {
			// A log moved to another title since is listed under both: only where it is now counts.
			const row = this.written.get(key);
			if (row && row.mediaRecordId === mediaRecordId) rows.push(row);
		}
		return rows;
	}

	/**
	 * Watch count and last-watched date of a record. The date is the newest log's (see latest).
	 * The count is `storedCount`, the record's count when this transaction began, moved by the
	 * logs this transaction added and removed: counting the index instead reads every entry of
	 * the record, which for a title with thousands of logs takes longer than the whole write may.
	 * Without a stored count (a record not saved yet), the index is counted.
	 */
	async derivedFor(kind: MediaKind, mediaRecordId: string, storedCount?: number): Promise<RecordDerived> {
		const gained = this.gained.get(`${kind}\u0000${mediaRecordId}`)?.by ?? 0;
		const [counted, latest] = await Promise.all([
			storedCount === undefined ? this.ofRecord(kind, mediaRecordId).count() : Math.max(0, storedCount + gained),
			this.latest(kind, mediaRecordId)
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
