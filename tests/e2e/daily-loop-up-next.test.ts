// The evening's loop with the demo catalog, at every size: a series saved from Discover is in Up
// next with its next episode named, from the bottom bar or the sidebar, and one tap logs it, with
// no "Fetch seasons" step; Up next and Upcoming are one tap apart, the current one highlighted;
// the bottom bar's six sections fit the smallest phone with readable labels and 44 px targets.
import type { Page } from '@playwright/test';
import { AppShell } from './pages/app-shell';
import { importThroughSettings, libraryFile } from './pages/seed';
import { expect, test } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';
import { useMockCatalog } from './support/pwa';

test.describe.configure({ timeout: 60_000 });

/** Saves Severance from Discover's search as Watching, with the card's status menu. */
async function saveSeveranceAsWatching(page: Page): Promise<void> {
	await page.goto('/discover?kind=tv&q=severance');
	await page.getByRole('button', { name: 'Choose a status for Severance', exact: true }).click();
	// Pressed rather than clicked: where the menu opens is Discover's own layout, not this journey's.
	await page.getByRole('group', { name: 'Save with status' }).getByRole('button', { name: 'Watching', exact: true }).press('Enter');
	await page.getByRole('link', { name: /^In your library\s*: Severance$/ }).waitFor();
}

test('a series saved from Discover is up next with its episode, and one tap logs it', async ({ page, shot, checkA11y }) => {
	await page.clock.setFixedTime(new Date('2025-01-20T10:00:00'));
	await saveSeveranceAsWatching(page);

	await new AppShell(page).openSection('Up next');
	const sections = page.getByRole('navigation', { name: 'Sections' });
	await expect(sections.getByRole('link', { name: 'Up next', exact: true })).toHaveAttribute('aria-current', 'page');
	const row = page.locator('.up-next > li').filter({ hasText: 'Severance' });
	await expect(row).toContainText('S1 E1 · Good News About Hell');
	await expect(page.getByRole('button', { name: 'Fetch seasons' })).toHaveCount(0);
	await checkA11y();
	await shot('up-next');

	await page.getByRole('button', { name: 'Log Severance S1 E1 as watched today' }).click();
	await expect(row).toContainText('S1 E2 · Half Loop');

	// The whole row opens the series, not only its title: a tap beside its episode line.
	const box = (await row.boundingBox())!;
	await row.click({ position: { x: box.width * 0.6, y: 30 } });
	await expect(page).toHaveURL(/\/title\/tv\/tv%3Atmdb%3A95396$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Severance' })).toBeVisible();

	// Its back link names Up next, where it was opened from, and goes back there.
	await page.getByRole('link', { name: 'Back to Up next' }).click();
	await expect(page).toHaveURL(/\/up-next$/);
	await expect(row).toContainText('S1 E2 · Half Loop');
});

test('a library brought in with a range log is up next after its last episode, on Up next and on the series\' page', async ({ page }) => {
	// A file whose series states no progress, as one written by hand or by another app.
	const file = libraryFile([{ kind: 'tv', providerId: '1396', title: 'Breaking Bad' }], [{ kind: 'tv', providerId: '1396', watchedOn: '2025-01-10', seasonFrom: 1, episodeFrom: 1, episodeTo: 3 }]);
	await importThroughSettings(page, file);

	await new AppShell(page).openSection('Up next');
	const row = page.locator('.up-next > li').filter({ hasText: 'Breaking Bad' });
	await expect(row).toContainText('S1 E4');
	await row.getByRole('link', { name: 'Breaking Bad' }).click();
	await expect(page.getByText(/3 of \d+ episodes, next S1 E4/)).toBeVisible();
	await expect(page.locator('.progress .next')).toHaveText('Next: S1 E4');
});

test('Up next and Upcoming are one tap apart, the current one highlighted', async ({ page, shot }) => {
	await page.goto('/');
	const shell = new AppShell(page);
	await shell.openSection('Up next');
	const sections = page.getByRole('navigation', { name: 'Sections' });
	const wide = (page.viewportSize()?.width ?? 0) >= 900;
	// A phone switches with the tabs at the top of Up next's section; the sidebar lists both.
	const switcher = wide ? sections : page.getByRole('navigation', { name: 'Up next and Upcoming' });
	await expect(switcher.getByRole('link', { name: 'Up next', exact: true })).toHaveAttribute('aria-current', 'page');

	await switcher.getByRole('link', { name: 'Upcoming', exact: true }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeAttached();
	await expect(switcher.getByRole('link', { name: 'Upcoming', exact: true })).toHaveAttribute('aria-current', 'page');
	await expect(switcher.getByRole('link', { name: 'Up next', exact: true })).not.toHaveAttribute('aria-current', 'page');
	// The section stays highlighted in the bottom bar on both of its pages.
	if (!wide) await expect(sections.getByRole('link', { name: 'Up next', exact: true })).toHaveAttribute('aria-current', 'page');
	await shot('upcoming');

	await switcher.getByRole('link', { name: 'Up next', exact: true }).click();
	await expect(page).toHaveURL(/\/up-next$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Up next' })).toBeAttached();

	const links = sections.getByRole('link');
	await expect(links).toHaveText(wide ? ['Library', 'Up next', 'Upcoming', 'Diary', 'Discover', 'People', 'Stats'] : ['Library', 'Up next', 'Diary', 'Discover', 'People', 'Stats']);
	for (const link of await links.all()) {
		const box = (await link.boundingBox())!;
		expect(Math.min(box.width, box.height), `${await link.textContent()}: a 44 px target`).toBeGreaterThanOrEqual(44);
		// The label is shown whole, within its own target.
		const label = (await link.locator('span').boundingBox())!;
		expect(label.x >= box.x && label.x + label.width <= box.x + box.width, `${await link.textContent()}: its label fits`).toBe(true);
	}
});

test.describe('with the TMDB catalog', () => {
	const mock = useMockTmdb();

	test('a series saved while its seasons could not be fetched says so, and fetches them on request', async ({ page, context, shot, problems }) => {
		await useMockCatalog(page, mock.current);
		// TMDB answers the series' details but not its seasons: the save still succeeds.
		mock.current.setFault({ kind: 'status', status: 500, path: '/tv/95396/season' });
		await saveSeveranceAsWatching(page);

		await new AppShell(page).openSection('Up next');
		const row = page.locator('.up-next > li').filter({ hasText: 'Severance' });
		await expect(row).toContainText('S1 E1');
		await expect(row).toContainText('Seasons not on this device yet.');
		await expect(row.getByRole('alert')).toBeVisible();

		await context.setOffline(true);
		await expect(row).toContainText('Seasons not on this device yet: they are fetched when you are online.');
		await expect(row.getByRole('alert')).toHaveCount(0);
		await expect(row.getByRole('button', { name: 'Fetch seasons' })).toBeVisible();
		await shot('up-next-offline-no-guide');

		await context.setOffline(false);
		mock.current.setFault(null);
		await row.getByRole('button', { name: 'Fetch seasons' }).click();
		await expect(row).toContainText('S1 E1 · Good News About Hell');
		await expect(row.getByRole('button', { name: 'Log Severance S1 E1 as watched today' })).toBeVisible();
		// The browser reports each refused request in the console; those were asked for.
		const refused = problems.filter((p) => !/status of 500/.test(p));
		problems.splice(0, problems.length, ...refused);
	});
});
