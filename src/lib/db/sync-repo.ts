/**
 * What sync reads and writes of the storage layer besides arrivals (arrivals.ts) and its state
 * rows in settings: the outbox the change record fills, and the rows it names.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import { newer } from '../domain/hlc';
import { CLOCK_KEY, DEVICE_KEY, OUTBOX, STAMPS, TRACKING_KEY, sameWait, splitOutboxKey, writeOutbox, type OutboxRow, type SyncedTable } from './change-record';
import { clockOf, stampChanges, type ClockReading, type RowChange, type StampRow } from './row-stamps';
import type { SettingRow } from './rows';

/** Where a table's rows stand in the order they are handed over: an ID, or an index's key. */
export type Position = string | string[];

/** Tables handed over in an index's order rather than their IDs'. */
const HANDOVER_INDEX: Partial<Record<SyncedTable, string>> = {
	tvWatchLogs: '[mediaRecordId+sortKey]',
	movieWatchLogs: '[mediaRecordId+sortKey]'
};

export class SyncRepo {
	constructor(private readonly trans: Transaction) {}

	private get outbox(): Table<OutboxRow, string> {
		return this.trans.table(OUTBOX);
	}

	private get settings(): Table<SettingRow, string> {
		return this.trans.table('settings');
	}

	/** Turns the change record on or off for every later write transaction, in every tab. */
	async track(on: boolean): Promise<void> {
		await this.settings.put({ key: TRACKING_KEY, value: on });
		if (!on) await Promise.all([this.outbox.clear(), this.stampRows.clear()]);
	}

	private get stampRows(): Table<StampRow, string> {
		return this.trans.table(STAMPS);
	}

	/** The stamps held for these keys (row-stamps.ts); absent: the row has none yet. */
	async stamps(keys: readonly string[]): Promise<Map<string, StampRow>> {
		const rows = await this.stampRows.bulkGet([...keys]);
		return new Map(rows.filter((row) => row !== undefined).map((row) => [row.key, row]));
	}

	/** Holds the stamps of rows brought in by sync, and raises the clock to the newest of them. */
	async holdStamps(rows: readonly StampRow[], newest: string | undefined): Promise<void> {
		// Asked together: each round trip waits its turn behind the replication's own work.
		const [, { last }] = await Promise.all([this.stampRows.bulkPut([...rows]), this.clock()]);
		const raised = newer(last, newest);
		if (raised !== last) await this.settings.put({ key: CLOCK_KEY, value: raised });
	}

	/** This device's clock: the newest stamp it issued or accepted, and its node. */
	async clock(): Promise<ClockReading> {
		const [clock, device] = await this.settings.bulkGet([CLOCK_KEY, DEVICE_KEY]);
		return clockOf(clock?.value, device?.value);
	}

	/**
	 * Records rows this device deleted in a write that sync left unrecorded (what an arriving
	 * deletion of a title takes with it here): stamped now, and sent.
	 */
	async recordDeletions(changes: readonly RowChange[], nowMs: number): Promise<void> {
		const stamped = await stampChanges(this.trans, await this.clock(), nowMs, changes);
		await writeOutbox(this.trans, stamped.map(({ key, at }) => ({ key, at, change: 'delete' })));
	}

	/** The oldest changes not yet handed to sync, in key order (one row per changed library row). */
	pending(limit: number): Promise<OutboxRow[]> {
		return this.outbox.limit(limit).toArray();
	}

	/** How many changes wait to be handed to sync. */
	pendingCount(): Promise<number> {
		return this.outbox.count();
	}

	/** Which of these keys wait in the outbox. */
	async pendingOf(keys: string[]): Promise<Set<string>> {
		return new Set((await this.waiting(keys)).keys());
	}

	/** The outbox rows of these keys that wait, by key. */
	async waiting(keys: string[]): Promise<Map<string, OutboxRow>> {
		// An empty outbox (a first sync down, a device with nothing unsent) needs no read per key.
		if ((await this.outbox.limit(1).primaryKeys()).length === 0) return new Map();
		const rows = await this.outbox.bulkGet(keys);
		return new Map(rows.flatMap((row) => (row ? [[row.key, row] as const] : [])));
	}

	/** Marks rows changed here, as the change record would (a whole library on a first sync). */
	async markPending(rows: OutboxRow[]): Promise<void> {
		await writeOutbox(this.trans, rows);
	}

	/**
	 * Removes handled changes, unless the row was written again since they were read. The handled
	 * rows came from the front of the outbox (`pending`): they are read back by their key range in
	 * one request, and removed a range at a time, mostly one. A request a row cost the person's
	 * writes, which wait for this transaction, a tenth of a millisecond each.
	 */
	async settle(handled: OutboxRow[]): Promise<void> {
		if (handled.length === 0) return;
		const read = new Map(handled.map((row) => [row.key, row]));
		const keys = [...read.keys()].sort();
		// Rows written since inside the range are there too: they and rows written again end a run.
		const now = await this.outbox.where(':id').between(keys[0]!, keys.at(-1)!, true, true).toArray();
		const runs: [string, string][] = [];
		let run: [string, string] | undefined;
		for (const row of now) {
			if (read.has(row.key) && sameWait(row, read.get(row.key))) {
				if (run) run[1] = row.key;
				else runs.push((run = [row.key, row.key]));
			} else run = undefined;
		}
		await Promise.all(runs.map(([from, to]) => this.outbox.where(':id').between(from, to, true, true).delete()));
	}

	/** The stored rows behind outbox keys (undefined: deleted), as stored, index keys included. */
	async rows(keys: string[]): Promise<Map<string, unknown>> {
		const byTable = new Map<SyncedTable, string[]>();
		for (const key of keys) {
			const { table, id } = splitOutboxKey(key);
			byTable.set(table, [...(byTable.get(table) ?? []), id]);
		}
		const found = new Map<string, unknown>();
		await Promise.all(
			[...byTable].map(async ([table, ids]) => {
				const rows = await this.trans.table(table).bulkGet(ids);
				ids.forEach((id, i) => {
					if (rows[i] !== undefined) found.set(`${table}:${id}`, rows[i]);
				});
			})
		);
		return found;
	}

	/**
	 * Up to `limit` rows of a table, as stored, after the position `after` (null: from the first),
	 * with their IDs and positions. Rows come in ID order; watch logs by title, then date, so a
	 * batch holds whole runs of one title's logs and the device receiving them recounts each title
	 * once rather than in every batch.
	 */
	async rowsAfter(table: SyncedTable, after: Position | null, limit: number): Promise<{ id: string; row: unknown; position: Position }[]> {
		const all = this.trans.table(table);
		const index = HANDOVER_INDEX[table] ?? ':id';
		const keyPath = index === ':id' ? all.schema.primKey.keyPath : all.schema.idxByName[index]!.keyPath;
		const positionOf = (row: object): Position => (Array.isArray(keyPath) ? keyPath.map((path) => String(Dexie.getByKeyPath(row, path))) : String(Dexie.getByKeyPath(row, keyPath!)));
		const collection = (after === null ? all.orderBy(index) : all.where(index).above(after)).limit(limit);
		const [ids, rows] = await Promise.all([collection.primaryKeys(), collection.toArray() as Promise<object[]>]);
		return ids.map((id, i) => ({ id: String(id), row: rows[i], position: positionOf(rows[i]!) }));
	}

	/** How many rows the tables given hold: what a first sync has to hand over. */
	async countRows(tables: readonly SyncedTable[]): Promise<number> {
		const counts = await Promise.all(tables.map((table) => this.trans.table(table).count()));
		return counts.reduce((a, b) => a + b, 0);
	}

	/** Every key of the tables given, for a first sync or a reconcile. */
	async allKeys(tables: readonly SyncedTable[]): Promise<string[]> {
		const keys = await Promise.all(tables.map(async (table) => (await this.trans.table(table).toCollection().primaryKeys()).map((id) => `${table}:${String(id)}`)));
		return keys.flat();
	}
}
