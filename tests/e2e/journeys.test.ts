// Journeys across screens, as a person goes through them: a title found in Discover, kept,
// watched with someone and seen again in the Diary and Stats; a series followed episode by
// episode; and a title removed, taking its watches out of the Diary and Stats.
import { AppShell } from './pages/app-shell';
import { saveFromCatalog } from './pages/catalog-save';
import { DiaryPage } from './pages/diary';
import { DiscoverPage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { LogWatchPage } from './pages/log-watch';
import { logWatch, recordId } from './pages/seed';
import { StatsPage } from './pages/stats';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

// Each journey goes through five or six screens; a busy machine needs the room.
test.describe.configure({ timeout: 90_000 });

test('found in Discover, saved to watch, watched with a friend: the Diary and Stats show it', async ({ page, shot, checkA11y }) => {
	const shell = new AppShell(page);
	const discover = new DiscoverPage(page);
	await discover.goto('movie');
	await discover.search('Fight Club');
	await discover.saveAs('Fight Club', 'Want to watch');
	await expect(discover.inLibrary('Fight Club')).toBeVisible();
	await expect(discover.card('Fight Club')).toContainText('Saved as Want to watch');
	await shot('journey-saved-from-discover');

	await shell.openSection('Library');
	const library = new LibraryPage(page);
	await library.tab('Movies').click();
	await expect(library.chip('Want to watch')).toHaveAccessibleName('Want to watch 1');
	await expect(library.card('Fight Club')).toContainText('Want to watch');
	await library.card('Fight Club').click();

	const title = new TitlePage(page);
	await expect(title.heading('Fight Club')).toBeVisible();
	await expect(title.status('Want to watch')).toHaveAttribute('aria-pressed', 'true');
	await title.logAWatch.click();

	const log = new LogWatchPage(page);
	await expect(log.heading).toHaveText('Log a watch');
	await log.date.fill('2024-02-03');
	await log.newPerson.fill('Marta');
	await log.addPerson.click();
	await expect(log.companion('Marta')).toBeChecked();
	await log.rating.getByRole('button', { name: 'Love', exact: true }).click();
	await log.save.click();

	await expect(title.heading('Fight Club')).toBeVisible();
	const row = title.logRow('February 3, 2024');
	await expect(row).toContainText('with Marta');
	await expect(row).toContainText('Love');
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');
	await shot('journey-watch-logged');

	await shell.openSection('Diary');
	const diary = new DiaryPage(page);
	await expect(diary.monthHeadings).toHaveText(['February 2024']);
	const month = diary.month('February 2024');
	await expect(month.getByRole('link', { name: 'Fight Club, watched February 3, 2024' })).toBeVisible();
	await expect(month.getByRole('img', { name: 'Rated Love' })).toBeVisible();
	await checkA11y();
	await shot('journey-diary');

	await shell.openSection('Stats');
	const stats = new StatsPage(page);
	await page.getByText('Counting…').waitFor({ state: 'detached' });
	await expect(stats.totals('Watch logs').movies).toHaveText('1');
	await expect(stats.tileSplit('Watches logged')).toHaveText('1 movie · 0 series');
	expect(await stats.numbers('Watches by year')).toEqual([['2024', '1', '0', '1']]);
	await stats.chooseYear('2024');
	await expect(page).toHaveURL(/\/stats\?year=2024$/);
	const months = await stats.numbers('Watches by month');
	expect(months[1]).toEqual(['February 2024', '1', '0', '1']);
	expect(months.filter((m) => m[3] !== '0')).toHaveLength(1);
	await checkA11y();
	await shot('journey-stats');
});

test('a series followed episode by episode, then a run of episodes marked from its season', async ({ page, shot, checkA11y }) => {
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const shell = new AppShell(page);
	await shell.openSection('Library');
	const library = new LibraryPage(page);
	await library.tab('Series').click();
	await library.card('Breaking Bad').click();

	const title = new TitlePage(page);
	await expect(title.progress).toHaveText('Next: S1 E1');
	await title.logNextEpisode.click();
	await expect(title.progress).toHaveText('Next: S1 E2');
	await title.logNextEpisode.click();
	await expect(title.progress).toHaveText('Next: S1 E3');
	await expect(title.logRows).toHaveCount(2);

	// Episodes 3 to 5 were seen long ago: with no date remembered they are filed on the last one's air date.
	await title.watchUpTo('Season 1', 1, 5, 'Don’t remember: on the air date');
	await expect(title.progress).toHaveText('Next: S1 E6');
	await expect(title.season('Season 1')).toContainText('5 of 7 watched');
	await expect(title.logRow('S1 E3–E5')).toContainText('February 24, 2008');
	await expect(title.logRows).toHaveCount(3);
	await expect(page.getByText('5 of 62 episodes, next S1 E6')).toBeVisible();
	await checkA11y();
	await shot('journey-series-progress');

	await shell.openSection('Diary');
	const diary = new DiaryPage(page);
	const today = await page.evaluate(() => {
		const d = new Date();
		return {
			iso: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
			month: d.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
		};
	});
	// The one-tap episodes are tonight's; the run from memory sits at its air date.
	await expect(diary.monthHeadings).toHaveText([today.month, 'February 2008']);
	await expect(diary.month(today.month).getByRole('listitem')).toHaveText([/S1 E2\b/, /S1 E1\b/]);
	await expect(diary.month('February 2008')).toContainText('S1 E3–E5');
	expect(await diary.dates()).toEqual([today.iso, today.iso, '2008-02-24']);
	await expect(diary.rowsFor('Breaking Bad').filter({ hasText: 'date defaulted' })).toHaveCount(1);
	await checkA11y();
	await shot('journey-series-diary');
});

test('a title removed after the warning takes its watches out of the Diary and Stats', async ({ page, shot, checkA11y }) => {
	const matrix = recordId('movie', '603');
	const breakingBad = recordId('tv', '1396');
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	await logWatch(page, 'movie', matrix, { date: '2024-03-12', rating: 'Like' });
	await logWatch(page, 'movie', matrix, { date: '2024-04-02' });
	await logWatch(page, 'tv', breakingBad, { date: '2024-03-20', season: 1, fromEpisode: 1, toEpisode: 2 });

	const shell = new AppShell(page);
	const diary = new DiaryPage(page);
	const stats = new StatsPage(page);
	await shell.openSection('Diary');
	await expect(diary.rows).toHaveCount(3);
	await shell.openSection('Stats');
	await expect(stats.totalWatchLogs()).toHaveText('3');

	const title = new TitlePage(page);
	await title.goto('movie', matrix);
	await title.removeButton.click();
	await expect(title.dialog).toContainText('removes The Matrix from your library with 2 watch logs and 0 recommendations');
	await checkA11y();
	await shot('journey-remove-asks');
	await title.dialog.getByRole('button', { name: 'Remove', exact: true }).click();
	await expect(page).toHaveURL(/\/\?kind=movie$/);

	await shell.openSection('Diary');
	await expect(diary.rows).toHaveCount(1);
	expect(await diary.titles()).toEqual(['Breaking Bad']);
	await expect(diary.monthHeadings).toHaveText(['March 2024']);
	await shot('journey-diary-after-remove');

	await shell.openSection('Stats');
	await expect(stats.totalWatchLogs()).toHaveText('1');
	await expect(stats.totals('Watch logs').movies).toHaveText('0');
	await expect(stats.totals('Saved').movies).toHaveText('0');
	expect(await stats.numbers('Watches by year')).toEqual([['2024', '0', '1', '1']]);
	await checkA11y();
	await shot('journey-stats-after-remove');
});
