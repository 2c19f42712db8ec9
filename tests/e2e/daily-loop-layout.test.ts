// The daily loop's layout, at a small phone, a phone and a desktop: Settings' services are a list
// with each name beside its box; Discover's save menu opens on screen, clear of the bars, and
// never offers a film Completed; long titles wrap between words; a row opens from anywhere on it;
// Settings opens with an index, the library's data first.
import { DiaryPage } from './pages/diary';
import { DiscoverPage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { PeoplePage } from './pages/people';
import { importThroughSettings, libraryFile, recordId } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { TitlePage } from './pages/title';
import { expect, test, type Page } from './support/fixtures';
import { brokenWords, openBand, within } from './support/layout';

test.describe.configure({ timeout: 60_000 });

const LONG_TITLES = ['Oppenheimer', 'Everything Everywhere All at Once', 'The Lord of the Rings: The Fellowship of the Ring'];

async function seedLongTitles(page: Page): Promise<void> {
	await importThroughSettings(
		page,
		libraryFile(
			[
				{ kind: 'movie', providerId: '872585', title: 'Oppenheimer', rating: 'love' },
				{ kind: 'movie', providerId: '545611', title: 'Everything Everywhere All at Once', status: 'want_to_watch' },
				{ kind: 'movie', providerId: '120', title: 'The Lord of the Rings: The Fellowship of the Ring' }
			],
			[
				{ kind: 'movie', providerId: '872585', watchedOn: '2025-03-02', rating: 'love', notes: 'Loud, long and worth it.' },
				{ kind: 'movie', providerId: '120', watchedOn: '2025-02-14' }
			]
		)
	);
}

test('the streaming services are a list of boxes, each name beside its box, and a tap anywhere on a row ticks it', async ({ page, shot, checkA11y }) => {
	await page.goto('/settings#my-services');
	const services = page.getByRole('region', { name: 'My streaming services' });
	await expect(services.getByRole('checkbox')).toHaveCount(11);
	for (const name of ['Apple TV+', 'Amazon Prime Video', 'Netflix']) {
		const box = (await services.getByRole('checkbox', { name, exact: true }).boundingBox())!;
		const label = (await services.getByText(name, { exact: true }).boundingBox())!;
		const row = (await services.locator('label').filter({ hasText: new RegExp(`^\\s*${name.replace('+', '\\+')}\\s*$`) }).boundingBox())!;
		// Right of the box, close to it, on one line, centred on it; the row is a 44 px target.
		expect(label.x - (box.x + box.width), name).toBeGreaterThanOrEqual(0);
		expect(label.x - (box.x + box.width), name).toBeLessThan(24);
		expect(Math.abs(label.y + label.height / 2 - (box.y + box.height / 2)), name).toBeLessThan(4);
		expect(label.height, name).toBeLessThan(box.height * 2);
		expect(row.height, name).toBeGreaterThanOrEqual(44);
	}
	const row = services.locator('label').filter({ hasText: 'Apple TV+' });
	const { width, height } = (await row.boundingBox())!;
	await row.click({ position: { x: width - 4, y: height / 2 } });
	await expect(services.getByRole('checkbox', { name: 'Apple TV+' })).toBeChecked();
	await checkA11y();
	await shot('settings-services');
});

test('Discover’s save menu opens on screen above the bottom bar, and offers a film only a film’s statuses', async ({ page, shot, checkA11y }) => {
	const discover = new DiscoverPage(page);
	await discover.goto('movie');
	const chevrons = page.getByRole('button', { name: /^Choose a status for / });
	await expect(chevrons.first()).toBeVisible();
	const band = await openBand(page);
	// The first card's menu button below the first screen, scrolled to sit just above the bar.
	const name = await chevrons.evaluateAll((buttons) => buttons.find((b) => b.getBoundingClientRect().top > innerHeight)?.getAttribute('aria-label'));
	expect(name, 'a card below the first screen').toBeTruthy();
	const chevron = page.getByRole('button', { name: name!, exact: true });
	await chevron.evaluate((button, bottom) => window.scrollBy(0, button.getBoundingClientRect().bottom - bottom + 4), band.bottom);
	const button = (await chevron.boundingBox())!;
	expect(band.bottom - (button.y + button.height), 'the button sits on the bar').toBeLessThan(20);

	await chevron.click();
	const menu = page.getByRole('group', { name: 'Save with status' });
	await expect(menu).toBeVisible();
	expect(within((await menu.boundingBox())!, await openBand(page)), 'the menu is wholly on screen, clear of the bars').toBe(true);
	// A film is not watched bit by bit: no Watching, On hold or Completed (issue 56, item 2).
	await expect(menu.getByRole('button')).toHaveText(['Want to watch', 'Watched', 'Dropped']);
	await checkA11y();
	await shot('discover-save-menu');

	// Saved as Watched from the menu, the film's own page offers the same three.
	const title = name!.replace('Choose a status for ', '');
	await menu.getByRole('button', { name: 'Watched', exact: true }).click();
	await expect(discover.card(title)).toContainText('Saved as Watched');
	await discover.card(title).getByRole('link', { name: /^In your library/ }).click();
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
	await expect(page.getByRole('group', { name: 'Status' }).getByRole('button')).toHaveText(['Want to watch', 'Watched', 'Dropped']);

	// A series' menu keeps all six.
	await discover.goto('tv');
	await page.getByRole('button', { name: /^Choose a status for / }).first().click();
	await expect(menu.getByRole('button')).toHaveText(['Want to watch', 'Watching', 'Watched', 'Completed', 'Dropped', 'On hold']);
});

test('long titles wrap between words on cards, rows and the title page', async ({ page, shot }) => {
	await seedLongTitles(page);
	const library = new LibraryPage(page);
	await library.goto('movie');
	// The card's name and the drawn poster's name alike.
	const names = library.grid.getByText(new RegExp(`^(${LONG_TITLES.join('|')})$`));
	await expect(names).toHaveCount(6);
	expect(await brokenWords(names)).toEqual([]);
	await shot('library-long-titles');

	const diary = new DiaryPage(page);
	await diary.goto();
	expect(await brokenWords(diary.rows.getByRole('link'))).toEqual([]);

	await new TitlePage(page).goto('movie', recordId('movie', '872585'));
	const heading = page.getByRole('heading', { level: 1, name: 'Oppenheimer' });
	await expect(heading).toBeVisible();
	expect(await brokenWords(heading)).toEqual([]);
	expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);

	await new DiscoverPage(page).goto('movie', { query: 'Oppenheimer' });
	const card = page.getByRole('heading', { level: 3, name: 'Oppenheimer' });
	await expect(card).toBeVisible();
	expect(await brokenWords(card)).toEqual([]);
});

test('a Diary row opens its watch from anywhere on it; a person’s row opens them, while its buttons stay buttons', async ({ page }) => {
	await seedLongTitles(page);
	const diary = new DiaryPage(page);
	await diary.goto();
	const row = diary.rowFor('Oppenheimer');
	const { width, height } = (await row.boundingBox())!;
	// The day, far from the title.
	await row.click({ position: { x: 12, y: height - 8 } });
	await expect(page).toHaveURL(/\/title\/movie\/movie%3Atmdb%3A872585\/log\?log=/);
	await expect(page.getByRole('heading', { level: 1, name: 'Edit a watch' })).toBeVisible();
	await page.goBack();
	await row.click({ position: { x: width - 12, y: height - 8 } });
	await expect(page.getByRole('heading', { level: 1, name: 'Edit a watch' })).toBeVisible();

	const people = new PeoplePage(page);
	await people.goto();
	await people.add('Ana');
	await people.archive('Ana').click();
	await expect(people.bringBack('Ana')).toBeVisible();
	await expect(page).toHaveURL(/\/people$/);
	const person = people.row('Ana');
	// Beside the avatar, below the name and the Archived tag.
	const box = (await person.boundingBox())!;
	await person.click({ position: { x: 6, y: box.height - 4 } });
	await expect(page.getByRole('heading', { level: 1, name: 'Ana' })).toBeVisible();
});

test('Settings opens with an index, the library’s data first, and Export within the first two screens', async ({ page, shot, checkA11y }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	const viewport = page.viewportSize()!;
	const exportButton = (await settings.exportButton.boundingBox())!;
	expect(exportButton.y + exportButton.height, 'Export within two screens').toBeLessThanOrEqual(2 * viewport.height);
	const index = page.getByRole('navigation', { name: 'Settings sections' });
	await expect(index.getByRole('link')).toHaveText(['Export', 'Import', 'Bring your history', 'Sync', 'Title catalog', 'Streaming services', 'AI agent', 'Storage', 'About']);
	await checkA11y();
	await shot('settings-index');

	const reaches: [string, string][] = [
		['Export', 'Export'],
		['Import', 'Import'],
		['Bring your history', 'Bring your history'],
		['Sync', 'Sync'],
		['Title catalog', 'Title catalog'],
		['Streaming services', 'My streaming services'],
		['AI agent', 'Connections'],
		['Storage', 'Storage on this device'],
		['About', 'About Screenshelf']
	];
	for (const [link, heading] of reaches) {
		await page.evaluate(() => window.scrollTo(0, 0));
		await index.getByRole('link', { name: link, exact: true }).click();
		const target = page.getByRole('heading', { level: 2, name: heading, exact: true });
		await expect(target, link).toBeInViewport();
		await expect.poll(async () => within((await target.boundingBox())!, await openBand(page)), `${heading}, clear of the bars`).toBe(true);
	}
});
