// The film evening (issue 56, item 1), at the three sizes: a film typed into Discover's search is
// logged and rated in three taps (Log, a rating, Save), saved as Watched with its watch and rating,
// confirmed with Undo, the keyboard back on Log. A series from search starts in Up next.
import { Confirmation } from './pages/confirmation';
import { DiscoverPage } from './pages/discover';
import { QuickLogSheet } from './pages/quick-log';
import { recordId } from './pages/seed';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

test('a film from the search field to logged and rated Love in three taps', async ({ page, shot, checkA11y }) => {
	const discover = new DiscoverPage(page);
	await discover.goto('movie');
	await discover.searchbox.fill('Oppenheimer');
	await expect(discover.listHeading('Results for “Oppenheimer”')).toBeVisible();

	const sheet = new QuickLogSheet(page);
	await sheet.opener('Oppenheimer').click();
	await expect(sheet.sheet).toBeVisible();
	await expect(sheet.day('Today')).toHaveAttribute('aria-pressed', 'true');
	await sheet.rating('Love').click();
	await expect(sheet.save).toBeInViewport();
	await checkA11y();
	await shot('quick-log-sheet');
	await sheet.save.click();

	const confirmation = new Confirmation(page);
	await expect(confirmation.card).toContainText('Watch of Oppenheimer saved');
	await expect(sheet.sheet).toBeHidden();
	await expect(discover.inLibrary('Oppenheimer')).toBeVisible();
	await expect(sheet.opener('Oppenheimer')).toBeFocused();
	expect(await confirmation.coversNavigation()).toBe(false);
	await shot('film-logged-from-search');

	const title = new TitlePage(page);
	await title.goto('movie', recordId('movie', '872585'));
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true');
	await expect(title.logRows).toHaveCount(1);
});

test('a series from search: Start watching puts S1 E1 in Up next; Watched S1 E1 leaves S1 E2 next', async ({ page, shot }) => {
	const discover = new DiscoverPage(page);
	await discover.goto('tv');
	await discover.searchbox.fill('Breaking Bad');
	await expect(discover.listHeading('Results for “Breaking Bad”')).toBeVisible();
	const sheet = new QuickLogSheet(page);
	await sheet.opener('Breaking Bad').click();
	await sheet.startWatching.click();
	await expect(sheet.startWatching).toHaveAttribute('aria-pressed', 'true');
	await shot('quick-log-start-watching');
	await sheet.save.click();
	const confirmation = new Confirmation(page);
	await expect(confirmation.card).toContainText('Breaking Bad is in Up next');
	await page.goto('/up-next');
	const row = page.locator('.up-next > li').filter({ hasText: 'Breaking Bad' });
	await expect(row).toContainText('S1 E1');

	await discover.goto('tv', { query: 'Chernobyl' });
	await sheet.opener('Chernobyl').click();
	await expect(sheet.watchedFirst).toHaveAttribute('aria-pressed', 'true');
	await sheet.rating('Like').click();
	await sheet.save.click();
	await expect(confirmation.card).toContainText('Logged S1 E1 of Chernobyl');
	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '87108'));
	await expect(title.progress).toHaveText('Next: S1 E2');
	await expect(title.status('Watching')).toHaveAttribute('aria-pressed', 'true');
});
