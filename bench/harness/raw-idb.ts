/**
 * Raw IndexedDB, no Dexie and no gateway: the physical limit our figures are compared with.
 * The object stores and indexes are read from the app's own Dexie schema, so the baseline
 * database always has exactly the indexes ours has.
 */
import { LibraryDatabase } from '$lib/db/database';

export interface IndexSpec {
	name: string;
	keyPath: string | string[];
	multiEntry: boolean;
	unique: boolean;
}

export interface StoreSpec {
	name: string;
	keyPath: string;
	indexes: IndexSpec[];
}

export type StoreRows = Record<string, unknown[]>;

/** The stores and indexes database.ts declares (Dexie builds them without opening anything). */
export function appSchema(): StoreSpec[] {
	const db = new LibraryDatabase('schema-probe-never-opened');
	return db.tables.map((table) => ({
		name: table.name,
		keyPath: table.schema.primKey.keyPath as string,
		indexes: table.schema.indexes.map((index) => ({
			name: index.name,
			keyPath: index.keyPath as string | string[],
			multiEntry: !!index.multi,
			unique: !!index.unique
		}))
	}));
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
	new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});

const committed = (trans: IDBTransaction): Promise<void> =>
	new Promise((resolve, reject) => {
		trans.oncomplete = () => resolve();
		trans.onerror = () => reject(trans.error);
		trans.onabort = () => reject(trans.error ?? new Error('transaction aborted'));
	});

export function deleteDatabase(name: string): Promise<void> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.deleteDatabase(name);
		request.onsuccess = () => resolve();
		request.onerror = () => reject(request.error);
		request.onblocked = () => reject(new Error(`deleting ${name} is blocked by an open connection`));
	});
}

/** A new, empty database with the given stores. */
export async function createDatabase(name: string, stores: StoreSpec[]): Promise<IDBDatabase> {
	await deleteDatabase(name);
	const request = indexedDB.open(name, 1);
	request.onupgradeneeded = () => {
		for (const spec of stores) {
			const store = request.result.createObjectStore(spec.name, { keyPath: spec.keyPath });
			for (const index of spec.indexes) store.createIndex(index.name, index.keyPath, { multiEntry: index.multiEntry, unique: index.unique });
		}
	};
	return done(request);
}

export function openDatabase(name: string): Promise<IDBDatabase> {
	return done(indexedDB.open(name));
}

/** Bulk read: every row of the stores, one getAll each, in one read-only transaction. */
export async function readAll(db: IDBDatabase, stores: string[]): Promise<StoreRows> {
	const trans = db.transaction(stores, 'readonly');
	const lists = await Promise.all(stores.map((name) => done(trans.objectStore(name).getAll())));
	return Object.fromEntries(stores.map((name, i) => [name, lists[i]!]));
}

/** Bulk write: one read-write transaction, one put per row, finished when it commits. */
export function writeAll(db: IDBDatabase, rows: StoreRows): Promise<void> {
	const names = Object.keys(rows).filter((name) => rows[name]!.length > 0);
	const trans = db.transaction(names, 'readwrite');
	for (const name of names) {
		const store = trans.objectStore(name);
		for (const row of rows[name]!) store.put(row);
	}
	return committed(trans);
}

// IndexedDB 3.0 (getAll with a direction) where the browser has it, as Dexie uses; else a cursor.
const hasDirectionalGetAll = typeof IDBObjectStore !== 'undefined' && 'getAllRecords' in IDBObjectStore.prototype;

/** A keyset page: up to `limit` rows of an index range, in either direction. */
export async function keysetPage(db: IDBDatabase, store: string, index: string, range: IDBKeyRange, direction: IDBCursorDirection, limit: number): Promise<unknown[]> {
	const source = db.transaction(store, 'readonly').objectStore(store).index(index);
	if (direction === 'next') return done(source.getAll(range, limit));
	if (hasDirectionalGetAll) {
		const getAll = source.getAll as unknown as (options: { query: IDBKeyRange; count: number; direction: IDBCursorDirection }) => IDBRequest<unknown[]>;
		return done(getAll.call(source, { query: range, count: limit, direction }));
	}
	const rows: unknown[] = [];
	const request = source.openCursor(range, direction);
	return new Promise((resolve, reject) => {
		request.onerror = () => reject(request.error);
		request.onsuccess = () => {
			const cursor = request.result;
			if (!cursor) return resolve(rows);
			rows.push(cursor.value);
			if (rows.length === limit) return resolve(rows);
			cursor.continue();
		};
	});
}

/** An indexed count over a key range. */
export function indexedCount(db: IDBDatabase, store: string, index: string, range: IDBKeyRange): Promise<number> {
	return done(db.transaction(store, 'readonly').objectStore(store).index(index).count(range));
}

/** One row written in its own read-write transaction, finished when it commits. */
export function singlePut(db: IDBDatabase, store: string, row: unknown): Promise<void> {
	const trans = db.transaction(store, 'readwrite');
	trans.objectStore(store).put(row);
	return committed(trans);
}

export function singleDelete(db: IDBDatabase, store: string, key: IDBValidKey): Promise<void> {
	const trans = db.transaction(store, 'readwrite');
	trans.objectStore(store).delete(key);
	return committed(trans);
}
