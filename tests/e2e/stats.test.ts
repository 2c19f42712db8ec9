// Stats: totals per kind side by side with their sum, watches by month and year, the rating
// distribution, and the year picker, which every figure follows; an empty library says what will
// show here. (daily-loop-stats.test.ts follows episodes and hours through the years.)
import { importThroughSettings, libraryFile, logWatch, recordId, saveFromDiscover, type Kind } from './pages/seed';
import { StatsPage } from './pages/stats';
import { expect, test } from './support/fixtures';

// Seeding through other screens (or an import) takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('an empty library: stats say there is nothing to count yet', async ({ page, shot, checkA11y }) => {
	const stats = new StatsPage(page);
	await stats.goto();
	await expect(stats.emptyState).toBeVisible();
	await expect(page.getByRole('link', { name: 'Discover titles' })).toHaveAttribute('href', '/discover');
	await expect(page.getByRole('link', { name: 'Go to Library' })).toHaveAttribute('href', '/');
	await expect(stats.totalsTable).toHaveCount(0);
	await expect(page).toHaveTitle('Stats · Screenshelf');
	await shot('stats-empty');
	await checkA11y();
});

test('watches logged through the app are counted per kind, by year and month, and the year picker narrows every figure', async ({
	page,
	shot,
	checkA11y
}) => {
	await saveFromDiscover(page, 'movie', 'Matrix', 'The Matrix');
	await saveFromDiscover(page, 'movie', 'Fight Club', 'Fight Club');
	await saveFromDiscover(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	await logWatch(page, 'movie', recordId('movie', '603'), { date: '2023-06-10' });
	await logWatch(page, 'movie', recordId('movie', '550'), { date: '2024-02-03', rating: 'Like' });
	await logWatch(page, 'tv', recordId('tv', '1396'), { date: '2024-02-15', season: 1, fromEpisode: 1, toEpisode: 3 });

	const stats = new StatsPage(page);
	await stats.goto();
	await expect(stats.period).toHaveText('All time');
	await expect(stats.totalWatchLogs()).toHaveText('3');
	await expect(stats.tile('Watches logged')).toHaveText('3');
	// S1 E1–E3 is three episodes; the demo catalog's runtimes: 136 and 139 minutes, and 47 an episode.
	await expect(stats.tile('Episodes watched')).toHaveText('3');
	await expect(stats.tile('Hours watched')).toHaveText('6.9');
	const logs = stats.totals('Watch logs');
	await expect(logs.movies).toHaveText('2');
	await expect(logs.series).toHaveText('1');
	const saved = stats.totals('Saved');
	await expect(saved.total).toHaveText('3');
	await expect(stats.totals('Watched').movies).toHaveText('2');
	await expect(stats.totals('Watching').series).toHaveText('1');
	// A rating given with a title's newest watch is the title's rating (DESIGN 12), and the watch's.
	await expect(stats.totals('Titles rated').movies).toHaveText('1');
	await expect(stats.totals('Titles rated').total).toHaveText('1');
	await expect(stats.totals('Watches rated').total).toHaveText('1');

	await expect(stats.chart('Watches by year')).toHaveAccessibleName('Watches by year: 3 watches in total. Highest: 2024, 2 (1 movie, 1 series).');
	expect(await stats.numbers('Watches by year')).toEqual([
		['2024', '1', '1', '2'],
		['2023', '1', '0', '1']
	]);
	// All years: the twelve months up to the latest watch, empty months included.
	const months = await stats.numbers('Watches by month');
	expect(months).toHaveLength(12);
	expect(months[0]).toEqual(['March 2023', '0', '0', '0']);
	expect(months[3]).toEqual(['June 2023', '1', '0', '1']);
	expect(months[11]).toEqual(['February 2024', '1', '1', '2']);
	const ratings = await stats.numbers('Ratings');
	expect(ratings).toContainEqual(['Like', '1', '0', '1']);
	expect(ratings).toContainEqual(['Unrated', '1', '1', '2']);
	await shot('stats-all-years');
	await checkA11y();

	await stats.chooseYear('2023');
	await expect(page).toHaveURL(/\/stats\?year=2023$/);
	await expect(stats.chart('Watches by month')).toHaveAccessibleName('Watches by month, 2023: 1 watch in total. Highest: June 2023, 1 (1 movie, 0 series).');
	const in2023 = await stats.numbers('Watches by month');
	expect(in2023.map((row) => row[0])).toEqual([
		'January 2023',
		'February 2023',
		'March 2023',
		'April 2023',
		'May 2023',
		'June 2023',
		'July 2023',
		'August 2023',
		'September 2023',
		'October 2023',
		'November 2023',
		'December 2023'
	]);
	expect(in2023[5]).toEqual(['June 2023', '1', '0', '1']);
	// Every figure counts 2023 alone; what is saved is the library's today.
	await expect(stats.period).toHaveText('2023');
	await expect(stats.tile('Watches in 2023')).toHaveText('1');
	await expect(stats.tile('Hours in 2023')).toHaveText('2.3');
	await expect(stats.totalWatchLogs()).toHaveText('1');
	await expect(stats.totals('Saved').total).toHaveText('3');
	expect(await stats.numbers('Ratings')).toContainEqual(['Not rated', '1', '0', '1']);
	await shot('stats-one-year');
	await checkA11y();

	// A month in the numbers opens the Diary of that month.
	await stats.section('Watches by month').getByRole('link', { name: 'June 2023' }).click();
	await expect(page).toHaveURL(/\/diary\?from=2023-06-01&to=2023-06-30$/);
});

test('a long history: ratings of saved titles, years folded beyond the latest eight, and a bad year in the address', async ({
	page,
	shot,
	checkA11y
}) => {
	const titles = [
		{ kind: 'movie' as Kind, providerId: '603', title: 'The Matrix', rating: 'love' as const },
		{ kind: 'movie' as Kind, providerId: '550', title: 'Fight Club', rating: 'like' as const },
		{ kind: 'movie' as Kind, providerId: '348', title: 'Alien', rating: 'love' as const },
		{ kind: 'movie' as Kind, providerId: '679', title: 'Aliens', status: 'want_to_watch' as const },
		{ kind: 'tv' as Kind, providerId: '1396', title: 'Breaking Bad', rating: 'okay' as const, status: 'completed' as const },
		{ kind: 'tv' as Kind, providerId: '67070', title: 'Fleabag', rating: 'dislike' as const, status: 'dropped' as const }
	];
	// One watch a year from 2013 to 2024, two in 2024.
	const logs = [
		...Array.from({ length: 12 }, (_, i) => ({ kind: 'movie' as Kind, providerId: '603', watchedOn: `${2013 + i}-05-01` })),
		{ kind: 'tv' as Kind, providerId: '1396', watchedOn: '2024-07-04', seasonFrom: 1, episodeFrom: 1, episodeTo: 7 }
	];
	await importThroughSettings(page, libraryFile(titles, logs));

	const stats = new StatsPage(page);
	await stats.goto();
	await expect(stats.totalWatchLogs()).toHaveText('13');
	await expect(stats.totals('Titles rated').total).toHaveText('5');
	await expect(stats.totals('Completed').series).toHaveText('1');
	await expect(stats.totals('Dropped').series).toHaveText('1');
	await expect(stats.totals('Want to watch').movies).toHaveText('1');
	expect(await stats.numbers('Ratings')).toEqual([
		['Love', '2', '0', '2'],
		['Like', '1', '0', '1'],
		['Okay', '0', '1', '1'],
		['Dislike', '0', '1', '1'],
		['Unrated', '1', '0', '1']
	]);
	await expect(stats.chart('Ratings')).toHaveAccessibleName('Ratings of saved titles: 6 titles in total. Highest: Love, 2 (2 movies, 0 series).');

	const years = stats.section('Watches by year');
	const fold = years.getByRole('button', { name: 'Show all 12 years' });
	await expect(fold).toHaveAttribute('aria-expanded', 'false');
	await fold.click();
	await expect(years.getByRole('button', { name: 'Show recent years only' })).toHaveAttribute('aria-expanded', 'true');
	expect(await stats.numbers('Watches by year')).toHaveLength(12);
	await expect(stats.yearSelect.locator('option')).toHaveCount(13);
	await shot('stats-long-history');
	await checkA11y();

	await stats.goto('20x4');
	await expect(page.getByText('Year must be a four-digit year')).toBeVisible();
	await expect(stats.yearSelect).toHaveAttribute('aria-invalid', 'true');
	// What cannot be read for that year is shown for all time, and says so.
	await expect(stats.period).toHaveText('All time');
	await expect(stats.totalWatchLogs()).toHaveText('13');
	await checkA11y();
});
