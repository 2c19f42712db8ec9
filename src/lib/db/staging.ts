/**
 * Writes a whole library into a new generation (see generations.ts), a small transaction at a
 * time, marked incomplete until the caller completes it: until then no tab takes it for the library.
 */
import { LibraryDatabase } from './database';
import { deleteDatabase, generationName, listGenerations, STAGING_KEY } from './generations';
import type { RowProgress } from './transfer-repo';

// Small enough that Chromium keeps each transaction's undo in memory, so it leaves no tombstones.
const CHUNK = 2_000;

export interface StagedTable {
	name: string;
	rows: readonly unknown[];
	/** The row as stored (with its index keys), made a chunk at a time to keep one copy in memory. */
	toRow?: (row: never) => unknown;
}

export interface StagedGeneration {
	db: LibraryDatabase;
	number: number;
}

/**
 * Writes `tables` (whose rows progress counts) and `kept` (the stored rows of tables an export
 * leaves out, and the totals) into the generation after `current`.
 */
export async function stageGeneration(
	library: string,
	current: number,
	{ tables, kept }: { tables: readonly StagedTable[]; kept: readonly StagedTable[] },
	onProgress?: (p: RowProgress) => void
): Promise<StagedGeneration> {
	// Anything newer than the library is an abandoned import, or another tab's, which this one replaces.
	const generations = await listGenerations(library);
	const newer = generations.filter((g) => g.number > current);
	await Promise.all(newer.map((g) => deleteDatabase(g.name)));
	const number = Math.max(current, ...newer.map((g) => g.number)) + 1;
	const db = new LibraryDatabase(generationName(library, number));
	try {
		await db.open();
		await db.table('settings').put({ key: STAGING_KEY, value: true });
		const total = tables.reduce((n, t) => n + t.rows.length, 0);
		let done = 0;
		for (const { name, rows, toRow } of [...kept, ...tables]) {
			const table = db.table(name);
			const counted = tables.some((t) => t.name === name);
			for (let i = 0; i < rows.length; i += CHUNK) {
				const chunk = rows.slice(i, i + CHUNK);
				const stored = toRow ? chunk.map(toRow as (row: unknown) => unknown) : chunk;
				await db.transaction('rw', table, () => table.bulkPut(stored));
				if (!counted) continue;
				done += chunk.length;
				onProgress?.({ done, total });
			}
		}
		return { db, number };
	} catch (error) {
		await discardGeneration(db);
		throw error;
	}
}

/** The last write of an import: from here on this generation is the library. */
export async function completeGeneration(db: LibraryDatabase): Promise<void> {
	await db.table('settings').delete(STAGING_KEY);
}

export async function discardGeneration(db: LibraryDatabase): Promise<void> {
	db.close();
	await deleteDatabase(db.name).catch((error: unknown) => console.error('Screenshelf could not delete an unfinished import', error));
}
