/** The app's database read straight from IndexedDB in the page: what is stored, not what a screen shows. */
import type { Page } from '@playwright/test';

/**
 * One read of one object store of the library's current database, in the page: the newest of
 * `screenshelf`, `screenshelf~1`, ... that is complete (src/lib/db/generations.ts), found here
 * on its own so a test does not trust the code it checks.
 */
function readStore<T>(page: Page, store: string, read: 'getAll' | 'count'): Promise<T> {
	return page.evaluate(
		async ([name, method]) => {
			const request = <R>(req: IDBRequest<R>) =>
				new Promise<R>((resolve, reject) => {
					req.onsuccess = () => resolve(req.result);
					req.onerror = () => reject(req.error);
				});
			const generation = (n: string) => (n === 'screenshelf' ? 0 : Number(n.slice('screenshelf~'.length)));
			const names = (await indexedDB.databases())
				.map((d) => d.name ?? '')
				.filter((n) => n === 'screenshelf' || /^screenshelf~\d+$/.test(n))
				.sort((a, b) => generation(b) - generation(a));
			for (const n of names) {
				const db = await request(indexedDB.open(n));
				try {
					const complete = n === 'screenshelf' || (await request(db.transaction('settings').objectStore('settings').getKey('generationComplete'))) !== undefined;
					if (complete) return (await request<unknown>(db.transaction(name).objectStore(name)[method]() as IDBRequest<unknown>)) as T;
				} finally {
					db.close();
				}
			}
			throw new Error('no complete library database');
		},
		[store, read] as const
	);
}

/** Every row of one object store, as stored. */
export const storedRows = <T = Record<string, unknown>>(page: Page, store: string) => readStore<T[]>(page, store, 'getAll');

/** How many rows one object store holds. */
export const storedCount = (page: Page, store: string) => readStore<number>(page, store, 'count');
