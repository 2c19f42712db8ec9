// The Library: two shelves in the URL, status chips counting each status, a search in the URL,
// a poster grid read a page at a time, an empty library's three ways in, and an empty shelf that says what to do next.
import { LibraryPage } from './pages/library';
import { saveFromCatalog } from './pages/catalog-save';
import { importThroughSettings, libraryFile } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

test('an empty library opens on its three ways in, on both shelves, and each lands where it says', async ({ page, shot, checkA11y }) => {
	const library = new LibraryPage(page);
	await library.goto();
	await expect(page).toHaveTitle('Library · Screenshelf');
	await expect(library.waysIn).toBeVisible();
	await expect(library.way('Bring your history')).toContainText('From Letterboxd, TV Time, Trakt, Netflix or IMDb, with every watch on its date.');
	await expect(library.way('Get the full catalog')).toContainText('The built-in demo catalog has a few dozen titles.');
	await expect(library.way('Find titles in Discover')).toBeVisible();
	await expect(library.goToDiscover).toHaveCount(0);
	await expect(library.tab('Series')).toHaveAttribute('aria-current', 'page');
	await shot('library-empty-series');
	await checkA11y();

	await library.tab('Movies').click();
	await expect(page).toHaveURL(/\/\?kind=movie$/);
	await expect(library.tab('Movies')).toHaveAttribute('aria-current', 'page');
	await expect(library.waysIn).toBeVisible();
	await shot('library-empty-movies');

	await library.importHistory.click();
	await expect(page).toHaveURL(/\/settings#history$/);
	await expect(page.getByRole('heading', { level: 2, name: 'Bring your history' })).toBeInViewport();
	await page.goBack();

	await library.getFullCatalog.click();
	await expect(page).toHaveURL(/\/settings#catalog-guide$/);
	const settings = new SettingsPage(page);
	await expect(settings.guide).toHaveAttribute('open', '');
	await expect(settings.guideSummary).toBeInViewport();
	await page.goBack();

	await library.findInDiscover.click();
	await expect(page).toHaveURL(/\/discover$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
});

test('an empty shelf beside a full one sends you to Discover', async ({ page }) => {
	const library = new LibraryPage(page);
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	await library.goto('tv');
	await expect(library.emptyState('No series on your shelf yet')).toBeVisible();
	await expect(library.waysIn).toHaveCount(0);
	await library.goToDiscover.click();
	await expect(page).toHaveURL(/\/discover/);
});

test('shelves, status chips with counts, and a search that lives in the URL', async ({ page, shot, checkA11y }) => {
	test.setTimeout(90_000);
	const library = new LibraryPage(page);
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	await saveFromCatalog(page, 'tv', 'Chernobyl', 'Chernobyl');
	await saveFromCatalog(page, 'tv', 'Fleabag', 'Fleabag');
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');

	// Chernobyl is marked completed on its own page, reached from the shelf (the last one saved
	// was a movie, so the Library would open on Movies: the shelf last used).
	await library.goto('tv');
	await library.card('Chernobyl').click();
	const title = new TitlePage(page);
	await expect(title.heading('Chernobyl')).toBeVisible();
	await title.status('Completed').click();
	await expect(title.status('Completed')).toHaveAttribute('aria-pressed', 'true');
	await title.page.getByRole('link', { name: 'Back to Library' }).click();

	await expect(library.tab('Series')).toHaveAccessibleName('Series 3');
	await expect(library.tab('Movies')).toHaveAccessibleName('Movies 1');
	await expect(library.chip('All')).toHaveAccessibleName('All 3');
	await expect(library.chip('Want to watch')).toHaveAccessibleName('Want to watch 2');
	await expect(library.chip('Completed')).toHaveAccessibleName('Completed 1');
	await expect(library.chip('Dropped')).toHaveAccessibleName('Dropped 0');
	await expect(library.cards).toHaveCount(3);
	await expect(library.card('Breaking Bad')).toContainText('2008');
	await expect(library.card('Chernobyl')).toContainText('Completed');
	await shot('library-series');
	await checkA11y();

	await library.chip('Completed').click();
	await expect(page).toHaveURL(/status=completed/);
	await expect(library.cards).toHaveCount(1);
	await expect(library.card('Chernobyl')).toBeVisible();

	await library.chip('Dropped').click();
	await expect(library.emptyState('No series marked Dropped')).toBeVisible();
	await shot('library-no-status');
	await checkA11y();
	await page.getByRole('button', { name: 'Show all series' }).click();
	await expect(library.chip('All')).toHaveAttribute('aria-pressed', 'true');
	await expect(library.cards).toHaveCount(3);

	// Genres are searched too: Breaking Bad is a crime drama.
	await library.search.fill('crime');
	await expect(page).toHaveURL(/q=crime/);
	await expect(library.cards).toHaveCount(1);
	await expect(library.card('Breaking Bad')).toBeVisible();

	await page.reload();
	await expect(library.search).toHaveValue('crime');
	await expect(library.cards).toHaveCount(1);

	await library.search.fill('zzzz');
	await expect(library.emptyState('Nothing matches “zzzz”')).toBeVisible();
	await shot('library-no-match');
	await checkA11y();
	await library.clearSearch.click();
	await expect(library.search).toHaveValue('');
	await expect(page).not.toHaveURL(/q=/);
	await expect(library.cards).toHaveCount(3);

	await library.tab('Movies').click();
	await expect(library.cards).toHaveCount(1);
	await expect(library.card('The Matrix')).toContainText('Want to watch');
	await expect(library.chip('All')).toHaveAccessibleName('All 1');
	await shot('library-movies');
	await checkA11y();
});

test('a long shelf is read a page at a time, on scroll or with Load more', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	const titles = Array.from({ length: 40 }, (_, i) => ({
		kind: 'movie' as const,
		providerId: String(9000 + i),
		title: `Film ${String(i + 1).padStart(2, '0')}`
	}));
	await importThroughSettings(page, libraryFile(titles, []));

	const library = new LibraryPage(page);
	await library.goto('movie');
	await expect(library.chip('All')).toHaveAccessibleName('All 40');
	await expect(library.cards).toHaveCount(36);
	await expect(library.loadMore).toBeVisible();
	await shot('library-first-page');
	await checkA11y();

	// Scrolling to the end brings the next page without a tap.
	await library.loadMore.scrollIntoViewIfNeeded();
	await expect(library.cards).toHaveCount(40);
	await expect(library.card('Film 40')).toBeVisible();
	await expect(library.loadMore).toHaveCount(0);

	// A title opened from far down the shelf goes back to the same place on it, past the first page.
	await library.card('Film 40').click();
	await expect(page.getByRole('heading', { level: 1, name: 'Film 40' })).toBeVisible();
	await page.getByRole('link', { name: 'Back to Library' }).click();
	await expect(library.card('Film 40')).toBeInViewport();

	// Where the browser cannot watch the scroll, the button does the same.
	await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
	await page.reload();
	await expect(library.cards).toHaveCount(36);
	await library.loadMore.click();
	await expect(library.cards).toHaveCount(40);
});
