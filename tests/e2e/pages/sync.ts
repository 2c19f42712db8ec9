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

/** The PouchDB databases on the device: sync keeps no copy of the library beside it. */
export function pouchDatabases(page: Page): Promise<string[]> {
	return page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith('_pouch_')));
}
