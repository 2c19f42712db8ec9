// Bringing history from other services, against the mock TMDB server through the real client:
// a Letterboxd export matched, its uncertain titles settled by hand, imported once and again
// without duplicates; TV Time's TVDB IDs found on TMDB; a malformed file refused; and the
// films exported back out for Letterboxd.
import { HistoryImportSection } from './pages/history-import';
import { SettingsPage } from './pages/settings';
import { expect, test } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';
import { useMockCatalog } from './support/pwa';

const mock = useMockTmdb();

test('a Letterboxd export: preview, choices, one import, and no duplicates the second time', async ({ page, shot, checkA11y }) => {
	// A long journey: two full-page shots, an accessibility scan, and two passes over the export.
	test.slow();
	await useMockCatalog(page, mock.current);
	const history = new HistoryImportSection(page);
	await history.choose('letterboxd');

	await expect(history.count('Matched by title and year')).toHaveText('6');
	await expect(history.count('Need your choice')).toHaveText('1');
	await expect(history.count('Not found')).toHaveText('1');
	await expect(history.planCells('Movies')).toHaveText(['6', '0', '0', '0']);
	await expect(history.planCells('Movie logs')).toHaveText(['4', '0', '0', '0']);
	await shot('history-preview');
	await checkA11y();

	await history.choice('Alien').getByRole('radio', { name: 'Aliens (1986)' }).check();
	const road = history.choice('Zzyzx Nowhere Road');
	await road.getByRole('searchbox').fill('Zzyzx');
	await road.getByRole('button', { name: 'Search' }).click();
	await expect(road.getByRole('status')).toHaveText('Nothing found for “Zzyzx”.');
	await road.getByRole('radio', { name: 'Skip this title' }).check();
	await expect(history.count('Chosen by you')).toHaveText('1');
	await expect(history.count('Skipped')).toHaveText('1');
	await expect(history.planCells('Movie logs')).toHaveText(['5', '0', '0', '0']);
	await shot('history-choices');

	await history.importButton.click();
	await expect(history.done).toHaveText('Letterboxd history imported: 12 rows added, 0 updated.');

	// The same export again: choices remembered, nothing new to write.
	await history.choose('letterboxd');
	await expect(history.count('Chosen by you')).toHaveText('1');
	await expect(history.nothingToDo).toBeVisible();
	await expect(history.planCells('Movie logs')).toHaveText(['0', '0', '5', '0']);

	await page.goto('/diary');
	await expect(page.getByText('Aliens').first()).toBeVisible();
	await expect(page.getByText('The Matrix').first()).toBeVisible();
});

test('a TV Time export: series found by their TVDB IDs and follows saved', async ({ page }) => {
	await useMockCatalog(page, mock.current);
	const history = new HistoryImportSection(page);
	await history.choose('tvtime');
	await expect(history.count('Matched exactly')).toHaveText('3');
	await expect(history.count('Matched by title and year')).toHaveText('3');
	await expect(history.planCells('Series logs')).toHaveText(['5', '0', '0', '0']);
	await history.importButton.click();
	await expect(history.done).toContainText('TV Time history imported');
	expect(mock.current.requests.some((r) => r.path === '/find/81189')).toBe(true);
});

test('a malformed export is refused with its line, and the films go out as a Letterboxd CSV', async ({ page }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	const history = new HistoryImportSection(page);
	await history.choose('malformed');
	await expect(history.error).toContainText('nothing was imported');
	await expect(history.error).toContainText('diary.csv:3');
	await expect(history.counts).toHaveCount(0);

	const { download, text } = await history.exportLetterboxd();
	expect(download.suggestedFilename()).toMatch(/^screenshelf-letterboxd-\d{4}-\d{2}-\d{2}\.csv$/);
	expect(text.split('\r\n')[0]).toBe('tmdbID,Title,Year,WatchedDate,Rating10,Tags,Review');
});
