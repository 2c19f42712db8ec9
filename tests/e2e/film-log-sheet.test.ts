// The quick log sheet's other choices (issue 56, item 1): from a catalog title page, yesterday with
// a note and a place is said back; its Undo takes the title out of the library with its watch. A
// rewatch is said on the title page.
import { Confirmation } from './pages/confirmation';
import { ProviderTitlePage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { QuickLogSheet } from './pages/quick-log';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

test('a film logged from its catalog page for yesterday, with a note and a place; Undo takes it out of the library', async ({ page, shot }) => {
	const details = new ProviderTitlePage(page);
	await details.goto('movie', '872585');
	const sheet = new QuickLogSheet(page);
	await sheet.opener('Oppenheimer').click();
	await sheet.day('Yesterday').click();
	await sheet.rating('Like').click();
	await sheet.notes.fill('Loud, in the best way');
	await sheet.place.fill('The Odeon');
	await shot('quick-log-filled');
	await sheet.save.click();

	const confirmation = new Confirmation(page);
	await expect(confirmation.card).toContainText('Watch of Oppenheimer saved, yesterday');
	await expect(details.openInLibrary).toBeVisible();
	await expect(page.getByText('In your library · Watched')).toBeVisible();

	await confirmation.undo.click();
	await expect(confirmation.card).toContainText('Watch of Oppenheimer undone');
	const library = new LibraryPage(page);
	await library.goto('movie');
	await expect(library.cards).toHaveCount(0);
});

test('another day must be a day already past: the sheet says so and saves nothing; a rewatch says so on the title page', async ({ page }) => {
	const details = new ProviderTitlePage(page);
	await details.goto('movie', '872585');
	const sheet = new QuickLogSheet(page);
	await sheet.opener('Oppenheimer').click();
	await sheet.rewatch.check();
	await sheet.day('Another day').click();
	await sheet.save.click();
	await expect(sheet.sheet.getByText('Pick the day you watched it: today or an earlier day.')).toBeVisible();
	await sheet.otherDate.fill('2024-02-03');
	await sheet.save.click();
	// The day is said in the reader's locale (en-US here).
	await expect(new Confirmation(page).card).toContainText('Watch of Oppenheimer saved, February 3, 2024');
	await details.openInLibrary.click();
	const title = new TitlePage(page);
	await expect(title.logRow('February 3, 2024')).toContainText('Rewatch');
});
