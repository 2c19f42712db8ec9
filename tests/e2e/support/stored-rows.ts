/** The app's database read straight from IndexedDB in the page: what is stored, not what a screen shows. */
import type { Page } from '@playwright/test';

/** One read of one object store of the app's database, in the page. */
function readStore<T>(page: Page, store: string, read: 'getAll' | 'count'): Promise<T> {
	return page.evaluate(
		([name, method]) =>
			new Promise<T>((resolve, reject) => {
				const open = indexedDB.open('screenshelf');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const db = open.result;
					const req = db.transaction(name).objectStore(name)[method]();
					req.onsuccess = () => {
						db.close();
						resolve(req.result as T);
					};
					req.onerror = () => reject(req.error);
				};
			}),
		[store, read] as const
	);
}

/** Every row of one object store, as stored. */
export const storedRows = <T = Record<string, unknown>>(page: Page, store: string) => readStore<T[]>(page, store, 'getAll');

/** How many rows one object store holds. */
export const storedCount = (page: Page, store: string) => readStore<number>(page, store, 'count');
