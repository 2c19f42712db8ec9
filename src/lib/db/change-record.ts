/**
 * The change record: while sync is on, every write transaction of the library leaves, in the same
 * transaction, one outbox row per library row whose synced fields it changed or that it deleted
 * (`<table>:<row id>`, with the time and the kind of change), which sync reads and clears, and the
 * new stamps of the groups of fields it changed (row-stamps.ts). The changes are collected under
 * every repository, so no write path can forget one, and written once, as the transaction commits
 * (unit-of-work.ts). A transaction scoped to a few stores (a staged import's chunks) is not
 * recorded: sync reconciles a new generation whole. The stamping's code (row-stamps.ts) is
 * loaded with the store's first write, not with the first screen, and handed in.
 */
import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware, Transaction } from 'dexie';
import { TABLES } from '../domain/tables';
import type { RowChange, StampCode } from './row-stamps';

/** The tables whose rows sync carries: the library, and the agent connection's grants if the person opts in. */
export const SYNCED_TABLES = [...TABLES, 'connections'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

export const OUTBOX = 'syncOutbox';
/** The settings row that turns recording on (sync set up on this device). */
export const TRACKING_KEY = 'syncTracking';
/** The store of the rows' stamps (row-stamps.ts). */
export const STAMPS = 'syncStamps';
/** The settings row of the newest stamp this device issued or accepted. */
export const CLOCK_KEY = 'sync.clock';
/** The settings row of this device's ID (sync sets it up). */
export const DEVICE_KEY = 'sync.device';

export interface OutboxRow {
	/** `<table>:<row id>` */
	key: string;
	/** When the row was last written here: a deletion's time, as its tombstone carries it. */
	at: string;
	/** What the last write did to it (absent in rows an earlier build recorded: read the row to know). */
	change?: 'put' | 'delete';
	/**
	 * How many times the row was written while it waited: a change settles only if no write came
	 * since it was read (two writes within one millisecond have the same `at`). Absent in rows an
	 * earlier build recorded.
	 */
	seq?: number;
}

/** The rows to write for these changes, each one write further on than the row it replaces. */
export function nextOfOutbox(changes: readonly OutboxRow[], waiting: readonly (OutboxRow | undefined)[]): OutboxRow[] {
	return changes.map((row, i) => ({ ...row, seq: (waiting[i]?.seq ?? 0) + 1 }));
}

/** Whether the outbox row of a key is still the one read: no write came since. */
export function sameWait(now: OutboxRow | undefined, read: OutboxRow | undefined): boolean {
	return now === read || (now !== undefined && read !== undefined && now.seq === read.seq && now.at === read.at && now.change === read.change);
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
	tracking: Promise<ClockRows | false>;
	rows: Map<string, RowChange>;
	now: () => Date;
}

const collected = new WeakMap<object, Changes>();

/**
 * Stamps what the transaction changed and writes its outbox rows, if it records them; called once,
 * when every write of the transaction has been made. One round trip reads the rows' stamps and
 * outbox rows, and one writes them: a write waits for each.
 */
export async function recordChanges(trans: Transaction, stamping: StampCode): Promise<void> {
	const changes = collected.get(trans.idbtrans);
	const rows = changes && (await changes.tracking);
	if (!changes || !rows || changes.rows.size === 0) return;
	const keys = [...changes.rows.keys()];
	const [held, waiting] = await Promise.all([stamping.heldStamps(trans, keys), outboxOf(trans).bulkGet(keys)]);
	const stamped = stamping.stampsOf(stamping.clockOf(rows.clock, rows.device), changes.now().getTime(), [...changes.rows.values()], held);
	const waitingOf = new Map(keys.map((key, i) => [key, waiting[i]]));
	await Promise.all([
		stamping.writeStamps(trans, stamped),
		writeOutbox(
			trans,
			stamped.changes.map(({ key, at, after }) => ({ key, at, change: after === undefined ? 'delete' : 'put' })),
			waitingOf
		)
	]);
}

const outboxOf = (trans: Transaction) => trans.table<OutboxRow, string>(OUTBOX);

/** Adds changes to the outbox, each one write further on than the row it replaces (`waiting`: those rows, when already read). */
export async function writeOutbox(trans: Transaction, rows: readonly OutboxRow[], waiting?: ReadonlyMap<string, OutboxRow | undefined>): Promise<void> {
	if (rows.length === 0) return;
	const replaced = waiting ? rows.map((row) => waiting.get(row.key)) : await outboxOf(trans).bulkGet(rows.map((row) => row.key));
	await outboxOf(trans).bulkPut(nextOfOutbox(rows, replaced));
}

export function changeRecord(now: () => Date): Middleware<DBCore> {
	return {
		stack: 'dbcore',
		name: 'changeRecord',
		create(down) {
			/**
			 * This transaction's changes, and whether it records them (with its clock), read at its first
			 * request: a write transaction reads before it writes, so the read goes in beside its first
			 * reads, and its first write finds it done.
			 */
			const changesOf = (trans: DBCoreTransaction): Changes => {
				let changes = collected.get(trans);
				if (!changes) {
					const tracking: Promise<ClockRows | false> =
						!unrecorded.has(trans) && inScope(trans, OUTBOX, STAMPS, 'settings')
							? down
									.table('settings')
									.getMany({ trans, keys: [TRACKING_KEY, CLOCK_KEY, DEVICE_KEY] })
									.then(([on, clock, device]: ({ value?: unknown } | undefined)[]) => on?.value === true && { clock: clock?.value, device: device?.value })
							: Promise.resolve(false);
					// A write that fails aborts the transaction and this read with it: the write's own error is the news.
					tracking.catch(() => undefined);
					changes = { tracking, rows: new Map(), now };
					collected.set(trans, changes);
				}
				return changes;
			};
			/** Starts a write transaction's tracking read with its first read of any table. */
			const readsBegin = (table: DBCoreTable): DBCoreTable => {
				const begin = (trans: DBCoreTransaction) => {
					if ((trans as unknown as IDBTransaction).mode === 'readwrite') changesOf(trans);
				};
				return {
					...table,
					get: (req) => (begin(req.trans), table.get(req)),
					getMany: (req) => (begin(req.trans), table.getMany(req)),
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
			return {
				...down,
				table(name) {
					const table = readsBegin(down.table(name));
					if (!TRACKED.has(name)) return table;
					return {
						...table,
						async mutate(req) {
							const changes = changesOf(req.trans);
							// Nothing is collected where nothing is recorded (sync off, a staged import's chunks).
							if (!(await changes.tracking)) return table.mutate(req);
							const ids = await keysOf(table, req);
							const keys = ids.map((id) => outboxKey(name, String(id)));
							// The rows before the transaction touched them, read with the write and ahead of it (requests run in order).
							const first = ids.flatMap((id, i) => (changes.rows.has(keys[i]!) ? [] : [{ id, key: keys[i]! }]));
							const [before, result] = await Promise.all([first.length > 0 ? table.getMany({ trans: req.trans, keys: first.map((f) => f.id) }) : [], table.mutate(req)]);
							const read = new Map(first.map(({ key }, i) => [key, before[i]]));
							const at = now().toISOString();
							const values = req.type === 'add' || req.type === 'put' ? req.values : undefined;
							keys.forEach((key, i) => {
								const known = changes.rows.get(key);
								changes.rows.set(key, { key, table: name, at, before: known ? known.before : read.get(key), after: values?.[i] });
							});
							return result;
						}
					};
				}
			};
		}
	};
}
