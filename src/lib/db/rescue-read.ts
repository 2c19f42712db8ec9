/**
 * Reads whatever can still be read when the library will not open normally: each table on its
 * own, through plain IndexedDB at whatever version the database has (a newer build's too), so
 * one broken table or an unknown version does not cost the others.
 */
import { TABLES, type TableName } from '../io/tables';

export interface RescuedTables {
	rows: Partial<Record<TableName, unknown[]>>;
	/** Tables that exist but could not be read. */
	unreadable: TableName[];
}

/** Index keys the storage layer adds to rows (and version 1's `words`): not part of the data. */
const INDEX_FIELDS = ['sortKey', 'wordKeys', 'words', 'providerKey', 'withKeys'];

function request<T>(req: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
	});
}

function openExisting(name: string): Promise<IDBDatabase | undefined> {
	return new Promise((resolve, reject) => {
		const req = indexedDB.open(name);
		// No database yet: abort, so reading never creates one.
		req.onupgradeneeded = () => req.transaction?.abort();
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => (req.error?.name === 'AbortError' ? resolve(undefined) : reject(req.error));
	});
}

function withoutIndexKeys(row: unknown): unknown {
	if (typeof row !== 'object' || row === null) return row;
	return Object.fromEntries(Object.entries(row).filter(([field]) => !INDEX_FIELDS.includes(field)));
}

export async function readWhatRemains(name: string): Promise<RescuedTables> {
	const rescued: RescuedTables = { rows: {}, unreadable: [] };
	const db = await openExisting(name);
	if (!db) return rescued;
	try {
		for (const table of TABLES) {
			if (!db.objectStoreNames.contains(table)) continue;
			try {
				const rows = await request(db.transaction(table, 'readonly').objectStore(table).getAll());
				rescued.rows[table] = rows.map(withoutIndexKeys);
			} catch {
				rescued.unreadable.push(table);
			}
		}
	} finally {
		db.close();
	}
	return rescued;
}
