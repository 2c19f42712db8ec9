/** Running totals for stats, kept in step with every write inside the same transaction. */
import type { MediaKind, Rating, WatchStatus } from '../domain/enums';
import { rating, watchStatus } from '../domain/enums';
import type { MediaRecord } from '../domain/records';
import type { WatchLog } from '../domain/watch-logs';
import type { Table, Transaction } from 'dexie';
import type { AggregateRow } from './rows';

export function emptyAggregate(kind: MediaKind): AggregateRow {
	return {
		id: kind,
		saved: 0,
		byStatus: Object.fromEntries(watchStatus.options.map((s) => [s, 0])) as Record<WatchStatus, number>,
		ratings: Object.fromEntries(rating.options.map((r) => [r, 0])) as Record<Rating, number>,
		watchLogs: 0,
		byMonth: {}
	};
}

function bump(map: Record<string, number>, key: string, by: number): void {
	const next = (map[key] ?? 0) + by;
	if (next === 0) delete map[key];
	else map[key] = next;
}

export function countRecord(agg: AggregateRow, record: MediaRecord, sign: 1 | -1): void {
	agg.saved += sign;
	agg.byStatus[record.status] += sign;
	if (record.rating) agg.ratings[record.rating] += sign;
}

export function countLog(agg: AggregateRow, log: WatchLog, sign: 1 | -1): void {
	agg.watchLogs += sign;
	bump(agg.byMonth, log.watchedOn.slice(0, 7), sign);
}

export class AggregatesRepo {
	constructor(private readonly trans: Transaction) {}

	private get table(): Table<AggregateRow, MediaKind> {
		return this.trans.table('aggregates');
	}

	async get(kind: MediaKind): Promise<AggregateRow> {
		return (await this.table.get(kind)) ?? emptyAggregate(kind);
	}

	async apply(kind: MediaKind, change: (agg: AggregateRow) => void): Promise<void> {
		const agg = await this.get(kind);
		change(agg);
		await this.table.put(agg);
	}

	async put(row: AggregateRow): Promise<void> {
		await this.table.put(row);
	}
}
