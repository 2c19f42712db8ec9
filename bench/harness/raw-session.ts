/**
 * The raw IndexedDB side of the bench: a database with the app's stores and indexes holding
 * exactly the rows the app's import stores (same validation, same plan, same row codecs), and
 * its bulk write and bulk read.
 */
import { storedTables, storedTotals } from '$lib/db/transfer-repo';
import { planImport } from '$lib/transfer/import-plan';
import { TABLES, type LibraryData } from '$lib/transfer/library-document';
import { readLibraryDocument } from '$lib/io/read-document';
import { forgetLibraryFile, libraryFile } from './library-file';
import { appSchema, createDatabase, readAll, writeAll, type StoreRows } from './raw-idb';
import { pause, timed } from './stats';

export const RAW_DB = 'bench-raw-baseline';

export interface RawState {
	db: IDBDatabase;
	/** The rows written; let go (releaseRows) before the small measures, as the app side lets its library go. */
	rows: StoreRows | undefined;
}

let raw: RawState | undefined;

export function rawState(): RawState {
	if (!raw) throw new Error('write the raw database first');
	return raw;
}

/** The rows an import of the file into an empty library writes, table by table. */
async function storedRows(file: Blob): Promise<StoreRows> {
	const data = await readLibraryDocument(file);
	const empty = Object.fromEntries(TABLES.map((t) => [t, []])) as unknown as LibraryData;
	// An empty library keeps no episode guides.
	const plan = planImport(empty, data, 'merge', new Map());
	const rows: StoreRows = Object.fromEntries(
		storedTables(plan.final).flatMap((t) => [t, ...t.derived].map(({ name, toRow }) => [name, t.rows.map(toRow)]))
	);
	for (const { name, rows: totals } of storedTotals(plan.aggregates)) rows[name] = totals;
	return rows;
}

/** One timed raw bulk write of those rows into a new, empty database. */
export async function rawWriteFresh(seed: number, scale: number) {
	const { file } = libraryFile(seed, scale);
	const rows = raw?.rows ?? (await storedRows(file));
	raw?.db.close();
	const db = await createDatabase(RAW_DB, appSchema());
	raw = { db, rows };
	await pause(200);
	const ms = await timed(() => writeAll(db, rows));
	return { ms, rows: Object.values(rows).reduce((n, list) => n + list.length, 0) };
}

/** The rows written, for the small measures to pick keys from; kept no longer in this page after. */
export function releaseRows(): StoreRows {
	const state = rawState();
	if (!state.rows) throw new Error('the raw rows were released already');
	const { rows } = state;
	state.rows = undefined;
	forgetLibraryFile();
	return rows;
}

/** One timed raw bulk read: getAll of every table, in one read-only transaction. */
export function rawReadOnce(): Promise<number> {
	const { db } = rawState();
	return timed(() => readAll(db, [...TABLES]));
}

export function closeRaw(): void {
	raw?.db.close();
}
