/** Running totals for stats, kept in step with every write inside the same transaction. */
import type { Table, Transaction } from 'dexie';
import type { MediaKind } from '../domain/enums';
import { mediaKind } from '../domain/enums';
import { emptyAggregate, monthOfRow, monthRowId } from './aggregate-totals';
import type { PendingWrites } from './pending-writes';
import type { AggregateHead, AggregateRow, MonthRow } from './rows';

/** One kind's totals as this transaction holds them: its months only as far as they were read. */
interface Held {
	row: AggregateRow;
	/** The months read into `row.byMonth` (an absent entry there: none stored). */
	read: Set<string>;
	allRead: boolean;
	changed: boolean;
	/** Months changes moved: written, or deleted when they count nothing any more. */
	moved: Set<string>;
}

/**
 * The totals of one transaction: each kind's row, and the months a change moves, are read once,
 * changed in memory by every write, and written back once when the transaction ends (flush).
 */
export class AggregatesRepo {
	private readonly loads = new Map<MediaKind, Promise<Held>>();
	/** The kinds read so far, as held. */
	private readonly held = new Map<MediaKind, Held>();

	constructor(
		private readonly trans: Transaction,
		private readonly pending: PendingWrites
	) {}

	private get heads(): Table<AggregateHead, MediaKind> {
		return this.trans.table('aggregates');
	}

	private get months(): Table<MonthRow, string> {
		return this.trans.table('monthTotals');
	}

	/**
	 * Starts reading every kind's totals. A write transaction calls it as it opens, so the read
	 * travels with the operation's own first reads instead of costing a round trip of its own
	 * when the first write moves a total.
	 */
	preload(): void {
		// A failed read fails the transaction, which reports it; here it must not go unhandled.
		for (const kind of mediaKind.options) this.load(kind).catch(() => undefined);
	}

	private load(kind: MediaKind): Promise<Held> {
		let loading = this.loads.get(kind);
		if (!loading) {
			loading = this.heads.get(kind).then((head) => {
				const held: Held = { row: { ...(head ?? emptyAggregate(kind)), byMonth: {} }, read: new Set(), allRead: false, changed: false, moved: new Set() };
				this.held.set(kind, held);
				return held;
			});
			this.loads.set(kind, loading);
		}
		return loading;
	}

	/** The kind's totals with these months (all: every month) read in; a month read twice keeps what this transaction made of it. */
	private async withMonths(kind: MediaKind, months: readonly string[] | 'all'): Promise<Held> {
		const held = await this.load(kind);
		if (held.allRead) return held;
		const fill = (rows: readonly (MonthRow | undefined)[], named: readonly string[]) =>
			named.forEach((month, i) => {
				if (held.read.has(month)) return;
				held.read.add(month);
				const { id: _, ...totals } = rows[i] ?? ({} as MonthRow);
				if (rows[i]) held.row.byMonth[month] = totals;
			});
		if (months === 'all') {
			const rows = await this.months.where('id').between(monthRowId(kind, ''), monthRowId(kind, '\uffff')).toArray();
			fill(rows, rows.map(monthOfRow));
			held.allRead = true;
		} else {
			const unread = [...new Set(months)].filter((month) => !held.read.has(month));
			if (unread.length > 0) fill(await this.months.bulkGet(unread.map((month) => monthRowId(kind, month))), unread);
		}
		return held;
	}

	/** The kind's totals with every month, as this transaction sees them; read-only for callers (change them through apply). */
	async get(kind: MediaKind): Promise<AggregateRow> {
		return (await this.withMonths(kind, 'all')).row;
	}

	/** The kind's counts without its months. */
	async counts(kind: MediaKind): Promise<AggregateHead> {
		return (await this.load(kind)).row;
	}

	/** Changes the kind's totals; `months`: the months the change moves (YYYY-MM), read in first. */
	async apply(kind: MediaKind, change: (agg: AggregateRow) => void, months: readonly string[] = []): Promise<void> {
		const held = await this.withMonths(kind, months);
		change(held.row);
		held.changed = true;
		for (const month of months) held.moved.add(month);
	}

	/** Writes the changed totals; LibraryStore.write calls it before the transaction ends. */
	flush(): void {
		for (const held of this.held.values()) {
			if (!held.changed) continue;
			held.changed = false;
			const { byMonth: _, ...head } = held.row;
			const moved = [...held.moved];
			held.moved.clear();
			const kept = moved.filter((month) => held.row.byMonth[month]);
			const gone = moved.filter((month) => !held.row.byMonth[month]);
			this.pending.add(this.heads.put(head));
			if (kept.length > 0) this.pending.add(this.months.bulkPut(kept.map((month) => ({ id: monthRowId(head.id, month), ...held.row.byMonth[month]! }))));
			if (gone.length > 0) this.pending.add(this.months.bulkDelete(gone.map((month) => monthRowId(head.id, month))));
		}
	}
}
