// Bringing history from other services, against the mock TMDB server through the real client:
// a Letterboxd export matched, its uncertain titles settled by hand, imported once and again
// without duplicates; TV Time's TVDB IDs found on TMDB, with what each file left behind (and a
// 2020 export's episodes by TVDB episode ID, or on the demo catalog the note that they need TMDB); a bad
// row shown with its line and a file that is not an export refused; and the films exported back
// out for Letterboxd.
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
	await expect(page.getByText(/^1 title still needs your choice and 1 title was not found;/)).toBeVisible();
	await expect(history.planCells('Movies')).toHaveText(['6', '0', '0', '0']);
	await expect(history.planCells('Movie logs')).toHaveText(['4', '0', '0', '0']);
	await shot('history-preview');
	await checkA11y();

	await history.choice('The Godfather').getByRole('radio', { name: 'The Godfather Part II (1974)' }).check();
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
	await expect(history.done).toHaveText('Letterboxd history imported: 7 movies and 5 movie logs added.');

	// The same export again: choices remembered, nothing new to write.
	await history.choose('letterboxd');
	await expect(history.count('Chosen by you')).toHaveText('1');
	await expect(history.nothingToDo).toBeVisible();
	await expect(history.planCells('Movie logs')).toHaveText(['0', '0', '5', '0']);

	await page.goto('/diary');
	await expect(page.getByText('The Godfather Part II').first()).toBeVisible();
	await expect(page.getByText('The Matrix').first()).toBeVisible();
	// Letterboxd does not say where a film was watched, so no row names a place.
	await expect(page.getByRole('main')).not.toContainText('Other');
});

test('a TV Time export: series found by their TVDB IDs, follows saved, and every row accounted for', async ({ page, shot }) => {
	await useMockCatalog(page, mock.current);
	const history = new HistoryImportSection(page);
	await history.choose('tvtime');
	await expect(history.count('Matched exactly')).toHaveText('3');
	await expect(history.count('Matched by title and year')).toHaveText('4');
	await expect(history.planCells('Series logs')).toHaveText(['5', '0', '0', '0']);
	const v2 = history.fileReport('tracking-prod-records-v2.csv');
	await expect(v2.getByText(/rows read/)).toHaveText('11 rows read: 7 used, 4 skipped');
	await v2.locator('summary').click();
	await expect(v2.getByRole('listitem').filter({ hasText: 'line 10' })).toHaveText('line 10: a watch with no season or episode number');
	await shot('history-tvtime-report');
	await history.importButton.click();
	await expect(history.done).toContainText('TV Time history imported');
	expect(mock.current.requests.some((r) => r.path === '/find/81189')).toBe(true);
});

test("a 2020 TV Time export: episodes named only by TVDB ID placed through TMDB's /find, imported, and those it does not know listed", async ({ page }) => {
	await useMockCatalog(page, mock.current);
	const history = new HistoryImportSection(page);
	await history.choose('tvtime2020');
	// Four series placed by their episodes, three followed ones by TVDB ID; Twin Peaks is not in the catalog.
	await expect(history.count('Matched exactly')).toHaveText('7');
	await expect(history.count('Not found')).toHaveText('1');
	await expect(history.leftOut).toContainText('Left out if imported now: 4 episodes not found on TMDB by their TVDB episode ID.');
	await history.importButton.click();
	await expect(history.done).toContainText('TV Time history imported');
	expect(mock.current.requests.some((r) => r.path === '/find/5381841')).toBe(true);
	await page.goto('/diary');
	await expect(page.getByText('Sherlock').first()).toBeVisible();
});

test('a 2020 TV Time export on the demo catalog: told plainly that its episodes need a TMDB token, not refused', async ({ page }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	const history = new HistoryImportSection(page);
	await history.choose('tvtime2020');
	const note = page.getByTestId('history-needs-tmdb');
	await expect(note).toContainText("22 of this export's episode watches are named only by TheTVDB's episode ID, which the demo catalog cannot look up.");
	await expect(note.getByRole('link', { name: 'Get the full catalog' })).toHaveAttribute('href', '/settings#catalog-guide');
	await expect(history.error).toHaveCount(0);
	await expect(history.count('Matched exactly')).toHaveText('3');
	await expect(history.leftOut).toContainText('16 episodes named only by their TVDB episode ID');
});

test('a row that cannot be read is shown with its line, a file that is not an export is refused, and films go out as a Letterboxd CSV', async ({ page }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	const history = new HistoryImportSection(page);
	await history.choose('malformed');
	const diary = history.fileReport('diary.csv');
	await expect(diary.getByText(/rows read/)).toHaveText('2 rows read: 1 used, 1 skipped');
	await diary.locator('summary').click();
	await expect(diary.getByRole('listitem').filter({ hasText: 'line 3' })).toHaveText('line 3: Watched Date is not a date written YYYY-MM-DD (2023-31-01)');

	await history.chooseFile('diary.csv', 'Title,Date\nAlien,2020-01-01\n');
	await expect(history.error).toContainText('nothing was imported');
	await expect(history.error).toContainText('diary.csv');
	await expect(history.counts).toHaveCount(0);

	const { download, text } = await history.exportLetterboxd();
	expect(download.suggestedFilename()).toMatch(/^screenshelf-letterboxd-\d{4}-\d{2}-\d{2}\.csv$/);
	expect(text.split('\r\n')[0]).toBe('tmdbID,Title,Year,WatchedDate,Rating10,Tags,Review');
});

test('a 500-film history on the demo catalog: told what the catalog knows, all not found skipped in one tap, the matched imported, the rest listed', async ({ page }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	const history = new HistoryImportSection(page);
	await expect(page.getByTestId('history-catalog-note')).toContainText('knows only 39 movies and 10 series');
	await expect(page.getByTestId('history-catalog-note').getByRole('link', { name: 'Get the full catalog' })).toHaveAttribute('href', '/settings#catalog-guide');

	await history.choose('letterboxd500');
	await expect(history.count('Matched by title and year')).toHaveText('20');
	await expect(history.count('Need your choice')).toHaveText('2');
	await expect(history.count('Not found')).toHaveText('478');
	// A page of each group at a time: every action within a few screens, not 130,000 px.
	await expect(history.group('Not found').getByText('1–10 of 478')).toBeVisible();
	const viewport = page.viewportSize()!;
	expect((await history.section.boundingBox())!.height).toBeLessThan(5 * viewport.height);
	await history.group('Not found').getByRole('button', { name: 'Next' }).click();
	await expect(history.group('Not found').getByText('11–20 of 478')).toBeVisible();

	await history.skipAllNotFound.click();
	await expect(history.count('Skipped')).toHaveText('478');
	await expect(history.count('Not found')).toHaveText('0');
	await expect(history.planCells('Movies')).toHaveText(['20', '0', '0', '0']);
	await expect(history.importButton).toHaveText('Import the 20 matched now');
	await history.importButton.click();
	await expect(history.done).toHaveText('Letterboxd history imported: 20 movies and 20 movie logs added.');
	await expect(history.leftOut).toContainText('Not imported: 478 titles skipped by you; 2 titles with several catalog matches, none chosen.');
	const { download, text } = await history.downloadLeftOut();
	expect(download.suggestedFilename()).toMatch(/^screenshelf-not-imported-letterboxd-\d{4}-\d{2}-\d{2}\.csv$/);
	const lines = text.trimEnd().split('\r\n');
	expect(lines[0]).toBe('Title,Year,Source file,Reason');
	expect(lines).toHaveLength(481);
	expect(lines).toContain('The Godfather,1973,diary.csv,"with several catalog matches, none chosen"');
});

test("a Netflix archive on the demo catalog: the profile picked, episodes numbered from their guides, what was not placed listed", async ({ page }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	const history = new HistoryImportSection(page);
	await history.choose('netflix');
	await expect(history.section.getByText('This Netflix archive holds 2 profiles. Whose history is this?')).toBeVisible();
	await history.section.getByRole('radio', { name: 'Sam' }).check();
	await history.section.getByRole('button', { name: "Bring this profile's history" }).click();
	await expect(history.count('Matched by title')).toHaveText('6');
	// Breaking Bad's first three episodes on one evening are one log; Gray Matter another; Dark's "Lies" a third.
	await expect(history.planCells('Series logs')).toHaveText(['3', '0', '0', '0']);
	// Said before the import as after it: the preview's counts do not show an episode left out.
	await expect(history.leftOut).toContainText("Left out if imported now: 1 episode not in the series' episode guide.");
	await history.importButton.click();
	await expect(history.done).toContainText('Netflix history imported');
	await expect(history.leftOut).toContainText("Not imported: 1 episode not in the series' episode guide.");
});
