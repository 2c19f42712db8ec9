/**
 * Two tabs of one browser on one library: a write in one shows in the other without a reload,
 * and when a newer build upgrades the library, every open tab gives way and asks for a reload.
 */
import { expect, test } from './support/fixtures';
import { RecoveryScreen, upgradeFromAnotherBuild } from './pages/recovery';
import { importThroughSettings, libraryFile } from './pages/seed';

test('a write in one tab shows in the other, and an upgrade elsewhere asks both to reload', async ({ page, context, shot }) => {
	const shelves = (p: typeof page) => p.getByRole('navigation', { name: 'Shelves' });
	await page.goto('/');
	await expect(shelves(page).getByRole('link', { name: 'Movies 0' })).toBeVisible();

	const other = await context.newPage();
	await importThroughSettings(other, libraryFile([{ kind: 'movie', providerId: '603', title: 'The Matrix' }], []));
	// The first tab was not reloaded: its live queries heard the other tab's write.
	await expect(shelves(page).getByRole('link', { name: 'Movies 1' })).toBeVisible();
	await shot('first-tab-after-write-in-second');

	await upgradeFromAnotherBuild(other);
	for (const tab of [page, other]) await expect(new RecoveryScreen(tab).updatedElsewhere).toBeVisible();
	await shot('asked-to-reload');
});
