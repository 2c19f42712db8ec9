/**
 * Two tabs of one browser on one library: a write in one shows in the other without a reload,
 * and when a newer build upgrades the library, or a large import replaces it, every other open
 * tab gives way and asks for a reload.
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

test('a large import in one tab replaces the library in a new database, and the other tab asks to reload', async ({ page, context, shot }) => {
	const shelves = (p: typeof page) => p.getByRole('navigation', { name: 'Shelves' });
	await page.goto('/');
	await expect(shelves(page).getByRole('link', { name: 'Movies 0' })).toBeVisible();
	// Enough rows that the import is written as a new database (src/lib/db/generations.ts).
	const day = (i: number) => new Date(Date.UTC(1990, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
	const logs = Array.from({ length: 10_000 }, (_, i) => ({ kind: 'movie' as const, providerId: '603', watchedOn: day(i) }));

	const other = await context.newPage();
	await importThroughSettings(other, libraryFile([{ kind: 'movie', providerId: '603', title: 'The Matrix', status: 'watched' }], logs));

	const recovery = new RecoveryScreen(page);
	await expect(recovery.replacedElsewhere).toBeVisible();
	await expect(recovery.replacedElsewhere).toContainText('imported in another tab');
	await shot('asked-to-reload-after-import');
	await other.goto('/');
	await expect(shelves(other).getByRole('link', { name: 'Movies 1' })).toBeVisible();
	await recovery.replacedElsewhere.getByRole('button', { name: 'Reload' }).click();
	await expect(shelves(page).getByRole('link', { name: 'Movies 1' })).toBeVisible();
	await page.goto('/title/movie/movie%3Atmdb%3A603');
	await expect(page.getByText(/Watched 10,?000 times/)).toBeVisible();
	expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).filter((name) => name?.startsWith('screenshelf')))).toEqual(['screenshelf~1']);
});
