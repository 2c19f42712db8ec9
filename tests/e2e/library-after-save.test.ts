// After a save the Library opens on the shelf of what was saved (issue 56, item 5): a series saved
// from its catalog page, with the Movies shelf the one last opened, is found on the Series shelf,
// and a film logged from its catalog page on the Movies shelf.
import { AppShell } from './pages/app-shell';
import { ProviderTitlePage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { QuickLogSheet } from './pages/quick-log';
import { expect, test } from './support/fixtures';

test('a series saved from its catalog page opens the Library on the Series shelf, a film logged on the Movies shelf', async ({ page }) => {
	const library = new LibraryPage(page);
	const shell = new AppShell(page);
	await library.goto('movie');
	await expect(library.tab('Movies')).toHaveAttribute('aria-current', 'page');

	const details = new ProviderTitlePage(page);
	await details.goto('tv', '1396');
	await page.getByRole('button', { name: 'Save Breaking Bad', exact: true }).click();
	await expect(details.openInLibrary).toBeVisible();
	await shell.openSection('Library');
	await expect(library.tab('Series')).toHaveAttribute('aria-current', 'page');
	await expect(library.card('Breaking Bad')).toBeVisible();

	await details.goto('movie', '872585');
	const sheet = new QuickLogSheet(page);
	await sheet.opener('Oppenheimer').click();
	await sheet.save.click();
	await expect(details.openInLibrary).toBeVisible();
	await shell.openSection('Library');
	await expect(library.tab('Movies')).toHaveAttribute('aria-current', 'page');
	await expect(library.card('Oppenheimer')).toBeVisible();
});
