/**
 * The change record: while sync is on, every write transaction of the library leaves, in the same
 * transaction, for each library row whose synced fields it changed or that it deleted
 * (`<table>:<row id>`), the new stamps of the groups of fields it changed and the change waiting
 * to be sent (its time and kind), which sync reads and clears: one stamps row (row-stamps.ts).
 * The changes are collected under
 * every repository, so no write path can forget one, and written once, as the transaction commits
 * (unit-of-work.ts). A transaction scoped to a few stores (a staged import's chunks) is not
 * recorded: sync reconciles a new generation whole. The stamping's code (row-stamps.ts) is
 * loaded with the store's first write, not with the first screen, and handed in.
 */
import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware, Table, Transaction } from 'dexie';
import { TABLES } from '../domain/tables';
import type { RowChange, StampCode, StampRow } from './row-stamps';

/** The tables whose rows sync carries: the library, and the agent connection's grants if the person opts in. */
export const SYNCED_TABLES = [...TABLES, 'connections'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

/** The outbox's store until schema version 12, which moved what waits into the stamps rows. */
export const OUTBOX = 'syncOutbox';
/** The settings row that turns recording on (sync set up on this device). */
export const TRACKING_KEY = 'syncTracking';
/** The store of the rows' stamps and of the changes waiting to be sent (row-stamps.ts). */
export const STAMPS = 'syncStamps';
/** The settings row of the newest stamp this device issued or accepted. */
export const CLOCK_KEY = 'sync.clock';
/** The settings row of this device's ID (sync sets it up). */
export const DEVICE_KEY = 'sync.device';

/** A change waiting to be sent (a stamps row's `wait`). */
export interface OutboxRow {
	/** `<table>:<row id>` */
	key: string;
	/** When the row was last written here: a deletion's time, as its tombstone carries it. */
	at: string;
	/** What the last write did to it (absent in rows an earlier build recorded: read the row to know). */
	change?: 'put' | 'delete';
	/**
	 * Which write left it, unlike any other write of the row: the stamp of the transaction that
	 * recorded it, or a random token where sync marked it. A change settles only if no write came
	 * since it was read (two writes within one millisecond have the same `at`), and knowing that
	 * costs no read of the row replaced. Absent in rows an earlier build recorded.
	 */
	write?: string;
}

/** Leaves changes waiting in the stamps rows of their keys, a row made for a key that has none. */
export async function leaveWaiting(stamps: Table<StampRow, string>, waits: readonly OutboxRow[]): Promise<void> {
	if (waits.length === 0) return;
	const held = await stamps.bulkGet(waits.map((wait) => wait.key));
	await stamps.bulkPut(waits.map((wait, i) => ({ ...(held[i] ?? { key: wait.key }), wait })));
}

/** Whether the outbox row of a key is still the one read: no write came since. */
export function sameWait(now: OutboxRow | undefined, read: OutboxRow | undefined): boolean {
	return now === read || (now !== undefined && read !== undefined && now.write === read.write && now.at === read.at && now.change === read.change);
}

export const outboxKey = (table: string, id: string) => `${table}:${id}`;

export function splitOutboxKey(key: string): { table: SyncedTable; id: string } {
	const at = key.indexOf(':');
	return { table: key.slice(0, at) as SyncedTable, id: key.slice(at + 1) };
}

const TRACKED = new Set<string>(SYNCED_TABLES);

/** Transactions that write what sync brought in: already on the server, so not recorded again. */
const unrecorded = new WeakSet<object>();

export function leaveUnrecorded(trans: IDBTransaction): void {
	unrecorded.add(trans);
}

function inScope(trans: DBCoreTransaction, ...stores: string[]): boolean {
	const names = (trans as unknown as IDBTransaction).objectStoreNames;
	return stores.every((store) => names.contains(store));
}

/** The settings rows of the clock and the device, as read: the stamping reads the clock from them. */
interface ClockRows {
	clock: unknown;
	device: unknown;
}

/** What one transaction changed so far, by outbox key, and whether it records them (with its clock's rows). */
interface Changes {
	tracking: Promise<boolean>;
	/** Whether it records them: known at once where it cannot, else once its tracking read is in. */
	records?: boolean;
	/** The clock's rows, read with the first write it records: a transaction that records none needs no clock. */
	clock?: Promise<ClockRows>;
	rows: Map<string, RowChange>;
	/**
	 * Synced rows the transaction read by key before it first wrote them, as they were: the row
	 * before a write, without a read of its own (a repository reads a row before writing it).
	 * Copies, as a repository may change the row it was handed before writing it.
	 */
	read: Map<string, unknown>;
	/**
	 * The stamps held for the rows it wrote (absent: none yet), read with each row's first write
	 * and beside it, so the commit does not wait a round trip for them. Only the commit writes a
	 * recorded transaction's stamps, so none changes in between.
	 */
	held: Map<string, StampRow | undefined>;
	now: () => Date;
}

const collected = new WeakMap<object, Changes>();

/**
 * Stamps what the transaction changed and leaves it waiting to be sent, if it records them; called
 * once, when every write of the transaction has been made. The clock and the rows' stamps were
 * read with the writes: one round trip writes the new ones.
 */
export async function recordChanges(trans: Transaction, stamping: StampCode): Promise<void> {
	const changes = collected.get(trans.idbtrans);
	// The clock is read with the first write the transaction records: none, nothing to record.
	if (!changes?.clock || changes.rows.size === 0) return;
	const rows = await changes.clock;
	const held = [...changes.rows.keys()].map((key) => changes.held.get(key));
	const stamped = stamping.stampsOf(stamping.clockOf(rows.clock, rows.device), changes.now().getTime(), [...changes.rows.values()], held);
	await stamping.writeStamps(trans, stamped);
}

export function changeRecord(now: () => Date): Middleware<DBCore> {
	return {
		stack: 'dbcore',
		name: 'changeRecord',
		create(down) {
			let settings: DBCoreTable | undefined;
			let stamps: DBCoreTable | undefined;
			/**
			 * This transaction's changes, and whether it records them, read at its first request: a write
			 * transaction reads before it writes, so the read goes in beside its first reads, and its first
			 * write finds it done. One row: with sync off, this read is all the record costs a write.
			 */
			const changesOf = (trans: DBCoreTransaction): Changes => {
				const known = collected.get(trans);
				if (known) return known;
				const recordable = !unrecorded.has(trans) && inScope(trans, STAMPS, 'settings');
				const changes: Changes = { tracking: Promise.resolve(false), records: recordable ? undefined : false, rows: new Map(), read: new Map(), held: new Map(), now };
				if (recordable) {
					changes.tracking = (settings ??= down.table('settings')).get({ trans, key: TRACKING_KEY }).then((on: { value?: unknown } | undefined) => {
						changes.records = on?.value === true;
						return changes.records;
					});
					// A write that fails aborts the transaction and this read with it: the write's own error is the news.
					changes.tracking.catch(() => undefined);
				}
				collected.set(trans, changes);
				return changes;
			};
			const writing = (trans: DBCoreTransaction) => (trans as unknown as IDBTransaction).mode === 'readwrite';
			/**
			 * Keeps what a recording transaction read of rows it has not written yet. Requests run in
			 * order, so its tracking read is in before any later read's result.
			 */
			const keepRead = (name: string, trans: DBCoreTransaction, keys: readonly unknown[], rows: readonly unknown[]) => {
				const changes = collected.get(trans);
				if (!changes?.records) return;
				keys.forEach((id, i) => {
					const key = outboxKey(name, String(id));
					if (!changes.rows.has(key) && !changes.read.has(key)) changes.read.set(key, structuredClone(rows[i]));
				});
			};
			/** Starts a write transaction's tracking read with its first read of any table, and keeps the synced rows it reads by key. */
			const readsBegin = (name: string, table: DBCoreTable): DBCoreTable => {
				const begin = (trans: DBCoreTransaction) => {
					if (writing(trans)) changesOf(trans);
				};
				const tracked = TRACKED.has(name);
				// Unless the transaction is known not to record (sync off), its reads may be needed.
				const keeping = (trans: DBCoreTransaction) => writing(trans) && changesOf(trans).records !== false && tracked;
				return {
					...table,
					get: (req) => {
						if (!keeping(req.trans)) return table.get(req);
						return table.get(req).then((found) => (keepRead(name, req.trans, [req.key], [found]), found));
					},
					getMany: (req) => {
						if (!keeping(req.trans)) return table.getMany(req);
						return table.getMany(req).then((found) => (keepRead(name, req.trans, req.keys, found), found));
					},
					query: (req) => (begin(req.trans), table.query(req)),
					openCursor: (req) => (begin(req.trans), table.openCursor(req)),
					count: (req) => (begin(req.trans), table.count(req))
				};
			};
			const keysOf = async (table: DBCoreTable, req: DBCoreMutateRequest): Promise<unknown[]> => {
				if (req.type === 'delete') return req.keys;
				if (req.type === 'deleteRange') {
					const found = await table.query({ trans: req.trans, values: false, query: { index: table.schema.primaryKey, range: req.range } });
					return found.result;
				}
				return req.keys ?? req.values.map((value) => table.schema.primaryKey.extractKey!(value));
			};
			const wrap = (name: string): DBCoreTable => {
				const inner = down.table(name);
				const table = readsBegin(name, inner);
				if (!TRACKED.has(name)) return table;
				return {
					...table,
					async mutate(req) {
						const changes = changesOf(req.trans);
						// Nothing is collected where nothing is recorded (sync off, a staged import's chunks).
						if (!(await changes.tracking)) return inner.mutate(req);
						if (!changes.clock) {
							changes.clock = settings!.getMany({ trans: req.trans, keys: [CLOCK_KEY, DEVICE_KEY] }).then(([clock, device]: ({ value?: unknown } | undefined)[]) => ({ clock: clock?.value, device: device?.value }));
							changes.clock.catch(() => undefined);
						}
						const ids = await keysOf(inner, req);
						const keys = ids.map((id) => outboxKey(name, String(id)));
						// The rows before the transaction touched them, unless it read them already: read with the write and
						// ahead of it (requests run in order), below the reads kept, as nothing else is handed these rows.
						const first = ids.flatMap((id, i) => (changes.rows.has(keys[i]!) || changes.read.has(keys[i]!) ? [] : [{ id, key: keys[i]! }]));
						const unheld = keys.filter((key) => !changes.held.has(key));
						const [before, result, held] = await Promise.all([
							first.length > 0 ? inner.getMany({ trans: req.trans, keys: first.map((f) => f.id) }) : [],
							inner.mutate(req),
							unheld.length > 0 ? (stamps ??= down.table(STAMPS)).getMany({ trans: req.trans, keys: unheld }) : []
						]);
						first.forEach(({ key }, i) => changes.read.set(key, before[i]));
						unheld.forEach((key, i) => changes.held.set(key, held[i] as StampRow | undefined));
						const at = now().toISOString();
						const values = req.type === 'add' || req.type === 'put' ? req.values : undefined;
						keys.forEach((key, i) => {
							const known = changes.rows.get(key);
							changes.rows.set(key, { key, table: name, at, before: known ? known.before : changes.read.get(key), after: values?.[i] });
						});
						return result;
					}
				};
			};
			// A table's stack is built once, not for every transaction that names it (Dexie's own tables keep theirs):
			// building it is most of the garbage a small write leaves, and garbage is what the slowest writes wait for.
			const tables = new Map<string, DBCoreTable>();
			return {
				...down,
				table(name) {
					let table = tables.get(name);
					if (!table) tables.set(name, (table = wrap(name)));
					return table;
				}
			};
		}
	};
}
