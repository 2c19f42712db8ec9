/**
 * One CouchDB document per library row (DESIGN 11): its ID is `<table>:<row id>` (hashed with
 * the library key when encrypted), its body the row as exported, without the fields this device
 * derives (watch counts, titles copied onto logs, index keys), its stamps per group of fields
 * (domain/field-stamps.ts), and the device that wrote it. A deletion is a document too (a
 * tombstone body, with the row's last fields), so a delete and an edit made apart are versions
 * that the conflict rule (merge.ts) merges.
 */
import type { SyncedTable } from '../db/change-record';
import { latestStamp, type Stamps } from '../domain/field-stamps';
import { millisOf, stampOfTime } from '../domain/hlc';
import { deletedVersion, type Version } from './merge';
import { decryptJson, encryptJson, hashedId, type LibraryKey } from './sync-crypto';

export interface SyncBody {
	/** `<table>:<row id>`, as the outbox names it. */
	key: string;
	/** The wall time of the row's newest change, for devices of the version before stamps. */
	updatedAt: string;
	/** The device that wrote this revision. */
	device: string;
	deleted: boolean;
	/** The row's fields; a deleted row's last ones, so an edit stamped after its deletion can bring them back. */
	row?: Record<string, unknown>;
	/** Its stamps (field-stamps.ts); a body of the version before them takes its updatedAt for every group. */
	stamps: Stamps;
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

/**
 * A row that travelled, with stand-ins for the fields this device works out itself, so it can be
 * checked against the stored row's schema; arrivals (db/arrivals.ts) compute the real values.
 */
export function withLocalFields(table: SyncedTable, row: Record<string, unknown>): Record<string, unknown> {
	if (table === 'tvSeries' || table === 'movies') return { ...row, watchCount: 0, lastWatchedOn: null };
	if (table === 'tvWatchLogs' || table === 'movieWatchLogs') return { ...row, title: 'untitled' };
	return row;
}

/** The body that carries a version of a row, written by `device`. */
export function bodyOf(key: string, version: Version, device: string): SyncBody {
	const updatedAt = version.row?.updatedAt;
	const latest = latestStamp(version.stamps) ?? version.stamps.d;
	const at = typeof updatedAt === 'string' ? updatedAt : new Date(latest ? millisOf(latest) : 0).toISOString();
	return { key, updatedAt: at, device, deleted: deletedVersion(version), ...(version.row ? { row: version.row } : {}), stamps: version.stamps };
}

export const versionOf = (body: SyncBody): Version => ({ ...(body.row ? { row: body.row } : {}), stamps: body.stamps });

/** Stamps as a body of the version before them implies: its updatedAt for every group, or for its deletion. */
function stampsBefore(body: Partial<SyncBody>): Stamps {
	const stamp = stampOfTime(String(body.updatedAt), String(body.device));
	if (!stamp) return {};
	return body.deleted ? { d: stamp } : { t: stamp };
}

function isStamps(value: unknown): value is Stamps {
	if (typeof value !== 'object' || value === null) return false;
	const { t, d, f } = value as Record<string, unknown>;
	const text = (x: unknown) => x === undefined || typeof x === 'string';
	return text(t) && text(d) && (f === undefined || (typeof f === 'object' && f !== null && Object.values(f).every((x) => typeof x === 'string')));
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
		// Stamps travel as `s`: they are in every document.
		const { stamps, ...rest } = body;
		const written = { ...rest, s: stamps };
		const content = this.key ? { sealed: await encryptJson(this.key, written, id) } : written;
		return rev ? { _id: id, _rev: rev, ...content } : { _id: id, ...content };
	}

	/** The body of a document; throws when it cannot be read with this key. */
	async fromDoc(doc: SyncDoc): Promise<SyncBody> {
		const value = this.key ? await decryptJson(this.key, String(doc.sealed), doc._id) : doc;
		const body = value as Partial<SyncBody> & { s?: unknown };
		const rowOk = body.row === undefined || (typeof body.row === 'object' && body.row !== null && !Array.isArray(body.row));
		if (typeof body.key !== 'string' || typeof body.updatedAt !== 'string' || typeof body.device !== 'string' || typeof body.deleted !== 'boolean' || !rowOk) {
			throw new Error(`Document ${doc._id} is not a Screenshelf row`);
		}
		if (body.s !== undefined && !isStamps(body.s)) throw new Error(`Document ${doc._id} has stamps that are not stamps`);
		const stamps = body.s ?? stampsBefore(body);
		// A body of the version before stamps keeps a deleted row's fields out: its row is the live one.
		const row = body.row && (body.s !== undefined || !body.deleted) ? body.row : undefined;
		return { key: body.key, updatedAt: body.updatedAt, device: body.device, deleted: body.deleted, ...(row ? { row } : {}), stamps };
	}
}
