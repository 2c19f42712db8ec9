// A diary as people keep it, at a small phone, a phone and a desktop: tonight's film is filed
// tonight (in the Diary and this year's Stats), episodes logged with one tap are today's and on
// television rather than at the cinema, the place and country are asked in words, the title
// reads as the status and logs say, and the shelves, chips and posters look meant.
import { AppShell } from './pages/app-shell';
import { DiaryPage } from './pages/diary';
import { DiscoverPage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { LogWatchPage } from './pages/log-watch';
import { recordId, saveFromDiscover } from './pages/seed';
import { StatsPage } from './pages/stats';
import { TitlePage } from './pages/title';
import { expect, test, type Page } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

/** A day as the browser's calendar has it, as the page shows and stores it. */
async function day(page: Page, daysAgo: number): Promise<{ iso: string; long: string; month: string }> {
	return page.evaluate((back) => {
		const now = new Date();
		const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() - back);
		const pad = (n: number) => String(n).padStart(2, '0');
		return {
			iso: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
			long: d.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' }),
			month: d.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
		};
	}, daysAgo);
}

test('a film logged tonight is filed under today, in the Diary and in this year’s Stats, and the form remembers where', async ({ page, shot, checkA11y }) => {
	await saveFromDiscover(page, 'movie', 'Interstellar', 'Interstellar');
	const title = new TitlePage(page);
	await title.goto('movie', recordId('movie', '157336'));
	await expect(page.getByText('Not watched yet', { exact: true })).toBeVisible();
	await expect(page.getByText('Seen it? Add the date, where and with whom.')).toBeVisible();
	await title.logAWatch.click();

	const log = new LogWatchPage(page);
	const today = await day(page, 0);
	await expect(log.date).toHaveValue(today.iso);
	await expect(log.today).toHaveAttribute('aria-pressed', 'true');
	await expect(log.platform('Cinema')).toBeChecked();
	await expect(page.getByText(/ext:|manual:/)).toHaveCount(0);
	await log.platform('Streaming').check();
	await log.service.fill('Netflix');
	await log.country.fill('United Kingdom');
	await log.place.fill('Home');
	await checkA11y();
	await shot('log-form-today');
	await log.save.click();

	await expect(title.heading('Interstellar')).toBeVisible();
	await expect(page.getByText(`Watched on ${today.long}`, { exact: true })).toBeVisible();
	await expect(page.getByText('Seen it? Add the date, where and with whom.')).toHaveCount(0);
	await expect(title.logRow(today.long)).toContainText('Netflix');
	await expect(title.logRow(today.long)).not.toContainText('Date unknown');

	// The next watch starts where the last one was; this one was last night.
	await title.logAWatch.click();
	await expect(log.platform('Streaming')).toBeChecked();
	await expect(log.service).toHaveValue('Netflix');
	await expect(log.country).toHaveValue('United Kingdom');
	await log.yesterday.click();
	const yesterday = await day(page, 1);
	await expect(log.date).toHaveValue(yesterday.iso);
	await log.save.click();
	await expect(page.getByText(`Watched twice, last on ${today.long}`, { exact: true })).toBeVisible();
	await shot('title-watched-twice');

	const shell = new AppShell(page);
	await shell.openSection('Diary');
	const diary = new DiaryPage(page);
	await expect(diary.monthHeadings.first()).toHaveText(today.month);
	await expect(diary.main.getByRole('link', { name: `Interstellar, watched ${today.long}` })).toBeVisible();
	await shot('diary-today');

	await shell.openSection('Stats');
	const stats = new StatsPage(page);
	await page.getByText('Counting…').waitFor({ state: 'detached' });
	const year = today.iso.slice(0, 4);
	const inYear = (await stats.numbers('Watches by year')).find((row) => row[0] === year);
	expect(inYear?.[3]).toBe(yesterday.iso.startsWith(year) ? '2' : '1');
	await shot('stats-this-year');
});

test('"I don’t remember the date" files the watch on the release date, marked as unknown', async ({ page }) => {
	await saveFromDiscover(page, 'movie', 'Interstellar', 'Interstellar');
	const log = new LogWatchPage(page);
	await log.goto('movie', recordId('movie', '157336'));
	await log.dateUnknown.check();
	await expect(log.date).toBeDisabled();
	await expect(log.dateHint).toHaveText('It goes in the diary on November 7, 2014, the release date, marked “date unknown”.');
	await log.save.click();
	const title = new TitlePage(page);
	await expect(title.logRow('November 7, 2014')).toContainText('Date unknown, defaulted');
});

test('episodes logged with one tap are today’s and on television; the header counts episodes', async ({ page, shot, checkA11y }) => {
	await saveFromDiscover(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '1396'));
	await expect(page.getByText('Not started yet: 62 episodes', { exact: true })).toBeVisible();
	await title.logNextEpisode.click();
	await expect(title.progress).toHaveText('Next: S1 E2');
	await title.logNextEpisode.click();
	await expect(title.progress).toHaveText('Next: S1 E3');
	await expect(page.getByText('2 of 62 episodes, next S1 E3', { exact: true })).toBeVisible();

	const today = await day(page, 0);
	const yesterday = await day(page, 1);
	await title.watchUpTo('Season 1', 1, 5, 'Yesterday');
	await expect(page.getByText('5 of 62 episodes, next S1 E6', { exact: true })).toBeVisible();
	await expect(title.logRows).toHaveCount(3);
	await expect(title.logRow('S1 E3–E5')).toContainText(yesterday.long);
	await expect(title.logRow(/S1 E1\b/)).toContainText(today.long);
	for (const row of await title.logRows.all()) {
		await expect(row).toContainText('Television');
		await expect(row).not.toContainText('Cinema');
		await expect(row).not.toContainText('Date unknown');
	}
	await checkA11y();
	await shot('series-logged-today');

	// The log form starts on television too, as the quick logs did.
	await title.page.getByRole('link', { name: 'Log a watch…' }).first().click();
	const log = new LogWatchPage(page);
	await expect(log.platform('Television')).toBeChecked();
	await expect(log.date).toHaveValue(today.iso);
});

test('a film marked Watched reads as watched, and its status menu offers no Completed', async ({ page }) => {
	await saveFromDiscover(page, 'movie', 'Fight Club', 'Fight Club');
	const title = new TitlePage(page);
	await title.goto('movie', recordId('movie', '550'));
	await expect(title.status('Completed')).toHaveCount(0);
	await title.status('Watched').click();
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');
	await expect(page.getByText('Watched', { exact: true }).first()).toBeVisible();
	await expect(page.getByText('Not watched yet')).toHaveCount(0);
});

test('the shelves open on the kind last used, chips stay on screen, posters are drawn cards', async ({ page, shot }) => {
	await saveFromDiscover(page, 'movie', 'Interstellar', 'Interstellar');
	const shell = new AppShell(page);
	const library = new LibraryPage(page);
	await library.goto('movie');
	await shell.openSection('Discover');
	await expect(page.getByRole('navigation', { name: 'Movies or TV' }).getByRole('link', { name: /Movies/ })).toHaveAttribute('aria-current', 'page');
	await page.getByRole('navigation', { name: 'Movies or TV' }).getByRole('link', { name: /TV/ }).click();
	await shell.openSection('Library');
	await expect(library.tab('Series')).toHaveAttribute('aria-current', 'page');
	await library.tab('Movies').click();
	await expect(library.card('Interstellar')).toBeVisible();

	// Every status chip is inside the screen, and the page never scrolls sideways.
	const width = page.viewportSize()!.width;
	for (const chip of await library.chips.getByRole('button').all()) {
		const box = (await chip.boundingBox())!;
		expect(box.x + box.width, `${await chip.textContent()} fits`).toBeLessThanOrEqual(width);
	}
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

	// The demo catalog has no images: the card says the title, the year and that it is a film.
	await expect(library.card('Interstellar')).toContainText('Film');
	await expect(library.card('Interstellar')).toContainText('2014');
	await shot('library-movies');

	// The sticky Save bar leaves room: a field brought into view by focusing it stops above the bar.
	const log = new LogWatchPage(page);
	await log.goto('movie', recordId('movie', '157336'));
	await page.evaluate(() => window.scrollTo(0, 0));
	await log.place.focus();
	const fieldBox = (await log.place.boundingBox())!;
	const barBox = (await log.actions.boundingBox())!;
	expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(barBox.y);
});
