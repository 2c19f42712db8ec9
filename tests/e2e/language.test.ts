// The app in the person's language: a browser set to Portuguese (Brazil) gets TMDB's answers in it
// with no setting changed, the original title beside the translated one; a Brazilian Netflix
// history matches by the Portuguese titles it names; and a language chosen in Settings fetches the
// saved titles again in it. Against the mock TMDB, which translates a few titles.
import { DiscoverPage, ProviderTitlePage } from './pages/discover';
import { HistoryImportSection } from './pages/history-import';
import { SettingsPage } from './pages/settings';
import { expect, test } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';
import { useMockCatalog } from './support/pwa';

test.use({ locale: 'pt-BR' });
const mock = useMockTmdb();

const languageAsked = (path: string) => mock.current.requests.filter((r) => r.path === path).map((r) => new URLSearchParams(r.search).get('language'));

test("Discover answers in the browser's language, the original title beside the translated one", async ({ page, checkA11y }) => {
	await useMockCatalog(page, mock.current);
	const settings = new SettingsPage(page);
	await expect(settings.language).toHaveValue('');
	await expect(settings.language.locator('option:checked')).toHaveText("Browser's language (Português · pt-BR)");

	const discover = new DiscoverPage(page);
	await discover.goto('movie', { query: 'poderoso' });
	await discover.openDetails('O Poderoso Chefão');
	await expect(new ProviderTitlePage(page).heading('O Poderoso Chefão')).toBeVisible();
	await expect(page.getByText('Original title: The Godfather')).toBeVisible();
	await expect(page.getByText(/^Em 1945, Don Vito Corleone/)).toBeVisible();
	expect(languageAsked('/movie/238')).toEqual(['pt-BR']);
	await checkA11y();
});

test('a Netflix history in Portuguese matches the titles it names in Portuguese', async ({ page }) => {
	await useMockCatalog(page, mock.current);
	const history = new HistoryImportSection(page);
	await history.choose('netflixPortuguese');
	await expect(history.count('Matched by title')).toHaveText('3');
	await history.importButton.click();
	await expect(history.done).toContainText('Netflix history imported');

	await page.goto('/?kind=movie');
	await expect(page.getByRole('link', { name: /O Poderoso Chefão/ })).toBeVisible();
});

test('a language chosen in Settings fetches the saved titles again in it', async ({ page, checkA11y }) => {
	await useMockCatalog(page, mock.current);
	const details = new ProviderTitlePage(page);
	await details.goto('movie', '238');
	await page.getByRole('button', { name: 'Save O Poderoso Chefão', exact: true }).click();
	await expect(details.openInLibrary).toBeVisible();

	const settings = new SettingsPage(page);
	await settings.goto();
	mock.current.requests.splice(0);
	await settings.language.selectOption('it-IT');
	await expect(page.getByText('Language saved.')).toBeVisible();
	await expect(page.getByTestId('language-progress')).toHaveText('Fetched 1 title again in Italian (Italy).');
	expect(languageAsked('/movie/238')).toEqual(['it-IT']);
	await checkA11y();

	await page.goto('/?kind=movie');
	await page.getByRole('link', { name: /Il padrino/ }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Il padrino' })).toBeVisible();
	await expect(page.getByText('Original title: The Godfather')).toBeVisible();
});
