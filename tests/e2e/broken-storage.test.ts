/**
 * When the browser's storage fails under the library, the app says so and offers a way out
 * (retry, reload, export what can be read) instead of a blank screen.
 */
import { expect, test } from './support/fixtures';
import { LibraryPage } from './pages/library';
import { installedVersion, RecoveryScreen, upgradeFromAnotherBuild } from './pages/recovery';
import { importThroughSettings, libraryFile } from './pages/seed';

test('a backing store that will not open shows the recovery screen, which retries until it opens', async ({ page, shot, checkA11y }) => {
	// Chromium's "Internal error opening backing store", until the test heals it.
	await page.addInitScript(() => {
		const open = IDBFactory.prototype.open;
		IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
			if (sessionStorage.getItem('storage-healed') !== 'yes') {
				throw new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
			}
			return open.apply(this, args);
		};
	});
	const recovery = new RecoveryScreen(page);
	await page.goto('/');
	await expect(recovery.dialog).toBeVisible();
	await expect(recovery.dialog).toContainText('would not open the storage');
	// The dialog takes the focus, and the screen behind it cannot be reached.
	await expect(recovery.tryAgain).toBeFocused();
	await page.keyboard.press('Tab');
	await expect(recovery.exportButton).toBeFocused();
	await page.keyboard.press('Shift+Tab');
	await page.keyboard.press('Shift+Tab');
	const focusStaysOut = () => document.activeElement === document.body || document.activeElement?.closest('[role="alertdialog"]') !== null;
	expect(await page.evaluate(focusStaysOut), 'focus never reaches the screen behind').toBe(true);
	await shot('recovery-screen');
	await checkA11y();

	await recovery.exportButton.click();
	await expect(recovery.rescueResult).toHaveText('Nothing could be read from this browser’s storage.');
	await recovery.tryAgain.click();
	await expect(page.getByText('Still can’t open it.')).toBeVisible();

	await page.evaluate(() => sessionStorage.setItem('storage-healed', 'yes'));
	await recovery.tryAgain.click();
	await expect(new LibraryPage(page).heading).toBeVisible();
	await expect(recovery.dialog).toBeHidden();
	await expect(page.getByRole('navigation', { name: 'Shelves' }).getByRole('link', { name: 'Movies 0' })).toBeVisible();
});

test("a library saved by a newer build says so, and exports what it holds instead of a blank screen", async ({ page, shot }) => {
	await importThroughSettings(page, libraryFile([{ kind: 'movie', providerId: '603', title: 'The Matrix' }], [{ kind: 'movie', providerId: '603', watchedOn: '2025-02-01' }]));
	const recovery = new RecoveryScreen(page);

	// Another tab runs a newer build: this tab gives way and asks for a reload.
	const newer = await upgradeFromAnotherBuild(page);
	await expect(recovery.updatedElsewhere).toBeVisible();
	await expect(recovery.updatedElsewhere.getByRole('button', { name: 'Reload' })).toBeFocused();
	await shot('updated-elsewhere');

	await recovery.updatedElsewhere.getByRole('button', { name: 'Reload' }).click();
	await expect(recovery.dialog).toBeVisible();
	await expect(recovery.dialog).toContainText('saved by a newer version of Screenshelf');
	await shot('newer-version');

	const { text } = await recovery.exportWhatRemains();
	const file = JSON.parse(text);
	expect(file.format).toBe('film-tv-library');
	expect(file.data.movies.map((m: { title: string }) => m.title)).toEqual(['The Matrix']);
	expect(file.data.movieWatchLogs).toHaveLength(1);
	await expect(recovery.rescueResult).toContainText('2 rows');

	// The newer build's data is left as it was.
	expect(await installedVersion(page)).toBe(newer);
});
