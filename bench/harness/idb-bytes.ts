/**
 * What one IndexedDB database holds, in bytes of its keys and values: every record of every
 * object store, and every entry of every index (its key and the record's key). The browser's
 * storage estimate is the origin's, whose databases share one LevelDB that also keeps overwritten
 * data until it compacts (at a tenth of the heavy library, a swing of several MiB from one run to
 * the next); this count is of one database and the same for the same content in every run.
 */

/** Bytes of a key or value as stored: text by its characters, numbers 8 bytes, containers their parts. */
function bytesOf(value: unknown): number {
	if (typeof value === 'string') return value.length;
	if (typeof value === 'number') return 8;
	if (typeof value === 'boolean' || value === null || value === undefined) return 1;
	if (Array.isArray(value)) return value.reduce((n: number, item) => n + bytesOf(item), 0);
	if (value instanceof Date) return 8;
	if (typeof value === 'object') return Object.entries(value).reduce((n, [key, item]) => n + key.length + bytesOf(item), 0);
	return 0;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
}

/** Walks a cursor to its end, adding what `size` makes of each step. */
function walk<C extends IDBCursor>(request: IDBRequest<C | null>, size: (cursor: C) => number): Promise<number> {
	let total = 0;
	return new Promise((resolve, reject) => {
		request.onsuccess = () => {
			const cursor = request.result;
			if (!cursor) return resolve(total);
			total += size(cursor);
			cursor.continue();
		};
		request.onerror = () => reject(request.error);
	});
}

/** Whether this origin holds a database named `name`. */
export async function hasDatabase(name: string): Promise<boolean> {
	return (await indexedDB.databases()).some((d) => d.name === name);
}

/** The bytes of one object store's records and index entries. */
async function countStore(db: IDBDatabase, storeName: string): Promise<number> {
	const store = () => db.transaction(storeName).objectStore(storeName);
	let total = await walk(store().openCursor(), (c) => bytesOf(c.primaryKey) + bytesOf(c.value));
	for (const indexName of Array.from(store().indexNames)) {
		total += await walk(store().index(indexName).openKeyCursor(), (c) => bytesOf(c.key) + bytesOf(c.primaryKey));
	}
	return total;
}

/** Opens database `name` (0 when it does not exist) and counts what `count` makes of it. */
async function inDatabase(name: string, count: (db: IDBDatabase) => Promise<number>): Promise<number> {
	if (!(await hasDatabase(name))) return 0;
	const db = await done(indexedDB.open(name));
	try {
		return await count(db);
	} finally {
		db.close();
	}
}

/** The bytes of database `name`'s records and index entries (a database that does not exist is 0). */
export function databaseBytes(name: string): Promise<number> {
	return inDatabase(name, async (db) => {
		let total = 0;
		for (const storeName of Array.from(db.objectStoreNames)) total += await countStore(db, storeName);
		return total;
	});
}

/** The bytes of one object store of database `name`, counted the same way (0 when either does not exist). */
export function storeBytes(name: string, storeName: string): Promise<number> {
	return inDatabase(name, (db) => (db.objectStoreNames.contains(storeName) ? countStore(db, storeName) : Promise.resolve(0)));
}
