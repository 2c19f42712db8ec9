// Where the keyboard lands after an action whose button goes away or is disabled while it runs:
// on the control or message that follows from it, never back at the top of the page (<body>),
// where a keyboard or screen-reader user would lose their place.
import { startCouchServer, type CouchServer } from '../../scripts/couch-server.mjs';
import { saveFromCatalog } from './pages/catalog-save';
import { Confirmation } from './pages/confirmation';
import { DiscoverPage } from './pages/discover';
import { HistoryImportSection } from './pages/history-import';
import { LogWatchPage } from './pages/log-watch';
import { PeoplePage } from './pages/people';
import { RecoveryScreen } from './pages/recovery';
import { libraryFile, recordId, saveFromDiscover } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { SyncSettings } from './pages/sync';
import { TitlePage } from './pages/title';
import { expect, test, type Page } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';
import { useMockCatalog } from './support/pwa';
import type { Locator } from '@playwright/test';

const MATRIX = 'movie:tmdb:603';
const BREAKING_BAD = 'tv:tmdb:1396';
const CHERNOBYL = recordId('tv', '87108');
const mock = useMockTmdb();

/** Presses a control the way a keyboard user does: Tab to it, then Enter. */
async function press(control: Locator): Promise<void> {
	await control.focus();
	await control.press('Enter');
}

/** The element with the keyboard focus, by its accessible name; never the page itself. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
	await expect(target).toBeFocused();
	expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

test('the log form: after Add person the keyboard is back in the name field, for the next one', async ({ page }) => {
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	const log = new LogWatchPage(page);
	await log.goto('movie', MATRIX);
	await log.newPerson.fill('Ana');
	await press(log.addPerson);
	await expect(log.companion('Ana')).toBeChecked();
	await expectFocusOn(page, log.newPerson);
});

test('a title page: tags, notes, refresh and a deleted watch each leave the keyboard where the person was', async ({ page }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', BREAKING_BAD);

	// Tags: removing one moves to the next tag's remove button, the last one's to the one before,
	// and once none is left, to the field that adds one.
	for (const tag of ['cosy', 'rewatch', 'with the kids']) {
		await title.newTag.fill(tag);
		await title.newTag.press('Enter');
		await expect(title.tag(tag)).toBeVisible();
	}
	await press(title.tag('rewatch'));
	await expect(title.tag('rewatch')).toHaveCount(0);
	await expectFocusOn(page, title.tag('with the kids'));
	await press(title.tag('with the kids'));
	await expect(title.tag('with the kids')).toHaveCount(0);
	await expectFocusOn(page, title.tag('cosy'));
	await press(title.tag('cosy'));
	await expect(title.tag('cosy')).toHaveCount(0);
	await expectFocusOn(page, title.newTag);
	// The Add button empties the field and so turns itself off: the keyboard stays in the field.
	await title.newTag.fill('slow burn');
	await press(page.getByRole('button', { name: 'Add', exact: true }));
	await expect(title.tag('slow burn')).toBeVisible();
	await expectFocusOn(page, title.newTag);

	// Notes: saved, the button turns off; the keyboard goes back to the notes, and the status says so.
	await title.notes.fill('Chemistry teacher, bad decisions.');
	await press(title.saveNotes);
	await expect(page.getByText('Notes saved.')).toBeVisible();
	await expectFocusOn(page, title.notes);

	// Refresh metadata: the button is off while it works, then has the keyboard again.
	const refresh = page.getByRole('button', { name: 'Refresh metadata' });
	await press(refresh);
	await expect(page.getByText('Details refreshed from the catalog.')).toBeVisible();
	await expectFocusOn(page, refresh);

	// A deleted watch: the keyboard goes to the watch that took its place, then to the one before
	// the last, and with none left to the list's heading.
	await title.watchUpTo('Season 1', 1, 2, 'Don’t remember: on the air date');
	await title.logNextEpisode.click();
	await title.logNextEpisode.click();
	await expect(title.logRows).toHaveCount(3);
	const deleteOf = (range: string) => title.logRow(range).getByRole('button', { name: /^Delete/ });
	const confirmDelete = async (range: string) => {
		await press(deleteOf(range));
		await press(title.dialog.getByRole('button', { name: 'Delete watch' }));
		await expect(title.logRow(range)).toHaveCount(0);
	};
	// Newest first: S1 E4, S1 E3, S1 E1–E2.
	await confirmDelete('S1 E3');
	await expectFocusOn(page, deleteOf('S1 E1–E2'));
	await confirmDelete('S1 E1–E2');
	await expectFocusOn(page, deleteOf('S1 E4'));
	await confirmDelete('S1 E4');
	await expectFocusOn(page, page.getByRole('heading', { level: 2, name: /^Watch log/ }));
});

test('a series: Enter logs episode after episode, and after the last the keyboard is on the line that says so', async ({ page }) => {
	await saveFromDiscover(page, 'tv', 'Chernobyl', 'Chernobyl');
	const title = new TitlePage(page);
	await title.goto('tv', CHERNOBYL);
	// Off while it logs and while the next episode's details load, the button has the keyboard back
	// once the next episode is shown: Enter again logs that one.
	await press(title.logNextEpisode);
	await expect(title.progress).toHaveText('Next: S1 E2');
	await expectFocusOn(page, title.logNextEpisode);
	await page.keyboard.press('Enter');
	await expect(title.progress).toHaveText('Next: S1 E3');
	await expectFocusOn(page, title.logNextEpisode);

	// "Up to here" goes with the run it logs: the keyboard goes to that episode's tick.
	await title.openSeason('Miniseries');
	await press(title.upToHere(1, 4));
	await expectFocusOn(page, title.ticked(1, 4));

	await press(title.logNextEpisode);
	await expect(title.progress).toHaveText('You’re all caught up');
	await expectFocusOn(page, title.progress);
	// "Mark series completed" goes once done: the keyboard stays on the line above it.
	await press(page.getByRole('button', { name: 'Mark series completed' }));
	await expect(page.getByRole('button', { name: 'Mark series completed' })).toHaveCount(0);
	await expectFocusOn(page, title.progress);
});

test('a confirmation dismissed, with or without its Undo, hands the keyboard back to where it was before', async ({ page }) => {
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', BREAKING_BAD);
	await press(title.logNextEpisode);
	const confirmation = new Confirmation(page);
	await expect(confirmation.card).toContainText('Logged S1 E1 of Breaking Bad');
	await expectFocusOn(page, title.logNextEpisode);
	// From the button to the message, and away with ×: back on the button.
	await press(confirmation.dismiss);
	await expect(confirmation.card).toHaveCount(0);
	await expectFocusOn(page, title.logNextEpisode);

	// Undo hands it to ×, which then hands it back the same way.
	await press(title.logNextEpisode);
	await expect(confirmation.card).toContainText('Logged S1 E2 of Breaking Bad');
	await press(confirmation.undo);
	await expect(confirmation.card).toContainText('Log of S1 E2 of Breaking Bad undone');
	await expectFocusOn(page, confirmation.dismiss);
	await press(confirmation.dismiss);
	await expect(confirmation.card).toHaveCount(0);
	await expectFocusOn(page, title.logNextEpisode);
});

test('a season marked watched hands the keyboard to its last episode\'s tick', async ({ page }) => {
	await saveFromDiscover(page, 'tv', 'Chernobyl', 'Chernobyl');
	const title = new TitlePage(page);
	await title.goto('tv', CHERNOBYL);
	await title.openSeason('Miniseries');
	await press(page.getByRole('button', { name: 'Mark Miniseries watched' }));
	await expectFocusOn(page, title.ticked(1, 5));
});

test('Up next: the one-tap log keeps the keyboard on its row, and hands it to the next row when the series leaves', async ({ page }) => {
	await saveFromDiscover(page, 'tv', 'Chernobyl', 'Chernobyl');
	await saveFromDiscover(page, 'tv', 'Severance', 'Severance');
	const title = new TitlePage(page);
	await title.goto('tv', recordId('tv', '95396'));
	await title.tick(1, 1).click();
	// Written before the page goes: a load of the next address would cut the write short.
	await expect(title.ticked(1, 1)).toBeVisible();
	await title.goto('tv', CHERNOBYL);
	await title.watchUpTo('Miniseries', 1, 4);
	await expect(title.ticked(1, 4)).toBeVisible();
	await page.goto('/up-next');
	// Severance moves to the top, as the series watched last: its button keeps the keyboard.
	await press(page.getByRole('button', { name: 'Log Severance S1 E2 as watched today' }));
	await expectFocusOn(page, page.getByRole('button', { name: 'Log Severance S1 E3 as watched today' }));
	// Chernobyl's last episode: its row leaves Up next, the keyboard goes to the one before it.
	await press(page.getByRole('button', { name: 'Log Chernobyl S1 E5 as watched today' }));
	await expect(page.getByRole('button', { name: /^Log Chernobyl/ })).toHaveCount(0);
	await expectFocusOn(page, page.getByRole('button', { name: 'Log Severance S1 E3 as watched today' }));
});

test('Discover: a saved card hands the keyboard to its "In your library" link', async ({ page }) => {
	const discover = new DiscoverPage(page);
	await discover.goto('movie', { query: 'matrix' });
	await press(discover.saveButton('The Matrix'));
	await expectFocusOn(page, discover.inLibrary('The Matrix'));

	// Saved with another status from the menu, the same.
	await discover.goto('movie', { query: 'alien' });
	await press(page.getByRole('button', { name: 'Choose a status for Alien', exact: true }));
	await press(page.getByRole('group', { name: 'Save with status' }).getByRole('button', { name: 'Watched' }));
	await expectFocusOn(page, discover.inLibrary('Alien'));
});

test('People: Archive and Bring back hand the keyboard to each other', async ({ page }) => {
	const people = new PeoplePage(page);
	await people.goto();
	await people.add('Ana Lima');
	await press(people.archive('Ana Lima'));
	await expectFocusOn(page, people.bringBack('Ana Lima'));
	await press(people.bringBack('Ana Lima'));
	await expectFocusOn(page, people.archive('Ana Lima'));
});

test("a person's page: a saved or cancelled recommendation or taste hands the keyboard back to the button that opened its form", async ({ page }) => {
	test.slow();
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	const people = new PeoplePage(page);
	await people.goto();
	await people.add('Ana Lima');
	const ana = await people.open('Ana Lima');

	await press(ana.recordRecommendation);
	const recommendation = page.getByRole('form', { name: 'Record a recommendation' });
	await recommendation.getByLabel('Find a title in your library').fill('matr');
	await recommendation.getByRole('radio', { name: /^The Matrix\b/ }).check();
	await press(recommendation.getByRole('button', { name: 'Save recommendation' }));
	await expect(ana.announcement).toHaveText('Recorded: Ana Lima recommended The Matrix.');
	await expectFocusOn(page, ana.recordRecommendation);

	const taste = page.getByRole('form', { name: 'Record a taste' });
	for (const [kind, words, title, choice] of [['Movies', 'alien', 'Alien', 'Favourite'], ['TV', 'sher', 'Sherlock', 'Dislike']] as const) {
		await press(ana.recordTaste);
		await taste.getByRole('radio', { name: kind, exact: true }).check();
		await taste.getByLabel('Search the catalog').fill(words);
		await taste.getByRole('radio', { name: new RegExp(`^${title}\\b`) }).check();
		await taste.getByRole('radio', { name: choice, exact: true }).check();
		await press(taste.getByRole('button', { name: `Save ${choice.toLowerCase()}` }));
		await expect(ana.announcement).toContainText(`Recorded: ${title} is one of`);
		await expectFocusOn(page, ana.recordTaste);
	}

	await press(ana.recordTaste);
	await press(taste.getByRole('button', { name: 'Cancel' }));
	await expect(taste).toHaveCount(0);
	await expectFocusOn(page, ana.recordTaste);
});

test('Settings export: each export gives the keyboard back to its button once downloaded', async ({ page }) => {
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	const settings = new SettingsPage(page);
	await settings.goto();
	await press(settings.exportButton);
	await expect(settings.exportDone).toBeVisible();
	await expectFocusOn(page, settings.exportButton);
	const letterboxd = page.getByRole('button', { name: 'Export films for Letterboxd' });
	await press(letterboxd);
	await expect(page.getByTestId('letterboxd-export-done')).toBeVisible();
	await expectFocusOn(page, letterboxd);
});

test('the storage recovery screen: Try again and the rescue export keep the keyboard in the dialog', async ({ page }) => {
	// A backing store that takes a moment to refuse, as a damaged one does: Try again is off meanwhile.
	await page.addInitScript(() => {
		IDBFactory.prototype.open = function () {
			const request: Partial<IDBOpenDBRequest> = { error: new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError') };
			setTimeout(() => request.onerror?.call(request as IDBOpenDBRequest, { target: request, type: 'error', preventDefault() {}, stopPropagation() {} } as unknown as Event), 300);
			return request as IDBOpenDBRequest;
		};
	});
	const recovery = new RecoveryScreen(page);
	await page.goto('/');
	await expect(recovery.tryAgain).toBeFocused();
	await press(recovery.tryAgain);
	await expect(page.getByText('Still can’t open it.')).toBeVisible();
	await expectFocusOn(page, recovery.tryAgain);
	await press(recovery.exportButton);
	await expect(recovery.rescueResult).toBeVisible();
	await expectFocusOn(page, recovery.exportButton);
});

test('Settings import: the keyboard goes to what the import changed, and Cancel returns it to the button', async ({ page }) => {
	const settings = new SettingsPage(page);
	const file = libraryFile([{ kind: 'movie', providerId: '603', title: 'The Matrix' }], []);
	await settings.goto();
	await settings.chooseImportFile('library.json', file);
	await press(settings.importButton);
	await expect(settings.importDone).toContainText('Import finished');
	await expectFocusOn(page, settings.importDone);

	await settings.chooseImportFile('library.json', libraryFile([{ kind: 'movie', providerId: '348', title: 'Alien' }], []));
	await settings.chooseMode('Replace');
	const importAndReplace = page.getByRole('button', { name: 'Import and replace' });
	await press(importAndReplace);
	await press(settings.replaceConfirm.getByRole('button', { name: 'Cancel' }));
	await expectFocusOn(page, importAndReplace);
	await press(importAndReplace);
	await press(settings.replaceConfirm.getByRole('button', { name: 'Replace my library' }));
	await expect(settings.importDone).toHaveText('Import finished: 1 movie added; 1 movie removed.');
	await expectFocusOn(page, settings.importDone);
});

test('Bring your history: Stop, Go on and Skip all not found each hand the keyboard to what follows', async ({ page }) => {
	await useMockCatalog(page, mock.current);
	const history = new HistoryImportSection(page);
	// Slow answers, so that matching is still under way when Stop is pressed.
	mock.current.setFault({ kind: 'slow', delayMs: 500 });
	await history.choose('letterboxd');
	const stop = page.getByRole('button', { name: 'Stop matching' });
	// The file field is off while matching runs: the keyboard goes to Stop.
	await expectFocusOn(page, stop);
	await press(stop);
	await expectFocusOn(page, page.getByRole('button', { name: 'Go on matching' }));
	mock.current.setFault(null);
	await press(page.getByRole('button', { name: 'Go on matching' }));
	await expect(history.count('Not found')).toHaveText('1');
	await expectFocusOn(page, page.getByRole('heading', { name: '8 titles in this Letterboxd export' }));
	await press(history.skipAllNotFound);
	await expect(history.count('Skipped')).toHaveText('1');
	await expectFocusOn(page, history.importButton);
});

test.describe('Settings sync', () => {
	let server: CouchServer;
	test.beforeAll(async ({}, info) => {
		server = await startCouchServer({ corsOrigins: [String(info.project.use.baseURL)] });
		await server.createDatabase('focus', { username: 'ana', password: 'popcorn-42' });
	});
	test.afterAll(() => server.stop());

	test('Turn on sync: a refusal takes the keyboard to why, a yes to how sync stands; the switch and Disconnect keep it too', async ({ page, problems }) => {
		const settings = new SettingsPage(page);
		await settings.goto();
		await page.getByText('Connect to your server', { exact: true }).click();
		await page.getByLabel('Server address').fill(server.url);
		await page.getByLabel('Database name').fill('focus');
		await page.getByLabel('User name').fill('ana');
		await page.getByLabel('Password', { exact: true }).fill('wrong');
		const turnOn = page.getByRole('button', { name: 'Turn on sync' });
		await press(turnOn);
		const refusal = page.getByRole('region', { name: 'Sync' }).getByRole('alert');
		await expectFocusOn(page, refusal.getByText('refused the user name or password'));

		// A field at fault has its own error: the keyboard goes to that field, which reads it.
		const address = page.getByLabel('Server address');
		await address.fill('ftp://x.org');
		await press(turnOn);
		await expect(refusal).toContainText('Some fields are not right');
		await expectFocusOn(page, address);

		await address.fill(server.url);
		await page.getByLabel('Password', { exact: true }).fill('popcorn-42');
		await press(turnOn);
		const status = page.getByTestId('sync-status');
		await expect(status).toBeVisible({ timeout: 20_000 });
		await expectFocusOn(page, status);

		// The switch is off while it switches, then has the keyboard again.
		const sync = new SyncSettings(page);
		await sync.onOff.focus();
		await sync.onOff.press('Space');
		await expect(status).toContainText('Sync is off on this device');
		await expectFocusOn(page, sync.onOff);
		await sync.onOff.press('Space');
		await expect(sync.onOff).toBeChecked();
		await expectFocusOn(page, sync.onOff);

		// Disconnect goes with the status: the keyboard goes to connecting again.
		await press(page.getByRole('button', { name: 'Disconnect this device' }));
		await press(page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }));
		await expectFocusOn(page, page.getByText('Connect to your server', { exact: true }));
		// The browser reports in the console the refused sign-in, and the reads of what a new, empty
		// database has none of yet (its library and checkpoint documents): all asked for.
		problems.splice(0, problems.length, ...problems.filter((p) => !/status of (401|404)/.test(p)));
	});
});
