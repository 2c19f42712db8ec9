/**
 * The change record: while sync is on, every write transaction of the library leaves, in the same
 * transaction, one outbox row per library row it put or deleted (`<table>:<row id>`, with the
 * time), which sync reads and clears. Recorded in one place, under every repository, so no write
 * path can forget it. A transaction scoped to a few stores (a staged import's chunks) is not
 * recorded: sync reconciles a new generation whole.
 */
import type { DBCore, DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Middleware } from 'dexie';
import { TABLES } from '../domain/tables';

/** The tables whose rows sync carries: the library, and the agent connection's grants if the person opts in. */
export const SYNCED_TABLES = [...TABLES, 'connections'] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];

export const OUTBOX = 'syncOutbox';
/** The settings row that turns recording on (sync set up on this device). */
export const TRACKING_KEY = 'syncTracking';

export interface OutboxRow {
	/** `<table>:<row id>` */
	key: string;
	/** When the row was last written here: a deletion's time, as its tombstone carries it. */
	at: string;
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

export function changeRecord(now: () => Date): Middleware<DBCore> {
	return {
		stack: 'dbcore',
		name: 'changeRecord',
		create(down) {
			// Whether this transaction records, read once per transaction.
			const tracking = new WeakMap<DBCoreTransaction, Promise<boolean>>();
			const isTracking = (trans: DBCoreTransaction) => {
				let known = tracking.get(trans);
				if (!known) {
					known = !unrecorded.has(trans) && inScope(trans, OUTBOX, 'settings')
						? down
								.table('settings')
								.get({ trans, key: TRACKING_KEY })
								.then((row: { value?: unknown } | undefined) => row?.value === true)
						: Promise.resolve(false);
					tracking.set(trans, known);
				}
				return known;
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
					const table = down.table(name);
					if (!TRACKED.has(name)) return table;
					return {
						...table,
						async mutate(req) {
							// Requests run in order: a range's keys are read before it is deleted, and the
							// write itself does not wait for the flag.
							const rangeKeys = req.type === 'deleteRange' ? keysOf(table, req) : undefined;
							const record = isTracking(req.trans);
							// A write that fails aborts the transaction and these reads with it: the write's own error is the news.
							rangeKeys?.catch(() => undefined);
							record.catch(() => undefined);
							const result = await table.mutate(req);
							if (!(await record)) return result;
							const at = now().toISOString();
							const changed = (await (rangeKeys ?? keysOf(table, req))).map((id): OutboxRow => ({ key: outboxKey(name, String(id)), at }));
							if (changed.length > 0) await down.table(OUTBOX).mutate({ type: 'put', trans: req.trans, values: changed });
							return result;
						}
					};
				}
			};
		}
	};
}
