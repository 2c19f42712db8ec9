/** Running totals for stats, kept in step with every write inside the same transaction. */
import type { Table, Transaction } from 'dexie';
import type { MediaKind } from '../domain/enums';
import { mediaKind } from '../domain/enums';
import { emptyAggregate, yearOf, yearOfRow, yearRow, yearRowId } from './aggregate-totals';
import type { PendingWrites } from './pending-writes';
import type { AggregateHead, AggregateRow, YearRow } from './rows';

/** One kind's totals as this transaction holds them: its months only as far as their years were read. */
interface Held {
	row: AggregateRow;
	/** The years whose months were read into `row.byMonth`. */
	read: Set<string>;
	allRead: boolean;
	changed: boolean;
	/** Years whose months changes moved: written, or deleted when none counts anything any more. */
	moved: Set<string>;
}

/**
 * The totals of one transaction: each kind's row, and the years a change moves, are read once,
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

	private get years(): Table<YearRow, string> {
		return this.trans.table('yearTotals');
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

	/** The kind's totals with these years (all: every year) read in; a year read twice keeps what this transaction made of it. */
	private async withYears(kind: MediaKind, years: readonly string[] | 'all'): Promise<Held> {
		const held = await this.load(kind);
		if (held.allRead) return held;
		const fill = (rows: readonly (YearRow | undefined)[], named: readonly string[]) =>
			named.forEach((year, i) => {
				if (held.read.has(year)) return;
				held.read.add(year);
				Object.assign(held.row.byMonth, rows[i]?.months);
			});
		if (years === 'all') {
			const rows = await this.years.where('id').between(yearRowId(kind, ''), yearRowId(kind, '\uffff')).toArray();
			fill(rows, rows.map(yearOfRow));
			held.allRead = true;
		} else {
			const unread = [...new Set(years)].filter((year) => !held.read.has(year));
			if (unread.length > 0) fill(await this.years.bulkGet(unread.map((year) => yearRowId(kind, year))), unread);
		}
		return held;
	}

	/** The kind's totals with every month, as this transaction sees them; read-only for callers (change them through apply). */
	async get(kind: MediaKind): Promise<AggregateRow> {
		return (await this.withYears(kind, 'all')).row;
	}

	/** The kind's counts without its months. */
	async counts(kind: MediaKind): Promise<AggregateHead> {
		return (await this.load(kind)).row;
	}

	/** Changes the kind's totals; `months`: the months the change moves (YYYY-MM), whose years are read in first. */
	async apply(kind: MediaKind, change: (agg: AggregateRow) => void, months: readonly string[] = []): Promise<void> {
		const years = [...new Set(months.map(yearOf))];
		const held = await this.withYears(kind, years);
		change(held.row);
		held.changed = true;
		for (const year of years) held.moved.add(year);
	}

	/** Writes the changed totals; LibraryStore.write calls it before the transaction ends. */
	flush(): void {
		for (const held of this.held.values()) {
			if (!held.changed) continue;
			held.changed = false;
			const { byMonth, ...head } = held.row;
			const kept: YearRow[] = [];
			const gone: string[] = [];
			for (const year of held.moved) {
				const row = yearRow(head.id, byMonth, year);
				if (Object.keys(row.months).length > 0) kept.push(row);
				else gone.push(row.id);
			}
			held.moved.clear();
			this.pending.add(this.heads.put(head));
			if (kept.length > 0) this.pending.add(this.years.bulkPut(kept));
			if (gone.length > 0) this.pending.add(this.years.bulkDelete(gone));
		}
	}
}
