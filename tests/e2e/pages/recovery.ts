/** Page model of the storage recovery screen and the "updated" and "replaced in another tab" prompts. */
import type { Download, Locator, Page } from '@playwright/test';
import { downloadFrom } from './download';

export class RecoveryScreen {
	readonly dialog: Locator;
	readonly tryAgain: Locator;
	readonly reload: Locator;
	readonly exportButton: Locator;
	readonly rescueResult: Locator;
	readonly updatedElsewhere: Locator;
	readonly replacedElsewhere: Locator;

	constructor(private readonly page: Page) {
		this.dialog = page.getByRole('alertdialog', { name: 'Your library can’t be opened right now' });
		this.tryAgain = this.dialog.getByRole('button', { name: 'Try again' });
		this.reload = this.dialog.getByRole('button', { name: 'Reload' });
		this.exportButton = this.dialog.getByRole('button', { name: 'Export what can be read' });
		this.rescueResult = page.getByTestId('rescue-result');
		this.updatedElsewhere = page.getByRole('alertdialog', { name: 'Screenshelf was updated' });
		this.replacedElsewhere = page.getByRole('alertdialog', { name: 'Your library was replaced' });
	}

	/** Exports what can be read and returns the downloaded file's text. */
	exportWhatRemains(): Promise<{ download: Download; text: string }> {
		return downloadFrom(this.page, this.exportButton);
	}
}

/** The IndexedDB version of the app's database as installed (Dexie's version v is IndexedDB's 10v). */
export function installedVersion(page: Page): Promise<number | undefined> {
	return page.evaluate(async () => (await indexedDB.databases()).find((d) => d.name === 'screenshelf')?.version);
}

/**
 * Opens the app's database one version later than installed, as a newer build in another tab
 * would; returns that version.
 */
export async function upgradeFromAnotherBuild(page: Page): Promise<number> {
	const newer = ((await installedVersion(page)) ?? 0) + 10;
	await page.evaluate(
		(version) =>
			new Promise<void>((resolve, reject) => {
				const req = indexedDB.open('screenshelf', version);
				req.onsuccess = () => {
					req.result.close();
					resolve();
				};
				req.onerror = () => reject(req.error);
			}),
		newer
	);
	return newer;
}
