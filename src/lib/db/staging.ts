/**
 * Writes a whole library into a new generation (see generations.ts), a small transaction at a
 * time; no tab takes it for the library until the caller completes it.
 */
import { LibraryDatabase } from './database';
import { COMPLETE_KEY, deleteQuietly, generationName, isComplete, listGenerations } from './generations';
import { StorageError } from './storage-problem';
import type { RowProgress } from './rows';

// Small enough that Chromium keeps each transaction's undo in memory, so it leaves no tombstones.
const CHUNK = 2_000;

export interface StagedTable {
	name: string;
	rows: readonly unknown[];
	/** The row as stored (with its index keys), made a chunk at a time to keep one copy in memory. */
	toRow?: (row: unknown) => unknown;
	/** Other stores written from the same rows, a chunk after each chunk of them (a title's words). */
	derived?: readonly { name: string; toRow: (row: unknown) => unknown }[];
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
	const newer = (await listGenerations(library)).filter((g) => g.number > current);
	for (const generation of newer) {
		// Another tab's import finished first: this tab's library is no longer the library.
		if (await isComplete(generation)) throw new StorageError('replaced');
	}
	// An abandoned import, or one under way in another tab, which this one replaces.
	for (const { name } of newer) deleteQuietly(name);
	const number = Math.max(current, ...newer.map((g) => g.number)) + 1;
	const db = new LibraryDatabase(generationName(library, number));
	// Deleted under us (by another tab's import): stop, rather than let Dexie reopen it empty and write on.
	db.on('versionchange', () => {
		db.close();
		return false;
	});
	try {
		await db.open();
		const total = tables.reduce((n, t) => n + t.rows.length, 0);
		let done = 0;
		for (const staged of [...kept, ...tables]) {
			const stores = [staged, ...(staged.derived ?? [])].map(({ name, toRow }) => ({ table: db.table(name), toRow }));
			const counted = tables.includes(staged);
			for (let i = 0; i < staged.rows.length; i += CHUNK) {
				const chunk = staged.rows.slice(i, i + CHUNK);
				for (const { table, toRow } of stores) {
					await db.transaction('rw', table, () => table.bulkPut(toRow ? chunk.map(toRow) : chunk));
				}
				if (!counted) continue;
				done += chunk.length;
				onProgress?.({ done, total });
			}
		}
		return { db, number };
	} catch (error) {
		discardGeneration(db);
		throw error;
	}
}

/** The last write of an import: from here on this generation is the library. */
export async function completeGeneration(db: LibraryDatabase): Promise<void> {
	await db.table('settings').put({ key: COMPLETE_KEY, value: true });
}

export function discardGeneration(db: LibraryDatabase): void {
	db.close();
	deleteQuietly(db.name);
}
