// A saved title's page: status, rating, notes and tags; TV progress with one-tap logging and
// "watched up to here"; its watch logs edited and deleted; and removing the title with its logs.
import { saveFromCatalog } from './pages/catalog-save';
import { LibraryPage } from './pages/library';
import { LogWatchPage } from './pages/log-watch';
import { importThroughSettings, libraryFile, recordId } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';

const BREAKING_BAD = 'tv:tmdb:1396';
const MATRIX = 'movie:tmdb:603';

test('a series: S1 E1 to E5 watched up to here as one range, then the next episode logged with one tap', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const library = new LibraryPage(page);
	await library.goto('tv');
	await library.card('Breaking Bad').click();

	const title = new TitlePage(page);
	await expect(title.heading('Breaking Bad')).toBeVisible();
	await expect(page).toHaveTitle('Breaking Bad · Screenshelf');
	await expect(title.progress).toHaveText('Next: S1 E1');
	await expect(page.getByText('“Pilot” · aired January 20, 2008')).toBeVisible();
	await expect(title.status('Want to watch')).toHaveAttribute('aria-pressed', 'true');
	await expect(page.getByText('Not started yet: 62 episodes')).toBeVisible();
	await shot('series-saved');
	await checkA11y();

	// The season the person is on is open.
	await expect(title.season('Season 1')).toHaveAttribute('aria-expanded', 'true');
	await expect(page.getByRole('list', { name: 'Episodes of Season 1' }).getByRole('listitem')).toHaveCount(7);
	await title.watchUpTo('Season 1', 1, 5, 'Don’t remember: on the air date');
	await expect(title.progress).toHaveText('Next: S1 E6');
	await expect(title.logRow('S1 E1–E5')).toHaveCount(1);
	// Not remembered: the range is dated by its last episode's air date, marked as a default.
	await expect(title.logRow('S1 E1–E5')).toContainText('February 24, 2008');
	await expect(title.logRow('S1 E1–E5')).toContainText('Date unknown, defaulted');
	await expect(title.status('Watching')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.season('Season 1')).toContainText('5 of 7 watched');
	await shot('series-range-marked');
	await checkA11y();

	await title.logNextEpisode.click();
	await expect(title.progress).toHaveText('Next: S1 E7');
	await expect(title.logRow('S1 E6')).toHaveCount(1);
	await expect(title.logRows).toHaveCount(2);
	await expect(page.getByText('6 of 62 episodes, next S1 E7')).toBeVisible();
	await shot('series-next-logged');
	await checkA11y();

	await library.goto('tv');
	await expect(library.card('Breaking Bad')).toContainText('Watching');
});

test('status, rating, journal notes and tags are kept, with tags suggested from other titles', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	await saveFromCatalog(page, 'movie', 'Alien', 'Alien');
	const title = new TitlePage(page);
	await title.goto('movie', MATRIX);
	await expect(page.getByText('Original title')).toHaveCount(0);

	await title.status('Watched').click();
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');
	await title.rating.getByRole('button', { name: 'Love', exact: true }).click();
	await expect(title.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true');
	await title.notes.fill('Bullet time still holds up.');
	await title.saveNotes.click();
	await expect(page.getByText('Notes saved.')).toBeVisible();
	await title.newTag.fill('cyberpunk');
	await title.newTag.press('Enter');
	await expect(title.tag('cyberpunk')).toBeVisible();
	await title.newTag.fill('rewatch');
	await page.getByRole('button', { name: 'Add', exact: true }).click();
	await expect(title.tag('rewatch')).toBeVisible();
	await shot('movie-edited');
	await checkA11y();

	await page.reload();
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true');
	await expect(title.notes).toHaveValue('Bullet time still holds up.');
	await expect(title.tag('cyberpunk')).toBeVisible();

	await title.tag('rewatch').click();
	await expect(title.tag('rewatch')).toHaveCount(0);
	await expect(title.tag('cyberpunk')).toBeVisible();

	// The provider's details are read again; what the user wrote stays.
	await page.getByRole('button', { name: 'Refresh metadata' }).click();
	await expect(page.getByText('Details refreshed from the catalog.')).toBeVisible();
	await expect(title.notes).toHaveValue('Bullet time still holds up.');
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.tag('cyberpunk')).toBeVisible();

	// Another title offers the tags already in use as the user types.
	await title.goto('movie', 'movie:tmdb:348');
	await title.newTag.fill('cy');
	await title.tagSuggestions.getByRole('button', { name: /cyberpunk/ }).click();
	await expect(title.tag('cyberpunk')).toBeVisible();
	await shot('movie-tag-suggested');

	const library = new LibraryPage(page);
	await library.goto('movie');
	await library.search.fill('cyberpunk');
	await expect(library.cards).toHaveCount(2);
});

test('edit a log, delete a log, then remove the title with its logs', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', BREAKING_BAD);
	// Seen long ago: filed on the air dates, so the watch edited below, dated 2024, is the newest.
	await title.watchUpTo('Season 1', 1, 3, 'Don’t remember: on the air date');
	await expect(title.progress).toHaveText('Next: S1 E4');
	await title.logNextEpisode.click();
	await expect(title.progress).toHaveText('Next: S1 E5');

	await title.logRow('S1 E4').getByRole('link', { name: /^Edit/ }).click();
	const log = new LogWatchPage(page);
	await expect(log.heading).toHaveText('Edit a watch');
	await expect(log.fromEpisode).toHaveValue('4');
	await expect(log.dateUnknown).not.toBeChecked();
	await log.date.fill('2024-05-04');
	await log.rating.getByRole('button', { name: 'Like', exact: true }).click();
	await log.notes.fill('Hank is onto something.');
	await log.saveChanges.click();

	await expect(title.heading('Breaking Bad')).toBeVisible();
	const edited = title.logRow('S1 E4');
	await expect(edited).toContainText('May 4, 2024');
	await expect(edited).toContainText('Like');
	await expect(edited).toContainText('Hank is onto something.');
	await expect(edited).not.toContainText('Date unknown');
	// Newest first: the rewritten watch leads.
	await expect(title.logRows.first()).toContainText('S1 E4');
	await shot('log-edited');

	await title.logRow('S1 E1–E3').getByRole('button', { name: /^Delete/ }).click();
	await expect(title.dialog).toBeVisible();
	await expect(title.dialog).toContainText('Delete this watch?');
	await shot('log-delete-asks');
	await checkA11y();
	await title.dialog.getByRole('button', { name: 'Delete watch' }).click();
	await expect(title.dialog).toBeHidden();
	await expect(title.logRows).toHaveCount(1);
	// Deleting a watch leaves the progress where it was.
	await expect(title.progress).toHaveText('Next: S1 E5');

	await title.removeButton.click();
	await expect(title.dialog).toContainText('removes Breaking Bad from your library with 1 watch log and 0 recommendations');
	await shot('title-remove-asks');
	await checkA11y();
	await title.dialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(title.dialog).toBeHidden();
	await title.removeButton.click();
	await title.dialog.getByRole('button', { name: 'Remove', exact: true }).click();

	const library = new LibraryPage(page);
	await expect(page).toHaveURL(/\/\?kind=tv$/);
	// It was the only title: the library is empty again, and opens on its ways in.
	await expect(library.waysIn).toBeVisible();
	await shot('library-after-remove');

	await page.goto(`/title/tv/${encodeURIComponent(BREAKING_BAD)}`);
	await expect(page.getByRole('heading', { name: 'This title is not in your library' })).toBeVisible();
	await checkA11y();

	// Its logs went with it: saved again, the series starts with no watches.
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	await title.goto('tv', BREAKING_BAD);
	await expect(page.getByText('No watches logged yet.')).toBeVisible();
	await expect(page.getByText('Not started yet: 62 episodes')).toBeVisible();
	await expect(title.progress).toHaveText('Next: S1 E1');
});

test.describe('with the TMDB catalog', () => {
	const mock = useMockTmdb();

	test('a provider that refuses shows as a message, and the page keeps working', async ({ page, shot, checkA11y, problems }) => {
		test.setTimeout(60_000);
		const settings = new SettingsPage(page);
		await settings.goto();
		await settings.useTmdbServer(mock.current.url);
		await settings.testToken(mock.current.token);
		await settings.saveTokenButton.click();
		await expect(settings.catalogInUse).toHaveText('In use: TMDB');
		await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');

		mock.current.setFault({ kind: 'status', status: 429, retryAfter: 30, path: '/tv/1396/season' });
		const title = new TitlePage(page);
		await title.goto('tv', BREAKING_BAD);
		await expect(title.progress).toHaveText('Next: S1 E1');
		await expect(page.getByRole('alert').filter({ hasText: 'TMDB asks for a pause' }).first()).toContainText('Try again in 30 s.');
		// Season 1, the one the person is on, opens by itself and offers to ask again.
		await expect(title.season('Season 1')).toHaveAttribute('aria-expanded', 'true');
		await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
		await shot('provider-refused');
		await checkA11y();

		// Without the episode's details the next episode is still logged, tonight and on television.
		await title.logNextEpisode.click();
		await expect(title.progress).toHaveText('Next: S1 E2');
		await expect(title.logRow('S1 E1')).toContainText('Television');
		await expect(title.logRow('S1 E1')).not.toContainText('Date unknown');

		mock.current.setFault(null);
		await page.getByRole('button', { name: 'Try again' }).click();
		await expect(page.getByRole('list', { name: 'Episodes of Season 1' }).getByRole('listitem')).toHaveCount(7);

		// Offline, Refresh metadata says it could not, and from when the details shown are.
		await page.context().setOffline(true);
		await page.getByRole('button', { name: 'Refresh metadata' }).click();
		await expect(page.getByTestId('refresh-kept')).toHaveText(/^You are offline, so the details could not be refreshed\. The details shown are from \S.* \d{4}\.$/);
		await expect(page.getByText('Details refreshed from the catalog.')).toHaveCount(0);
		await shot('refresh-offline');
		await page.context().setOffline(false);
		// The browser reports each refused request in the console; those were asked for.
		const refused = problems.filter((p) => !/status of 429/.test(p));
		problems.splice(0, problems.length, ...refused);
	});
});

test('a title opened from a Library search goes back to that search, after a watch logged on its page too', async ({ page }) => {
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	const library = new LibraryPage(page);
	await library.goto('movie');
	await library.search.fill('matrix');
	await expect(page).toHaveURL(/q=matrix/);
	await library.card('The Matrix').click();

	const title = new TitlePage(page);
	await expect(title.heading('The Matrix')).toBeVisible();
	await title.logAWatch.click();
	await expect(page.getByRole('link', { name: 'Back to The Matrix' })).toBeVisible();
	await page.getByRole('button', { name: 'Save watch' }).click();

	await expect(title.heading('The Matrix')).toBeVisible();
	await expect(title.logRows).toHaveCount(1);
	await page.getByRole('link', { name: 'Back to Library' }).click();
	await expect(page).toHaveURL(/\/\?kind=movie&q=matrix$/);
	await expect(library.search).toHaveValue('matrix');

	// Removed, the title goes back to that search too.
	await library.card('The Matrix').click();
	await title.removeButton.click();
	await title.dialog.getByRole('button', { name: 'Remove', exact: true }).click();
	await expect(page).toHaveURL(/\/\?kind=movie&q=matrix$/);
	await expect(library.cards).toHaveCount(0);
});

test('a long title in the back link ends in an ellipsis on one line, beside an arrow of full size', async ({ page }) => {
	const long = 'The Extraordinarily Long and Winding Chronicle of Everything That Happened Before Breakfast';
	await importThroughSettings(page, libraryFile([{ kind: 'movie', providerId: '424242', title: long }], []));
	await page.goto(`/title/movie/${encodeURIComponent(recordId('movie', '424242'))}/log`);
	const back = page.getByRole('link', { name: `Back to ${long}` });
	await expect(back).toBeVisible();
	expect((await back.locator('svg').boundingBox())?.width).toBe(20);
	const link = (await back.boundingBox())!;
	expect(link.x + link.width).toBeLessThanOrEqual(page.viewportSize()!.width);
	const place = await back.evaluate((a) => {
		const label = a.querySelector('svg + span')!;
		return { cut: label.scrollWidth > label.clientWidth, ellipsis: getComputedStyle(label).textOverflow, lines: label.getClientRects().length };
	});
	expect(place).toEqual({ cut: true, ellipsis: 'ellipsis', lines: 1 });
});
