/**
 * The stamps of the rows this device holds (DESIGN 11): per field group, from the device's hybrid
 * logical clock (domain/hlc.ts), kept beside the library while sync is on (schema version 9). A
 * write transaction stamps the groups it changed with one new stamp as it commits, and marks the
 * rows' changes as waiting to be sent in the same stamps rows (schema version 12: one record a row
 * written, not a stamps row and an outbox row); sync's arrivals write the merged stamps of what
 * they bring and raise the clock to them. A row without stamps (a library synced before stamps
 * existed, a first sync) takes its row stamp for every group.
 * Loaded with the store's first write (library-store.ts), which hands it to the change record.
 */
import type { Table, Transaction } from 'dexie';
import { changedGroups, portableRow, stampGroups, type Stamps } from '../domain/field-stamps';
import { formatStamp, newer, nextStamp, nodeOf, stampOfTime } from '../domain/hlc';
import { CLOCK_KEY, STAMPS, type OutboxRow } from './change-record';

export interface StampRow {
	/** `<table>:<row id>`, as the outbox names it. */
	key: string;
	/** Absent in a row that only waits (sync marked it without stamping it): its row stamp stands for them. */
	stamps?: Stamps;
	/** A deleted row's last fields: an edit stamped after the deletion brings them back. */
	row?: Record<string, unknown>;
	/** The row's change waiting to be sent (the outbox: indexed by its key, so it lists in key order); absent once sent. */
	wait?: OutboxRow;
}

/** What the clock needs to stamp a transaction's changes. */
export interface ClockReading {
	last: string | undefined;
	node: string;
}

/** What one write did to a row, seen from the transaction: the row before it, and after (absent: deleted). */
export interface RowChange {
	key: string;
	table: string;
	at: string;
	before: unknown;
	after: unknown;
}

const EARLIEST = (node: string) => formatStamp({ millis: 1, counter: 0, node });

/** The stamps of a stored row that has none: its row stamp (updatedAt) for every group. */
export function rowStamps(row: unknown, node: string): Stamps {
	const updatedAt = (row as { updatedAt?: unknown } | undefined)?.updatedAt;
	return { t: (typeof updatedAt === 'string' ? stampOfTime(updatedAt, node) : undefined) ?? EARLIEST(node) };
}

/** Titles record their watches as a stamp: a watch logged after a deletion brings the title back. */
const WATCH_FIELDS = ['watchCount', 'lastWatchedOn'];
const touchesWatches = (table: string, before: unknown, after: unknown) =>
	(table === 'tvSeries' || table === 'movies') &&
	!!before &&
	WATCH_FIELDS.some((field) => (before as Record<string, unknown>)[field] !== (after as Record<string, unknown>)[field]);

/** What stamping a transaction's changes writes: the rows' new stamps, waiting to be sent, and the clock. */
export interface Stamped {
	rows: StampRow[];
	stamp: string;
}

/**
 * Stamps a transaction's changes with one new stamp, from the stamps held for their rows (`held`,
 * in the same order), each left waiting to be sent. Changes of fields a device works out for
 * itself alone (a title's watch count aside) take no stamp, and are not sent.
 */
export function stampsOf(clock: ClockReading, nowMs: number, changes: readonly RowChange[], held: readonly (StampRow | undefined)[]): Stamped {
	const stamp = nextStamp(clock.last, nowMs, clock.node);
	const rows: StampRow[] = [];
	changes.forEach((change, i) => {
		const base = held[i]?.stamps ?? (change.before ? rowStamps(change.before, clock.node) : {});
		// The transaction's stamp tells its write from any other of the row.
		const wait = (kind: OutboxRow['change']): OutboxRow => ({ key: change.key, at: change.at, change: kind, write: stamp });
		if (change.after === undefined) {
			if (change.before === undefined) return;
			rows.push({ key: change.key, stamps: { ...base, d: newer(base.d, stamp)! }, row: portableRow(change.table, change.before), wait: wait('delete') });
		} else {
			const groups = changedGroups(change.table, change.before, change.after);
			if (touchesWatches(change.table, change.before, change.after)) groups.push('watches');
			if (groups.length === 0) return;
			rows.push({ key: change.key, stamps: stampGroups(change.table, base, portableRow(change.table, change.after), groups, stamp), wait: wait('put') });
		}
	});
	return { rows, stamp };
}

/** Writes the stamps, each row waiting to be sent, and the clock (nothing when no change took a stamp). */
export async function writeStamps(trans: Transaction, { rows, stamp }: Stamped): Promise<void> {
	if (rows.length === 0) return;
	await Promise.all([stampTable(trans).bulkPut(rows), trans.table('settings').put({ key: CLOCK_KEY, value: stamp })]);
}

const stampTable = (trans: Transaction): Table<StampRow, string> => trans.table(STAMPS);

/** Stamps changes and writes their stamps, those that took one waiting to be sent. */
export async function stampChanges(trans: Transaction, clock: ClockReading, nowMs: number, changes: readonly RowChange[]): Promise<void> {
	const held = await stampTable(trans).bulkGet(changes.map((c) => c.key));
	await writeStamps(trans, stampsOf(clock, nowMs, changes, held));
}

/** Reads the clock from the settings rows of the clock and the device. */
export function clockOf(clockValue: unknown, deviceValue: unknown): ClockReading {
	return { last: typeof clockValue === 'string' ? clockValue : undefined, node: nodeOf(typeof deviceValue === 'string' ? deviceValue : '0') };
}

/** What the change record stamps a transaction's changes with. */
export interface StampCode {
	stampsOf: typeof stampsOf;
	writeStamps: typeof writeStamps;
	clockOf: typeof clockOf;
}
