/**
 * One CouchDB document per library row (DESIGN 11): its ID is `<table>:<row id>` (hashed with
 * the library key when encrypted), its body the row as exported, without the fields this device
 * derives (watch counts, titles copied onto logs, index keys), plus when and where it was
 * written. A deletion is a document too (a tombstone body), so a delete and an edit made apart
 * are ordinary revisions that the conflict rule orders.
 */
import { splitOutboxKey, type SyncedTable } from '../db/change-record';
import { sameData } from '../transfer/same-data';
import { decryptJson, encryptJson, hashedId, type LibraryKey } from './sync-crypto';

export interface SyncBody {
	/** `<table>:<row id>`, as the outbox names it. */
	key: string;
	updatedAt: string;
	/** The device that wrote this revision: breaks updatedAt ties. */
	device: string;
	deleted: boolean;
	row?: Record<string, unknown>;
}

export interface SyncDoc {
	_id: string;
	_rev?: string;
	_conflicts?: string[];
	_deleted?: boolean;
	[field: string]: unknown;
}

/** The document every device reads first: how the library's documents are written. */
export const META_ID = 'screenshelf-library';
export const META_FORMAT = 'screenshelf-sync';

export interface MetaDoc {
	_id: typeof META_ID;
	_rev?: string;
	format: typeof META_FORMAT;
	version: 1;
	encryption: null | { kdf: 'PBKDF2-SHA-256'; iterations: number; salt: string; check: string };
}

/** Fields a device works out for itself, and index keys: never sent. */
const LOCAL_FIELDS: Partial<Record<SyncedTable, readonly string[]>> = {
	tvSeries: ['sortKey', 'providerKey', 'watchCount', 'lastWatchedOn'],
	movies: ['sortKey', 'providerKey', 'watchCount', 'lastWatchedOn'],
	tvWatchLogs: ['sortKey', 'withKeys', 'title'],
	movieWatchLogs: ['sortKey', 'withKeys', 'title'],
	tvTastes: ['providerKey'],
	movieTastes: ['providerKey']
};

/** A stored row as it travels. */
export function portableRow(table: SyncedTable, stored: unknown): Record<string, unknown> {
	const row = { ...(stored as Record<string, unknown>) };
	for (const field of LOCAL_FIELDS[table] ?? []) delete row[field];
	return row;
}

/**
 * A row that travelled, with stand-ins for the fields this device works out itself, so it can be
 * checked against the stored row's schema; arrivals (db/arrivals.ts) compute the real values.
 */
export function withLocalFields(table: SyncedTable, row: Record<string, unknown>): Record<string, unknown> {
	if (table === 'tvSeries' || table === 'movies') return { ...row, watchCount: 0, lastWatchedOn: null };
	if (table === 'tvWatchLogs' || table === 'movieWatchLogs') return { ...row, title: 'untitled' };
	return row;
}

/** The body of a row as this device holds it now (absent: deleted at `at`). */
export function localBody(key: string, stored: unknown, at: string, device: string): SyncBody {
	if (stored === undefined) return { key, updatedAt: at, device, deleted: true };
	const row = portableRow(splitOutboxKey(key).table, stored);
	return { key, updatedAt: typeof row.updatedAt === 'string' ? row.updatedAt : at, device, deleted: false, row };
}

/** Whether two bodies say the same of their row (who wrote them aside). */
export function sameBody(a: SyncBody, b: SyncBody): boolean {
	return a.deleted === b.deleted && (a.deleted || sameData(a.row, b.row));
}

/** The conflict rule: the later updatedAt wins, a tie goes to the greater device ID. */
export function wins(a: SyncBody, b: SyncBody): boolean {
	return a.updatedAt !== b.updatedAt ? a.updatedAt > b.updatedAt : a.device > b.device;
}

export function winnerOf(bodies: readonly SyncBody[]): SyncBody {
	return bodies.reduce((best, body) => (wins(body, best) ? body : best));
}

/** Turns bodies into documents and back: in the clear, or sealed with the library key. */
export class DocCodec {
	constructor(private readonly key: LibraryKey | null) {}

	get encrypted(): boolean {
		return this.key !== null;
	}

	docId(key: string): Promise<string> {
		return this.key ? hashedId(this.key, key).then((hash) => `x:${hash}`) : Promise.resolve(key);
	}

	async toDoc(body: SyncBody, rev?: string): Promise<SyncDoc> {
		const id = await this.docId(body.key);
		const content = this.key ? { sealed: await encryptJson(this.key, body) } : { ...body };
		return rev ? { _id: id, _rev: rev, ...content } : { _id: id, ...content };
	}

	/** The body of a document; throws when it cannot be read with this key. */
	async fromDoc(doc: SyncDoc): Promise<SyncBody> {
		const value = this.key ? await decryptJson(this.key, String(doc.sealed)) : doc;
		const body = value as Partial<SyncBody>;
		if (typeof body.key !== 'string' || typeof body.updatedAt !== 'string' || typeof body.device !== 'string' || typeof body.deleted !== 'boolean') {
			throw new Error(`Document ${doc._id} is not a Screenshelf row`);
		}
		return { key: body.key, updatedAt: body.updatedAt, device: body.device, deleted: body.deleted, ...(body.row ? { row: body.row } : {}) };
	}
}
