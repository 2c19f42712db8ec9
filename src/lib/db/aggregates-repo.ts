/** Running totals for stats, kept in step with every write inside the same transaction. */
import type { MediaKind } from '../domain/enums';
import { mediaKind } from '../domain/enums';
import type { Table, Transaction } from 'dexie';
import { emptyAggregate } from './aggregate-totals';
import type { PendingWrites } from './pending-writes';
import type { AggregateRow } from './rows';

/**
 * The totals of one transaction: each kind's row is read once, changed in memory by every
 * write, and written back once when the transaction ends (flush), not once per change.
 */
export class AggregatesRepo {
	private readonly loads = new Map<MediaKind, Promise<AggregateRow>>();
	private readonly rows = new Map<MediaKind, AggregateRow>();
	private readonly changed = new Set<MediaKind>();

	constructor(
		private readonly trans: Transaction,
		private readonly pending: PendingWrites
	) {}

	private get table(): Table<AggregateRow, MediaKind> {
		return this.trans.table('aggregates');
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

	private load(kind: MediaKind): Promise<AggregateRow> {
		let loading = this.loads.get(kind);
		if (!loading) {
			loading = this.table.get(kind).then((row) => row ?? emptyAggregate(kind));
			this.loads.set(kind, loading);
		}
		return loading;
	}

	/** The kind's totals as this transaction sees them; read-only for callers (change them through apply). */
	async get(kind: MediaKind): Promise<AggregateRow> {
		const loaded = await this.load(kind);
		// A row put by this transaction wins over the one read.
		if (!this.rows.has(kind)) this.rows.set(kind, loaded);
		return this.rows.get(kind)!;
	}

	async apply(kind: MediaKind, change: (agg: AggregateRow) => void): Promise<void> {
		change(await this.get(kind));
		this.changed.add(kind);
	}

	async put(row: AggregateRow): Promise<void> {
		this.rows.set(row.id, row);
		this.changed.add(row.id);
	}

	/** Writes the changed rows; LibraryStore.write calls it before the transaction ends. */
	flush(): void {
		for (const kind of this.changed) this.pending.add(this.table.put(this.rows.get(kind)!));
		this.changed.clear();
	}
}
