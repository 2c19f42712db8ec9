// What to watch next on a phone and a desktop, with the demo catalog on a day Severance's second season is
// airing: Up next fetches by itself the seasons of series imported without them, logs the next episode with one tap and
// moves on; Upcoming lists the coming episodes by day and downloads a calendar file a calendar
// parser reads; a title page says where to stream with JustWatch's credit, and marks the
// services picked in Settings.
import ICAL from 'ical.js';
import { downloadFrom } from './pages/download';
import { importThroughSettings, libraryFile, logWatch, recordId, saveFromDiscover } from './pages/seed';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

const FILE = libraryFile(
	[
		{ kind: 'tv', providerId: '95396', title: 'Severance', status: 'watching' },
		{ kind: 'tv', providerId: '1396', title: 'Breaking Bad', status: 'watching' }
	],
	[]
);

test('Up next, Upcoming with a calendar file, and where to stream', async ({ page, shot, checkA11y }) => {
	await page.clock.setFixedTime(new Date('2025-01-20T10:00:00'));
	await importThroughSettings(page, FILE);
	await saveFromDiscover(page, 'movie', 'sinners', 'Sinners');
	await logWatch(page, 'tv', recordId('tv', '1396'), { date: '2025-01-10', season: 1, fromEpisode: 1 });
	await logWatch(page, 'tv', recordId('tv', '95396'), { date: '2025-01-19', season: 1, fromEpisode: 1, toEpisode: 9 });

	await page.goto('/up-next');
	const rows = page.locator('.up-next > li');
	await expect(rows).toHaveCount(2);
	await expect(rows.first()).toContainText('Severance');
	await expect(rows.first()).toContainText('S2 E1 · Hello, Ms. Cobel');
	await expect(page.getByRole('button', { name: 'Fetch seasons' })).toHaveCount(0);
	await expect(rows.nth(1)).toContainText('S1 E2 · Cat\'s in the Bag...');
	await checkA11y();
	await shot('up-next');

	await page.getByRole('button', { name: 'Log Severance S2 E1 as watched today' }).click();
	// Its next episode airs on Friday: the series moves to Upcoming.
	await expect(rows).toHaveCount(1);
	await expect(page.getByText('1 series waits for an episode that has not aired yet')).toBeVisible();

	await page.goto('/?kind=tv');
	await expect(page.getByRole('heading', { name: 'Up next' })).toBeVisible();
	await shot('library-up-next');
	await expect(page.locator('.up-next > li')).toContainText(['Breaking Bad']);

	await page.goto('/upcoming');
	const friday = page.getByRole('region', { name: /January 24, 2025|24 January 2025/ });
	await expect(friday).toContainText('Severance');
	await expect(friday).toContainText('S2 E2 · Goodbye, Mrs. Selvig');
	await expect(page.getByRole('region', { name: /April 18, 2025|18 April 2025/ })).toContainText('Sinners');
	await checkA11y();
	await shot('upcoming');

	const { download, text } = await downloadFrom(page, page.getByRole('button', { name: 'Download .ics' }));
	expect(download.suggestedFilename()).toBe('screenshelf-upcoming.ics');
	const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
	expect(events.map((e) => e.summary)).toContain('Severance S2 E2: Goodbye, Mrs. Selvig');
	expect(events).toHaveLength(9);

	await page.goto('/title/tv/tv%3Atmdb%3A95396');
	// The next episode is still to come: the title page says when it airs, not that it aired.
	await expect(page.getByText('“Goodbye, Mrs. Selvig” · airs January 24, 2025')).toBeVisible();
	const streaming = page.getByRole('region', { name: 'Where to watch' });
	await expect(streaming).toContainText('Apple TV+');
	await expect(streaming.getByTestId('justwatch-attribution')).toContainText('Streaming data by JustWatch');
	// The region by its name, as Settings gives it.
	await expect(streaming).toContainText('In United States. Pick your services in Settings.');
	await expect(streaming.locator('li.mine')).toHaveCount(0);

	await page.goto('/settings');
	const services = page.getByRole('region', { name: 'My streaming services' });
	await services.getByRole('checkbox', { name: 'Apple TV+' }).check();
	await expect(services.getByRole('checkbox', { name: 'Apple TV+' })).toBeChecked();
	await shot('settings-services');

	await page.goto('/title/tv/tv%3Atmdb%3A95396');
	await expect(streaming.locator('li.mine')).toHaveText(/^\s*Apple TV\+\s*Yours$/);
	await checkA11y();
	await shot('title-where-to-stream');
});
