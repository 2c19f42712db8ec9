// The daily loop's quick logs (issue 31, items 4 and 5), at the three sizes: a rating given in the
// log form is the title's rating and Stats count it; "Log next episode" and Up next's "Watched
// today" confirm in place above the bottom bar, say so to a screen reader, stay at least 5 s, and
// their Undo takes the watch back with the series' progress and status.
import { Confirmation } from './pages/confirmation';
import { logWatch, recordId, saveFromDiscover } from './pages/seed';
import { StatsPage } from './pages/stats';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

const BREAKING_BAD = recordId('tv', '1396');

test('a film rated Love in the log form: its page and Stats say it is rated, and Undo takes the watch back', async ({ page, shot, checkA11y }) => {
	await saveFromDiscover(page, 'movie', 'Oppenheimer', 'Oppenheimer');
	await logWatch(page, 'movie', recordId('movie', '872585'), { rating: 'Love' });

	const confirmation = new Confirmation(page);
	const title = new TitlePage(page);
	await expect(confirmation.card).toContainText('Watch of Oppenheimer saved');
	await expect(title.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true');
	await expect(title.logRows).toHaveCount(1);
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');
	expect(await confirmation.coversNavigation()).toBe(false);
	// Focus on its Undo holds the confirmation for as long as the checks take.
	await confirmation.undo.focus();
	await checkA11y();
	await shot('film-logged-with-love');

	await confirmation.undo.click();
	await expect(confirmation.card).toContainText('Watch of Oppenheimer undone');
	await expect(title.logRows).toHaveCount(0);
	await expect(title.status('Want to watch')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'false');

	// Logged again with Love, the Stats tile counts it; the title's own rating stays its own to change.
	await logWatch(page, 'movie', recordId('movie', '872585'), { rating: 'Love' });
	const stats = new StatsPage(page);
	await stats.goto();
	await expect(stats.tile('Titles rated')).toHaveText('1');
	await expect(stats.tileSplit('Titles rated')).toHaveText('1 movie · 0 series');
	await title.goto('movie', recordId('movie', '872585'));
	await title.rating.getByRole('button', { name: 'Like', exact: true }).click();
	await expect(title.rating.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
	await stats.goto();
	await expect(stats.tile('Titles rated')).toHaveText('1');
});

test('Log next episode confirms in place; Undo takes the episode back with the progress and status', async ({ page, shot, checkA11y }) => {
	await saveFromDiscover(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', BREAKING_BAD);
	await expect(title.progress).toHaveText('Next: S1 E1');
	await expect(title.status('Want to watch')).toHaveAttribute('aria-pressed', 'true');

	await title.logNextEpisode.click();
	const confirmation = new Confirmation(page);
	await expect(confirmation.card).toContainText('Logged S1 E1 of Breaking Bad');
	await expect(confirmation.said('Logged S1 E1 of Breaking Bad')).toHaveCount(1);
	await expect(title.progress).toHaveText('Next: S1 E2');
	await expect(title.status('Watching')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.logRows).toHaveCount(1);
	expect(await confirmation.coversNavigation()).toBe(false);
	await confirmation.undo.focus();
	await checkA11y();
	await shot('episode-logged');

	await confirmation.undo.click();
	await expect(confirmation.card).toContainText('Log of S1 E1 of Breaking Bad undone');
	await expect(title.progress).toHaveText('Next: S1 E1');
	await expect(title.status('Want to watch')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.logRows).toHaveCount(0);
	await expect(page.getByText('Not started yet: 62 episodes', { exact: true })).toBeVisible();
	await shot('episode-undone');
});

test('Watched today in Up next confirms for at least 5 s; Undo brings the episode back to Up next', async ({ page, shot, checkA11y }) => {
	await saveFromDiscover(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', BREAKING_BAD);
	await title.logNextEpisode.click();
	await expect(title.progress).toHaveText('Next: S1 E2');

	await page.goto('/up-next');
	const row = page.locator('.up-next > li').filter({ hasText: 'Breaking Bad' });
	await expect(row).toBeVisible();
	await expect(row).toContainText('S1 E2');

	const confirmation = new Confirmation(page);
	await row.getByRole('button', { name: 'Log Breaking Bad S1 E2 as watched today' }).click();
	await expect(confirmation.card).toContainText('Logged S1 E2 of Breaking Bad');
	await expect(row).toContainText('S1 E3');
	expect(await confirmation.coversNavigation()).toBe(false);
	await confirmation.undo.focus();
	await checkA11y();
	await shot('up-next-logged');

	await confirmation.undo.click();
	await expect(confirmation.card).toContainText('Log of S1 E2 of Breaking Bad undone');
	await expect(row).toContainText('S1 E2');

	// Logged again and left alone: still there after 5 s, gone by itself a little later.
	await row.getByRole('button', { name: 'Log Breaking Bad S1 E2 as watched today' }).click();
	await expect(confirmation.card).toContainText('Logged S1 E2 of Breaking Bad');
	const shown = Date.now();
	await page.waitForTimeout(5_000);
	await expect(confirmation.card).toContainText('Logged S1 E2 of Breaking Bad');
	await expect(confirmation.card).toBeHidden({ timeout: 10_000 });
	expect(Date.now() - shown).toBeGreaterThanOrEqual(5_000);

	await title.goto('tv', BREAKING_BAD);
	await expect(title.progress).toHaveText('Next: S1 E3');
	await expect(title.logRows).toHaveCount(2);
	await expect(title.logRow(/S1 E2\b/)).toHaveCount(1);
});
