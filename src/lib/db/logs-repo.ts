/** Watch logs: rows, their date-ordered keys, and the counters derived from them. */
import { Dexie } from 'dexie';
import type { MediaKind } from '../domain/enums';
import type { WatchLog } from '../domain/watch-logs';
import { countLog, type AggregatesRepo } from './aggregates-repo';
import type { Transaction } from 'dexie';
import { kindTables } from './database';
import { companionKey, logSortKey } from './keys';
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
	constructor(
		private readonly trans: Transaction,
		private readonly aggregates: AggregatesRepo
	) {}

	private table(kind: MediaKind) {
		return kindTables(this.trans, kind).logs;
	}

	async get(kind: MediaKind, watchLogId: string): Promise<WatchLog | undefined> {
		const row = await this.table(kind).get(watchLogId);
		return row && fromLogRow(row);
	}

	async put(kind: MediaKind, log: WatchLog): Promise<void> {
		const table = this.table(kind);
		const previous = await table.get(log.watchLogId);
		await table.put(toLogRow(log));
		await this.aggregates.apply(kind, (agg) => {
			if (previous) countLog(agg, previous, -1);
			countLog(agg, log, 1);
		});
	}

	async delete(kind: MediaKind, watchLogId: string): Promise<WatchLog | undefined> {
		const table = this.table(kind);
		const previous = await table.get(watchLogId);
		if (!previous) return undefined;
		await table.delete(watchLogId);
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
		await this.aggregates.apply(kind, (agg) => rows.forEach((r) => countLog(agg, r, -1)));
		return rows.length;
	}

	/** Keeps the title copied onto a record's logs equal to the record's own. */
	async retitle(kind: MediaKind, mediaRecordId: string, title: string): Promise<void> {
		await this.ofRecord(kind, mediaRecordId).modify({ title });
	}

	/** Watch count and last-watched date of a record, read from the index, never kept by hand. */
	async derivedFor(kind: MediaKind, mediaRecordId: string): Promise<RecordDerived> {
		const logs = this.ofRecord(kind, mediaRecordId);
		const [watchCount, latest] = await Promise.all([logs.count(), this.ofRecord(kind, mediaRecordId).last()]);
		return { watchCount, lastWatchedOn: latest?.watchedOn ?? null };
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
