/**
 * A library's databases. It starts in one named after the library; a large import writes the
 * whole library into the next generation (`name~1`, `name~2`, ...) in small transactions and then
 * switches to it. One transaction of a hundred thousand rows leaves Chromium an undo log whose
 * tombstones it reads again on every cold start, for as long as the database lives; a new
 * database written in small transactions leaves none, and deleting the old one removes its rows
 * at once.
 *
 * A generation is complete once its settings hold the row `COMPLETE_KEY`, which the import writes
 * in its last transaction (the first generation is complete by definition), so the library is
 * always the newest complete generation, and a database recreated empty or cut short never is.
 * Plain IndexedDB here, as the rescue export reads it too.
 */
const SEPARATOR = '~';
export const COMPLETE_KEY = 'generationComplete';

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

/** Whether a generation holds a whole library; one that cannot even be read does not. */
export async function isComplete(generation: Generation): Promise<boolean> {
	if (generation.number === 0) return true;
	try {
		const db = await openExisting(generation.name);
		if (!db) return false;
		try {
			if (!db.objectStoreNames.contains('settings')) return false;
			return (await request(db.transaction('settings', 'readonly').objectStore('settings').getKey(COMPLETE_KEY))) !== undefined;
		} finally {
			db.close();
		}
	} catch {
		return false;
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

/**
 * Deletes a database; other tabs holding it hear a version change and let go. Not awaited by
 * callers: a tab that does not let go must not hold up this one, and a leftover is deleted later.
 */
export function deleteQuietly(name: string): void {
	const req = indexedDB.deleteDatabase(name);
	req.onerror = () => console.error(`Screenshelf could not delete the database ${name}`, req.error);
}
