/**
 * What sync reads and writes of the storage layer besides arrivals (arrivals.ts) and its state
 * rows in settings: the rows' stamps, the outbox the change record fills (the stamps rows' `wait`,
 * row-stamps.ts), and the rows it names.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import { newer } from '../domain/hlc';
import { CLOCK_KEY, DEVICE_KEY, STAMPS, TRACKING_KEY, leaveWaiting, sameWait, splitOutboxKey, type OutboxRow, type SyncedTable } from './change-record';
import { clockOf, stampChanges, type ClockReading, type RowChange, type StampRow } from './row-stamps';
import type { SettingRow } from './rows';

/** The index of the stamps rows whose change waits to be sent (schema version 12). */
const WAIT_INDEX = 'wait.key';

/** Where a table's rows stand in the order they are handed over: an ID, or an index's key. */
export type Position = string | string[];

/** Tables handed over in an index's order rather than their IDs'. */
const HANDOVER_INDEX: Partial<Record<SyncedTable, string>> = {
	tvWatchLogs: '[mediaRecordId+sortKey]',
	movieWatchLogs: '[mediaRecordId+sortKey]'
};

export class SyncRepo {
	constructor(private readonly trans: Transaction) {}

	private get settings(): Table<SettingRow, string> {
		return this.trans.table('settings');
	}

	/** Turns the change record on or off for every later write transaction, in every tab. */
	async track(on: boolean): Promise<void> {
		await this.settings.put({ key: TRACKING_KEY, value: on });
		if (!on) await this.stampRows.clear();
	}

	private get stampRows(): Table<StampRow, string> {
		return this.trans.table(STAMPS);
	}

	/** The stamps rows whose change waits to be sent, in key order. */
	private get outbox() {
		return this.stampRows.orderBy(WAIT_INDEX);
	}

	/** The stamps held for these keys (row-stamps.ts); absent: the row has none yet. */
	async stamps(keys: readonly string[]): Promise<Map<string, StampRow>> {
		const rows = await this.stampRows.bulkGet([...keys]);
		return new Map(rows.filter((row) => row !== undefined).map((row) => [row.key, row]));
	}

	/**
	 * Holds the stamps of rows brought in by sync, and raises the clock to the newest of them. A
	 * row whose change here waits to be sent (the push merges it with what arrived) goes on waiting.
	 */
	async holdStamps(rows: readonly StampRow[], newest: string | undefined): Promise<void> {
		// Asked together: each round trip waits its turn behind the replication's own work.
		const [waiting, { last }] = await Promise.all([this.waiting(rows.map((row) => row.key)), this.clock()]);
		const raised = newer(last, newest);
		await Promise.all([
			this.stampRows.bulkPut(rows.map((row) => (waiting.has(row.key) ? { ...row, wait: waiting.get(row.key) } : row))),
			raised !== last ? this.settings.put({ key: CLOCK_KEY, value: raised }) : undefined
		]);
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
		await stampChanges(this.trans, await this.clock(), nowMs, changes);
	}

	/** The oldest changes not yet handed to sync, in key order (one row per changed library row). */
	async pending(limit: number): Promise<OutboxRow[]> {
		return (await this.outbox.limit(limit).toArray()).map((row) => row.wait!);
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
		if (keys.length === 0 || (await this.outbox.limit(1).primaryKeys()).length === 0) return new Map();
		const rows = await this.stampRows.bulkGet(keys);
		return new Map(rows.flatMap((row) => (row?.wait ? [[row.key, row.wait] as const] : [])));
	}

	/** Marks rows changed here, as the change record would; one token tells these marks from any other write of the rows. */
	async markPending(rows: readonly Omit<OutboxRow, 'write'>[]): Promise<void> {
		const write = crypto.randomUUID();
		await leaveWaiting(this.stampRows, rows.map((row) => ({ ...row, write })));
	}

	/**
	 * Clears handled changes, unless the row was written again since they were read. The handled
	 * rows came from the front of the outbox (`pending`): they are read back by their key range in
	 * one request. A row keeps its stamps; one that holds none (sync marked it) goes.
	 */
	async settle(handled: OutboxRow[]): Promise<void> {
		if (handled.length === 0) return;
		const read = new Map(handled.map((row) => [row.key, row]));
		const keys = [...read.keys()].sort();
		const now = await this.stampRows.where(WAIT_INDEX).between(keys[0]!, keys.at(-1)!, true, true).toArray();
		const settled = now.filter((row) => read.has(row.key) && sameWait(row.wait, read.get(row.key)));
		const kept = settled.flatMap(({ wait: _sent, ...row }) => (row.stamps ? [row] : []));
		const gone = settled.flatMap((row) => (row.stamps ? [] : [row.key]));
		await Promise.all([kept.length > 0 ? this.stampRows.bulkPut(kept) : undefined, gone.length > 0 ? this.stampRows.bulkDelete(gone) : undefined]);
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
