/** Page model of what the layout shows on every screen about the installed app: the offline badge and its notices. */
import type { Locator, Page } from '@playwright/test';

export class AppShell {
	readonly offlineBadge: Locator;
	readonly offlineReady: Locator;
	readonly updateReady: Locator;
	readonly reloadButton: Locator;
	readonly laterButton: Locator;

	constructor(readonly page: Page) {
		this.offlineBadge = page.getByRole('banner').getByText('Offline', { exact: true });
		this.offlineReady = page.getByText('Ready to work offline', { exact: true });
		this.updateReady = page.getByText('A new version is ready', { exact: true });
		this.reloadButton = page.getByRole('region', { name: 'Update' }).getByRole('button', { name: 'Reload' });
		this.laterButton = page.getByRole('region', { name: 'Update' }).getByRole('button', { name: 'Later' });
	}

	/** Goes to a screen the way a person does: through the Sections navigation (bottom bar or sidebar). */
	async openSection(name: 'Library' | 'Up next' | 'Diary' | 'Discover' | 'People' | 'Stats'): Promise<void> {
		await this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name, exact: true }).click();
		await this.page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
	}

	/** Waits until the service worker has installed and controls the page: from then on the app opens offline. */
	async waitForServiceWorker(): Promise<void> {
		await this.page.waitForFunction(
			async () => {
				await navigator.serviceWorker.ready;
				return navigator.serviceWorker.controller !== null;
			},
			undefined,
			{ timeout: 20_000 }
		);
	}

	/** The URLs held in each Cache Storage cache of the origin, by cache name. */
	cachedUrls(): Promise<Record<string, string[]>> {
		return this.page.evaluate(async () => {
			const out: Record<string, string[]> = {};
			for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
			return out;
		});
	}
}
