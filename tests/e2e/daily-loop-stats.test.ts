// The daily loop's Stats: a history of two years, and the year picker takes every figure with it,
// tiles, episodes, hours, totals and each chart's heading; a range log S1 E1–E4 counts four
// episodes, and hours come from the runtimes. Runs at phone, desktop and small-phone sizes.
import { importThroughSettings, libraryFile } from './pages/seed';
import { StatsPage } from './pages/stats';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

// Runtimes as the demo catalog has them: The Matrix 136 minutes, Fight Club 139, Breaking Bad 47 an episode.
const FILE = libraryFile(
	[
		{ kind: 'movie', providerId: '603', title: 'The Matrix', runtimeMinutes: 136, rating: 'love' },
		{ kind: 'movie', providerId: '550', title: 'Fight Club', runtimeMinutes: 139 },
		{ kind: 'tv', providerId: '1396', title: 'Breaking Bad', runtimeMinutes: 47, rating: 'okay' }
	],
	[
		// 2024: a film, and Breaking Bad S1 E1–E4 in one log.
		{ kind: 'movie', providerId: '550', watchedOn: '2024-05-01', rating: 'like' },
		{ kind: 'tv', providerId: '1396', watchedOn: '2024-06-10', seasonFrom: 1, episodeFrom: 1, episodeTo: 4 },
		// 2025: The Matrix twice, and S1 E5–E7.
		{ kind: 'movie', providerId: '603', watchedOn: '2025-03-14', rating: 'love' },
		{ kind: 'movie', providerId: '603', watchedOn: '2025-08-01' },
		{ kind: 'tv', providerId: '1396', watchedOn: '2025-09-09', seasonFrom: 1, episodeFrom: 5, episodeTo: 7 }
	]
);

test('picking a past year changes every figure, and a range log S1 E1–E4 counts four episodes', async ({ page, shot, checkA11y }) => {
	await page.clock.setFixedTime(new Date('2026-03-01T10:00:00'));
	await importThroughSettings(page, FILE);
	const stats = new StatsPage(page);
	await stats.goto();

	// The page opens on all time.
	await expect(stats.period).toHaveText('All time');
	await expect(stats.tile('Watches logged')).toHaveText('5');
	await expect(stats.tile('Episodes watched')).toHaveText('7');
	// 139 + 4 × 47 + 2 × 136 + 3 × 47 minutes.
	await expect(stats.tile('Hours watched')).toHaveText('12.3');
	await expect(stats.tile('Titles rated')).toHaveText('2');
	await expect(stats.chartHeading('Watches by month')).toHaveText('Watches by month · latest 12 months');
	await expect(stats.chartHeading('Ratings')).toHaveText('Ratings · all time');
	await expect(stats.totalsTable).toBeVisible();
	await shot('stats-all-time');

	await stats.chooseYear('2024');
	await expect(page).toHaveURL(/\/stats\?year=2024$/);
	await expect(stats.period).toHaveText('2024');
	await expect(stats.tile('Watches in 2024')).toHaveText('2');
	await expect(stats.tileSplit('Watches in 2024')).toHaveText('1 movie · 1 series');
	await expect(stats.tile('Episodes in 2024')).toHaveText('4');
	// 139 + 4 × 47 minutes.
	await expect(stats.tile('Hours in 2024')).toHaveText('5.5');
	await expect(stats.tile('Watches rated in 2024')).toHaveText('1');
	await expect(stats.chartHeading('Watches by month')).toHaveText('Watches by month · 2024');
	await expect(stats.chartHeading('Ratings')).toHaveText('Ratings · 2024');
	await expect(stats.totalsTable).toHaveAccessibleName('Totals · 2024');
	// The range log: one watch, four episodes, four runtimes.
	const episodes = stats.totals('Episodes');
	await expect(episodes.series).toHaveText('4');
	await expect(stats.totals('Watch logs').series).toHaveText('1');
	await expect(stats.totals('Hours').series).toHaveText('3.1');
	// What is saved and its statuses are the library's today, whatever the year.
	await expect(stats.totals('Saved').total).toHaveText('3');
	expect(await stats.numbers('Ratings')).toEqual([
		['Love', '0', '0', '0'],
		['Like', '1', '0', '1'],
		['Okay', '0', '0', '0'],
		['Dislike', '0', '0', '0'],
		['Not rated', '0', '1', '1']
	]);
	// The years chart compares the years, the chosen one marked.
	await expect(stats.chartHeading('Watches by year')).toHaveText('Watches by year · all years');
	await expect(stats.section('Watches by year')).toContainText('2024 is marked.');
	expect((await stats.numbers('Watches by month'))[5]).toEqual(['June 2024', '0', '1', '1']);
	await stats.measure('by month', 'Episodes');
	await expect(stats.chartHeading('Episodes by month')).toHaveText('Episodes by month · 2024');
	expect((await stats.numbers('Episodes by month'))[5]).toEqual(['June 2024', '4']);
	await stats.measure('by month', 'Hours');
	const hours = await stats.numbers('Hours by month');
	expect(hours[4]).toEqual(['May 2024', '2.3', '0', '2.3']);
	expect(hours[5]).toEqual(['June 2024', '0', '3.1', '3.1']);
	await checkA11y();
	await shot('stats-2024');

	// Another year: every figure moves again.
	await stats.chooseYear('2025');
	await expect(stats.period).toHaveText('2025');
	await expect(stats.tile('Watches in 2025')).toHaveText('3');
	await expect(stats.tile('Episodes in 2025')).toHaveText('3');
	// 2 × 136 + 3 × 47 minutes.
	await expect(stats.tile('Hours in 2025')).toHaveText('6.9');
	await expect(stats.tile('Watches rated in 2025')).toHaveText('1');
	await expect(stats.chartHeading('Hours by month')).toHaveText('Hours by month · 2025');
	await expect(episodes.series).toHaveText('3');
	await stats.measure('by year', 'Episodes');
	expect(await stats.numbers('Episodes by year')).toEqual([
		['2025', '3'],
		['2024', '4']
	]);
	await shot('stats-2025');

	await stats.chooseYear('All time');
	await expect(page).toHaveURL(/\/stats$/);
	await expect(stats.tile('Episodes watched')).toHaveText('7');
});
