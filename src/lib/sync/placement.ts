/**
 * Whether a document of the mirror can be placed in this library, before anything reads its row:
 * it opens with this library's key, names a table this version knows and the row its ID is for,
 * carries a stamp that is a time, and its row passes that table's schema. A document that cannot
 * be placed is kept aside with the reason (kept-aside.ts) instead of stopping sync: a newer version
 * of the app may add a table, and a server is not trusted to hold only what devices wrote.
 */
import { SYNCED_TABLES, type SyncedTable } from '../db/change-record';
import { connection as connectionSchema } from '../domain/connections';
import { allStamps } from '../domain/field-stamps';
import { millisOf } from '../domain/hlc';
import { ROW_ID_FIELD, type TableName } from '../domain/tables';
import { rowSchemas } from '../transfer/library-document';
import { withLocalFields, type DocCodec, type SyncBody, type SyncDoc } from './sync-docs';

export type AsideReason = 'unreadable' | 'unknown_table' | 'wrong_id' | 'bad_stamp' | 'bad_row' | 'not_written';

/**
 * A placed document: its body, and its row as the library stores it (parsed by its table's schema;
 * absent for a deleted row's last fields and for a connection), so bringing it in parses it once.
 */
export type Placement = { ok: true; body: SyncBody; table: SyncedTable; id: string; newest: string; parsed?: unknown } | { ok: false; reason: AsideReason; key?: string; newest?: string };

const KNOWN = new Set<string>(SYNCED_TABLES);

/** The field holding each table's row ID: a body's row must be the row its key names. */
const ID_FIELD: Record<SyncedTable, string> = { ...ROW_ID_FIELD, connections: 'id' };

/** Stamps further ahead than this are no clock's mistake a person could make (DESIGN 11). */
export const FURTHEST_AHEAD_MS = 2 * 366 * 86_400_000;

/** Whether a stamp's time is a time, and not absurdly far ahead of `now`. */
export function stampTimeOk(ms: number, now: Date): boolean {
	return Number.isFinite(ms) && ms > 0 && ms <= now.getTime() + FURTHEST_AHEAD_MS;
}

/** A row's key split into a table this version knows and an ID, or undefined. */
export function knownKey(key: string): { table: SyncedTable; id: string } | undefined {
	const at = key.indexOf(':');
	const table = key.slice(0, at);
	return at > 0 && at < key.length - 1 && KNOWN.has(table) ? { table: table as SyncedTable, id: key.slice(at + 1) } : undefined;
}

/** The row as its schema parses it, `true` for a connection that passes, or undefined: it does not pass. */
function parsedRow(table: SyncedTable, id: string, row: Record<string, unknown> | undefined): unknown {
	if (!row || row[ID_FIELD[table]] !== id) return undefined;
	if (table === 'connections') return connectionSchema.safeParse(row).success || undefined;
	const parsed = rowSchemas[table as TableName].safeParse(withLocalFields(table, row));
	return parsed.success ? parsed.data : undefined;
}

/** Reads and checks a document of the mirror. */
export async function place(doc: SyncDoc, codec: DocCodec, now: Date): Promise<Placement> {
	let body: SyncBody;
	try {
		body = await codec.fromDoc(doc);
	} catch {
		return { ok: false, reason: 'unreadable' };
	}
	const known = knownKey(body.key);
	if (!known) return { ok: false, reason: 'unknown_table', key: body.key };
	// A body moved under another row's ID (a server replaying it) would overwrite that row.
	// The row is the one the ID names (in the clear; a sealed body moved under another ID does not open).
	if ((await codec.docId(body.key)) !== doc._id) return { ok: false, reason: 'wrong_id', ...(knownKey(doc._id) ? { key: doc._id } : {}) };
	const stamps = allStamps(body.stamps);
	if (stamps.length === 0 || !stamps.every((stamp) => stampTimeOk(millisOf(stamp), now))) return { ok: false, reason: 'bad_stamp', key: body.key };
	// A deleted row keeps its last fields for an edit to bring back: they must pass as well.
	const newest = stamps.reduce((a, b) => (b > a ? b : a));
	const parsed = body.row || !body.deleted ? parsedRow(known.table, known.id, body.row) : undefined;
	if ((body.row || !body.deleted) && parsed === undefined) return { ok: false, reason: 'bad_row', key: body.key, newest };
	return { ok: true, body, ...known, newest, ...(known.table === 'connections' || body.deleted ? {} : { parsed }) };
}
