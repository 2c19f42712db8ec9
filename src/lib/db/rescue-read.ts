/**
 * Reads whatever can still be read when the library will not open normally: each table on its
 * own, through plain IndexedDB at whatever version the database has (a newer build's too), so
 * one broken table or an unknown version does not cost the others.
 */
import { TABLES, type TableName } from '../domain/tables';
import { findLibrary, openExisting, request } from './generations';

export interface RescuedTables {
	rows: Partial<Record<TableName, unknown[]>>;
	/** Tables that exist but could not be read. */
	unreadable: TableName[];
}

/** Index keys the storage layer adds to rows (and the word keys versions 1 to 3 kept on titles): not part of the data. */
const INDEX_FIELDS = ['sortKey', 'wordKeys', 'words', 'providerKey', 'withKeys'];

function withoutIndexKeys(row: unknown): unknown {
	if (typeof row !== 'object' || row === null) return row;
	return Object.fromEntries(Object.entries(row).filter(([field]) => !INDEX_FIELDS.includes(field)));
}

/** Reads the library's current generation (generations.ts), or its first when even that cannot be found. */
export async function readWhatRemains(library: string): Promise<RescuedTables> {
	const rescued: RescuedTables = { rows: {}, unreadable: [] };
	const name = await findLibrary(library).then(
		({ current }) => current.name,
		() => library
	);
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
