// Titles brought in by an import, with the demo catalog: a Trakt history's films and series get
// their details in the background after the import, so Stats' hours count every film's runtime
// and the Library's Up next shelf names each series' next episode; and a series a library file
// brings in without its seasons gets them from the Library's shelf, as from Up next, with no
// "Fetch seasons" step. With the TMDB catalog, a reload while details are fetched carries on where
// the closed page stopped.
import type { Locator, Page } from '@playwright/test';
import { HistoryImportSection } from './pages/history-import';
import { importThroughSettings, libraryFile } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { StatsPage } from './pages/stats';
import { expect, test } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';
import { useMockCatalog } from './support/pwa';

/** Imports Trakt's export (three films, three series) from Settings; gives the line saying how far the details have come. */
async function importTrakt(page: Page): Promise<Locator> {
	const history = new HistoryImportSection(page);
	await history.choose('trakt');
	await history.importButton.click();
	await expect(history.done).toContainText('Trakt history imported');
	return page.getByTestId('details-progress');
}

test('a history import: its titles get their details, so Stats counts the films\' hours and Up next names the next episode', async ({ page, checkA11y }) => {
	await new SettingsPage(page).goto();
	const details = await importTrakt(page);
	await expect(details).toHaveText('Details fetched for all 6 imported titles.');
	await checkA11y();

	const stats = new StatsPage(page);
	await stats.goto();
	// The Dark Knight twice (152 minutes) and Inception (148): 7.5 hours, none left out.
	await expect(stats.tileSplit('Hours watched')).toContainText('7.5 h movies');
	await expect(page.getByText(/no known runtime/)).toHaveCount(0);

	await page.goto('/?kind=tv');
	const shelf = page.getByRole('region', { name: 'Up next' });
	await expect(shelf.locator('.up-next > li').filter({ hasText: 'Breaking Bad' })).toContainText("S1 E6 · Crazy Handful of Nothin'");
	await expect(shelf.locator('.up-next > li').filter({ hasText: 'Sherlock' })).toContainText('S1 E2 · The Blind Banker');
	await expect(shelf.getByRole('button', { name: 'Fetch seasons' })).toHaveCount(0);
});

test("the Library's Up next shelf fetches the seasons of a series a library file brought in without them", async ({ page }) => {
	const file = libraryFile(
		[{ kind: 'tv', providerId: '1396', title: 'Breaking Bad', status: 'watching' }],
		[{ kind: 'tv', providerId: '1396', watchedOn: '2025-01-10', seasonFrom: 1, episodeFrom: 1, episodeTo: 1 }]
	);
	await importThroughSettings(page, file);

	await page.goto('/?kind=tv');
	const row = page.getByRole('region', { name: 'Up next' }).locator('.up-next > li');
	await expect(row).toContainText("S1 E2 · Cat's in the Bag...");
	await expect(row.getByRole('button', { name: 'Log Breaking Bad S1 E2 as watched today' })).toBeVisible();
	await expect(row.getByRole('button', { name: 'Fetch seasons' })).toHaveCount(0);
});

test.describe('with the TMDB catalog', () => {
	const mock = useMockTmdb();

	test('a reload while details are fetched carries on where the closed page stopped', async ({ page }) => {
		await useMockCatalog(page, mock.current);
		mock.current.requests.splice(0);
		// Sherlock and Breaking Bad come first; Dark's seasons then take TMDB a while, long enough to reload.
		mock.current.setFault({ kind: 'slow', delayMs: 3000, path: '/tv/70523/season/' });
		const details = await importTrakt(page);
		await expect(details).toHaveText('Fetching details: 2 of 6 titles');

		await page.reload();
		await expect(details).toHaveText(/^Fetching details: [2-5] of 6 titles$/);
		mock.current.setFault(null);
		await expect(details).toHaveText('Details fetched for all 6 imported titles.');
		// What the closed page had fetched was not asked for again.
		const asked = (path: string) => mock.current.requests.filter((r) => r.path === path).length;
		expect([asked('/tv/19885/season/1'), asked('/tv/1396/season/1')]).toEqual([1, 1]);
	});
});
