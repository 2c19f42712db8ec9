// The evening's tick, at the three sizes of the daily loop: a saved series' season is open on its
// title page right after the progress; an episode ticked is logged, "up to here" logs the run before
// it as one watch, unticking an episode inside that run opens the watch to edit (saying so first),
// unticking an episode's own watch deletes it (with Undo), and a season is marked watched in one watch; a
// finale ticked first leaves the series short of "all watched" until the episodes skipped are ticked.
import type { Page } from '@playwright/test';
import { Confirmation } from './pages/confirmation';
import { LogWatchPage } from './pages/log-watch';
import { recordId, saveFromDiscover } from './pages/seed';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

/** A day `back` days before today as the page writes it ("November 25, 2026" in en-US). */
function longDate(page: Page, back: number): Promise<string> {
	return page.evaluate((days) => {
		const now = new Date();
		return new Date(now.getFullYear(), now.getMonth(), now.getDate() - days).toLocaleDateString(undefined, {
			day: 'numeric',
			month: 'long',
			year: 'numeric'
		});
	}, back);
}

test('episodes ticked one by one, up to here, unticked, and a season marked watched', async ({ page, shot, checkA11y }) => {
	await saveFromDiscover(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '1396'));
	const today = await longDate(page, 0);
	const yesterday = await longDate(page, 1);

	// The seasons come right under the progress, the status beside them or after; the one the person is on is open.
	const progress = (await page.getByRole('region', { name: 'Progress' }).boundingBox())!;
	const seasons = (await page.getByRole('heading', { level: 2, name: 'Seasons' }).boundingBox())!;
	const status = (await page.getByRole('heading', { level: 2, name: 'Status' }).boundingBox())!;
	expect(seasons.y - (progress.y + progress.height)).toBeGreaterThanOrEqual(0);
	expect(seasons.y - (progress.y + progress.height)).toBeLessThan(64);
	expect(status.y > seasons.y || status.x > progress.x + progress.width).toBe(true);
	await expect(title.season('Season 1')).toHaveAttribute('aria-expanded', 'true');
	await expect(title.season('Season 2')).toHaveAttribute('aria-expanded', 'false');
	// A tick is a whole thumb's target.
	const box = (await title.tick(1, 1).boundingBox())!;
	expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
	await checkA11y();
	await shot('episodes-unticked');

	await title.tick(1, 1).click();
	await expect(title.ticked(1, 1)).toBeVisible();
	// A tick is a quick log: confirmed in place, with Undo.
	const confirmation = page.getByRole('group', { name: 'Confirmation' });
	await expect(confirmation).toContainText('Logged S1 E1, today.');
	await expect(confirmation.getByRole('button', { name: 'Undo' })).toBeVisible();
	await expect(title.progress).toHaveText('Next: S1 E2');
	await expect(title.status('Watching')).toHaveAttribute('aria-pressed', 'true');
	await expect(title.logRow(/S1 E1\b/)).toContainText(today);

	// Up to here names the run it logs; the day picked stays for the next ticks on the page.
	await title.ticksDated.selectOption({ label: 'Yesterday' });
	await expect(title.upToHere(1, 4)).toHaveAccessibleName('Watched up to here, S1 E4: log S1 E2–E4 in one watch');
	await title.upToHere(1, 4).click();
	for (const episode of [2, 3, 4]) await expect(title.ticked(1, episode)).toBeVisible();
	await expect(title.tick(1, 5)).toBeVisible();
	await expect(title.logRows).toHaveCount(2);
	await expect(title.logRow('S1 E2–E4')).toHaveCount(1);
	await expect(title.logRow('S1 E2–E4')).toContainText(yesterday);
	await expect(title.progress).toHaveText('Next: S1 E5');
	await expect(page.getByText('4 of 62 episodes, next S1 E5', { exact: true })).toBeVisible();
	await expect(title.season('Season 1')).toContainText('4 of 7 watched');
	await expect(title.ticksDated).toHaveValue('yesterday');
	await shot('episodes-up-to-here');

	// E4 is inside the watch of E2–E4: unticking it says so, then opens that watch.
	await title.ticked(1, 4).click();
	await expect(title.dialog).toContainText(`S1 E4 is part of your watch of S1 E2–E4 on ${yesterday}: edit that watch to change it.`);
	await checkA11y();
	await shot('episodes-untick-explains');
	await title.dialog.getByRole('button', { name: 'Edit that watch' }).click();
	const log = new LogWatchPage(page);
	await expect(log.heading).toHaveText('Edit a watch');
	await expect(log.fromEpisode).toHaveValue('2');
	await expect(log.toEpisode).toHaveValue('4');
	await page.goBack();

	// E1 was a watch of its own: unticking deletes it. Progress only moves forward (DESIGN 3).
	await title.ticked(1, 1).click();
	await expect(title.tick(1, 1)).toBeVisible();
	await expect(new Confirmation(page).card).toContainText(`Deleted your watch of S1 E1 on ${today}.`);
	await expect(title.logRows).toHaveCount(1);
	await expect(title.logRow(/S1 E1\b/)).toHaveCount(0);
	await expect(page.getByText('3 of 62 episodes, next S1 E5', { exact: true })).toBeVisible();

	// The season at once: one watch from its first unwatched episode, saying which it counts again.
	const markSeason = page.getByRole('button', { name: 'Mark Season 1 watched' });
	await expect(markSeason).toHaveAccessibleDescription('Logs S1 E1–E7 in one watch, counting S1 E2, S1 E3 and S1 E4 again.');
	await markSeason.click();
	for (const episode of [1, 2, 3, 4, 5, 6, 7]) await expect(title.ticked(1, episode)).toBeVisible();
	await expect(title.season('Season 1')).toContainText('Watched');
	await expect(title.logRow('S1 E1–E7')).toHaveCount(1);
	await expect(title.progress).toHaveText('Next: S2 E1');
	await expect(markSeason).toHaveCount(0);
	await checkA11y();
	await shot('episodes-season-marked');
});

test('up to here reaches back across seasons', async ({ page }) => {
	await saveFromDiscover(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '1396'));
	await title.tick(1, 1).click();
	await expect(title.ticked(1, 1)).toBeVisible();

	await title.openSeason('Season 2');
	await expect(title.upToHere(2, 2)).toHaveAccessibleName('Watched up to here, S2 E2: log S1 E2 – S2 E2 in one watch');
	await title.upToHere(2, 2).click();
	await expect(title.ticked(2, 2)).toBeVisible();
	await expect(title.ticked(1, 7)).toBeVisible();
	await expect(title.logRow('S1 E2 – S2 E2')).toHaveCount(1);
	await expect(page.getByText('9 of 62 episodes, next S2 E3', { exact: true })).toBeVisible();
});

test('long episode names wrap between words, whole', async ({ page, shot }) => {
	await saveFromDiscover(page, 'tv', 'Arcane', 'Arcane');
	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '94605'));
	const season1 = await title.openSeason('Season 1');
	await expect(season1.getByText('Some Mysteries Are Better Left Unsolved', { exact: true })).toBeVisible();

	// Each name's line breaks, as the two characters around each, and whether any text is cut off.
	const names = await season1.locator('li .name').evaluateAll((elements) =>
		elements.map((element) => {
			const text = element.firstChild!;
			const content = text.textContent!;
			const range = document.createRange();
			const breaks: string[] = [];
			let top: number | undefined;
			for (let i = 0; i < content.length; i++) {
				range.setStart(text, i);
				range.setEnd(text, i + 1);
				const rect = range.getClientRects()[0];
				if (!rect) continue;
				if (top !== undefined && rect.top > top + 2) breaks.push(content.slice(i - 1, i + 1));
				top = rect.top;
			}
			return { breaks, clipped: element.scrollWidth > element.clientWidth };
		})
	);
	expect(names).toHaveLength(9);
	for (const { breaks, clipped } of names) {
		expect(clipped).toBe(false);
		for (const at of breaks) expect(at).toMatch(/^[\s-]/);
	}
	// On a phone the longest names take two lines rather than being cut.
	if (page.viewportSize()!.width < 500) expect(names.some((n) => n.breaks.length > 0)).toBe(true);
	await shot('episodes-long-names');
});

test('the finale ticked first is not every episode watched, until the skipped ones are ticked too', async ({ page, shot }) => {
	await saveFromDiscover(page, 'tv', 'Chernobyl', 'Chernobyl');
	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '87108'));

	await title.tick(1, 5).click();
	await expect(title.ticked(1, 5)).toBeVisible();
	await expect(page.getByText('1 of 5 episodes, up to the last', { exact: true })).toBeVisible();
	await expect(title.progress).toHaveText('You’ve reached the last episode');
	await expect(page.getByText('4 earlier episodes are not in your log', { exact: false })).toBeVisible();
	await shot('finale-first');

	await title.upToHere(1, 4).click();
	for (const episode of [1, 2, 3, 4]) await expect(title.ticked(1, episode)).toBeVisible();
	await expect(page.getByText('All 5 episodes watched', { exact: true })).toBeVisible();
	await expect(title.progress).toHaveText('You’re all caught up');
});
