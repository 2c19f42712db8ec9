/**
 * A library's databases. It starts in one named after the library; a large import writes the
 * whole library into the next generation (`name~1`, `name~2`, ...) in small transactions and then
 * switches to it. One transaction of a hundred thousand rows leaves Chromium an undo log whose
 * tombstones it reads again on every cold start, for as long as the database lives; a new
 * database written in small transactions leaves none, and deleting the old one removes its rows
 * at once.
 *
 * A generation is complete once the row `STAGING_KEY` is gone from its settings: the import writes
 * that row first and deletes it in its last transaction, so the library is always the newest
 * complete generation. Plain IndexedDB here, as the rescue export reads it too.
 */
const SEPARATOR = '~';
export const STAGING_KEY = 'importInProgress';

export interface Generation {
	name: string;
	number: number;
	/** IndexedDB's version of it (0 when the browser does not say). */
	version: number;
}

export function generationName(library: string, number: number): string {
	return number === 0 ? library : `${library}${SEPARATOR}${number}`;
}

/** Whether this browser lists its databases, which staging needs to find the library again. */
export function canListDatabases(): boolean {
	return typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function';
}

/** The library's databases, newest first; only the first generation where they cannot be listed. */
export async function listGenerations(library: string): Promise<Generation[]> {
	if (!canListDatabases()) return [{ name: library, number: 0, version: 0 }];
	const found: Generation[] = [];
	for (const { name, version } of await indexedDB.databases()) {
		if (name === undefined) continue;
		const number = name === library ? 0 : generationNumber(library, name);
		if (number !== undefined) found.push({ name, number, version: version ?? 0 });
	}
	return found.sort((a, b) => b.number - a.number);
}

function generationNumber(library: string, name: string): number | undefined {
	const prefix = `${library}${SEPARATOR}`;
	if (!name.startsWith(prefix)) return undefined;
	const number = Number(name.slice(prefix.length));
	return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** A plain IndexedDB request as a promise. */
export function request<T>(req: IDBRequest<T>): Promise<T> {
	return new Promise((resolve, reject) => {
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => reject(req.error);
	});
}

/** Opens a database that exists, at whatever version it has; undefined when there is none. */
export function openExisting(name: string): Promise<IDBDatabase | undefined> {
	return new Promise((resolve, reject) => {
		const req = indexedDB.open(name);
		// No database yet: abort, so reading never creates one.
		req.onupgradeneeded = () => req.transaction?.abort();
		req.onsuccess = () => resolve(req.result);
		req.onerror = () => (req.error?.name === 'AbortError' ? resolve(undefined) : reject(req.error));
	});
}

async function isComplete(generation: Generation): Promise<boolean> {
	if (generation.number === 0) return true;
	const db = await openExisting(generation.name);
	if (!db) return false;
	try {
		if (!db.objectStoreNames.contains('settings')) return false;
		return (await request(db.transaction('settings', 'readonly').objectStore('settings').getKey(STAGING_KEY))) === undefined;
	} finally {
		db.close();
	}
}

/**
 * Where the library lives now: its newest complete generation, and the generations older than
 * that (left behind when a switch was cut short), which nothing reads any more. Newer, incomplete
 * ones are an import still being written in another tab, or one that was abandoned.
 */
export async function findLibrary(library: string): Promise<{ current: Generation; older: Generation[] }> {
	const generations = await listGenerations(library);
	for (const [i, generation] of generations.entries()) {
		if (await isComplete(generation)) return { current: generation, older: generations.slice(i + 1) };
	}
	return { current: { name: library, number: 0, version: 0 }, older: [] };
}

/** Deletes a database; other tabs holding it hear a version change and let go. */
export function deleteDatabase(name: string): Promise<void> {
	return new Promise((resolve, reject) => {
		const req = indexedDB.deleteDatabase(name);
		req.onsuccess = () => resolve();
		req.onerror = () => reject(req.error);
	});
}
