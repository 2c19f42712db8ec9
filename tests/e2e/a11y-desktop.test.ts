// Every screen at desktop size, checked for accessibility (axe: no serious or critical violation).
// The journeys of each area check their screens' states at phone size; at desktop the sidebar,
// the wider grids and the two-column pages are what changes, so one pass over every screen, with
// a library in it, checks them there (the desktop project turns checkA11y off elsewhere). Two
// journeys, so the two workers share them.
import { DiaryPage } from './pages/diary';
import { DiscoverPage, ProviderTitlePage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { LogWatchPage } from './pages/log-watch';
import { PeoplePage } from './pages/people';
import { importThroughSettings, libraryFile, recordId } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { StatsPage } from './pages/stats';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

test.use({ a11yChecks: true });
test.describe.configure({ timeout: 90_000 });

const FILE = libraryFile(
	[
		{ kind: 'movie', providerId: '603', title: 'The Matrix', rating: 'love' },
		{ kind: 'movie', providerId: '348', title: 'Alien', status: 'want_to_watch' },
		{ kind: 'tv', providerId: '1396', title: 'Breaking Bad', status: 'watching' }
	],
	[
		{ kind: 'movie', providerId: '603', watchedOn: '2025-03-02', rating: 'love', notes: 'Still holds up.' },
		{ kind: 'tv', providerId: '1396', watchedOn: '2025-03-05', seasonFrom: 1, episodeFrom: 1, episodeTo: 3 }
	]
);

test('the screens that need no library, at desktop size', async ({ page, checkA11y }) => {
	const library = new LibraryPage(page);
	await library.goto('movie');
	await expect(library.waysIn).toBeVisible();
	await checkA11y();

	const discover = new DiscoverPage(page);
	await discover.goto('movie', { query: 'Matrix' });
	await expect(page.getByRole('heading', { name: 'The Matrix', exact: true })).toBeVisible();
	await checkA11y();
	const catalogTitle = new ProviderTitlePage(page);
	await catalogTitle.goto('movie', '550');
	await expect(catalogTitle.heading('Fight Club')).toBeVisible();
	await checkA11y();

	const people = new PeoplePage(page);
	await people.goto();
	await people.add('Ann');
	await checkA11y();
	const person = await people.open('Ann');
	await expect(person.recordRecommendation).toBeVisible();
	await checkA11y();

	const settings = new SettingsPage(page);
	await settings.goto();
	await expect(settings.catalogInUse).toHaveText('In use: Demo catalog');
	await checkA11y();
});

test('the screens of a library, at desktop size', async ({ page, checkA11y }) => {
	await importThroughSettings(page, FILE);
	const library = new LibraryPage(page);
	await library.goto('tv');
	await expect(library.card('Breaking Bad')).toBeVisible();
	await checkA11y();
	await library.goto('movie');
	await expect(library.card('Alien')).toBeVisible();
	await checkA11y();

	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '1396'));
	await expect(title.logRow('S1 E1–E3')).toHaveCount(1);
	await expect(page.getByRole('list', { name: 'Episodes of Season 1' }).getByRole('listitem')).toHaveCount(7);
	await checkA11y();
	await title.goto('movie', recordId('movie', '603'));
	await expect(title.logRows).toHaveCount(1);
	await title.removeButton.click();
	await expect(title.dialog).toContainText('removes The Matrix from your library');
	await checkA11y();
	await title.dialog.getByRole('button', { name: 'Cancel' }).click();

	const log = new LogWatchPage(page);
	await log.goto('tv', recordId('tv', '1396'));
	await expect(log.heading).toHaveText('Log a watch');
	await expect(log.fromEpisode).toBeVisible();
	await checkA11y();

	const diary = new DiaryPage(page);
	await diary.goto();
	await expect(diary.rows).toHaveCount(2);
	await checkA11y();

	const stats = new StatsPage(page);
	await stats.goto();
	await expect(stats.tile('Watches logged')).toHaveText('2');
	await checkA11y();

	await page.goto('/up-next');
	await expect(page.getByRole('heading', { level: 1, name: 'Up next' })).toBeVisible();
	await expect(page.locator('.up-next > li')).toHaveCount(1);
	await checkA11y();
	await page.goto('/upcoming');
	await expect(page.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeVisible();
	await checkA11y();
});
