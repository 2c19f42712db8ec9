/** Page model of Settings > Sync, and a device: a browser context of its own (its own IndexedDB). */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

export interface SyncAccount {
	url: string;
	database: string;
	username: string;
	password: string;
	passphrase?: string;
}

export class SyncSettings {
	readonly status: Locator;
	readonly pending: Locator;
	readonly refusal: Locator;
	readonly syncNow: Locator;
	readonly onOff: Locator;

	constructor(readonly page: Page) {
		this.status = page.getByTestId('sync-status');
		this.pending = page.getByTestId('sync-pending');
		this.refusal = page.getByRole('region', { name: 'Sync' }).getByRole('alert');
		this.syncNow = page.getByRole('button', { name: 'Sync now' });
		this.onOff = page.getByRole('switch', { name: 'Sync this device' });
	}

	async open(): Promise<void> {
		await this.page.goto('/settings');
		await this.page.getByRole('heading', { level: 2, name: 'Sync' }).waitFor();
	}

	/** Unfolds the setup form (folded until wanted) unless it is open, fills it in and turns sync on. */
	async connect(account: SyncAccount): Promise<void> {
		const unfold = this.page.getByText('Connect to your server', { exact: true });
		await unfold.waitFor();
		if (!(await this.page.getByLabel('Server address').isVisible())) await unfold.click();
		await this.page.getByLabel('Server address').fill(account.url);
		await this.page.getByLabel('Database name').fill(account.database);
		await this.page.getByLabel('User name').fill(account.username);
		await this.page.getByLabel('Password', { exact: true }).fill(account.password);
		if (account.passphrase) await this.page.getByLabel(/^Encryption passphrase/).fill(account.passphrase);
		await this.page.getByRole('button', { name: 'Turn on sync' }).click();
	}
}

export interface Device {
	context: BrowserContext;
	page: Page;
	sync: SyncSettings;
}

export async function openDevice(browser: Browser, baseURL: string, viewport = { width: 390, height: 844 }): Promise<Device> {
	const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
	const page = await context.newPage();
	return { context, page, sync: new SyncSettings(page) };
}

/**
 * Revision bodies the device's sync mirror keeps besides each document's current ones (its
 * leaves): the old bodies of edits. Read from PouchDB's IndexedDB database as it stores them.
 */
export function oldBodiesInMirror(page: Page): Promise<number> {
	return page.evaluate(async () => {
		const name = (await indexedDB.databases()).map((d) => d.name ?? '').find((n) => n.startsWith('_pouch_') && n.endsWith('-sync'));
		if (!name) throw new Error('no sync mirror on this device');
		const db = await new Promise<IDBDatabase>((resolve, reject) => {
			const open = indexedDB.open(name);
			open.onsuccess = () => resolve(open.result);
			open.onerror = () => reject(open.error);
		});
		const all = (store: string) =>
			new Promise<unknown[]>((resolve, reject) => {
				const request = db.transaction(store).objectStore(store).getAll();
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(request.error);
			});
		type Node = [string, unknown, Node[]];
		const leaves = (node: Node): number => (node[2].length === 0 ? 1 : node[2].reduce((n, child) => n + leaves(child), 0));
		const metadata = (await all('document-store')) as { data: string }[];
		const current = metadata.reduce((n, m) => n + (JSON.parse(m.data) as { rev_tree: { ids: Node }[] }).rev_tree.reduce((k, path) => k + leaves(path.ids), 0), 0);
		const bodies = (await all('by-sequence')).length;
		db.close();
		return bodies - current;
	});
}
