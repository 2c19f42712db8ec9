// A new user's first hour on the demo catalog: Discover and the history import say what it knows
// and offer the full catalog; the guide walks through TMDB's steps and ends at the token field;
// the API Key TMDB shows (32 characters) is taken as readily as the Read Access Token.
import { DiscoverPage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { SettingsPage } from './pages/settings';
import { useMockTmdb } from './support/mock-tmdb';
import { expect, test } from './support/fixtures';

const mock = useMockTmdb();

test('Discover and the history import on the demo catalog say what it knows, and the guide they offer ends at the token field', async ({ page, shot, checkA11y }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	const historyNote = page.getByTestId('history-catalog-note');
	await expect(historyNote).toContainText('the demo catalog, which knows only 39 movies and 10 series');
	await expect(settings.guide).not.toHaveAttribute('open');
	// On the same page: the guide opens and comes into view.
	await historyNote.getByRole('link', { name: 'Get the full catalog' }).click();
	await expect(settings.guide).toHaveAttribute('open', '');
	await expect(settings.guideSummary).toBeInViewport();

	const discover = new DiscoverPage(page);
	await discover.goto();
	await expect(discover.demoNote).toHaveText(
		'Demo catalog: Screenshelf knows 39 movies and 10 series on its own. Get the full catalog to find every film and series, with posters: it is free and takes a few minutes.'
	);
	await discover.demoNote.getByRole('link', { name: 'Get the full catalog' }).click();
	await expect(page).toHaveURL(/\/settings#catalog-guide$/);
	await expect(settings.guide).toHaveAttribute('open', '');
	await expect(settings.guideSummary).toBeInViewport();
	await expect(settings.guideSummary).toBeFocused();
	// TMDB's steps in plain words: the account, the request for a key, the form, which code to copy.
	const steps = settings.guide.getByRole('listitem');
	await expect(steps).toHaveCount(6);
	await expect(steps.nth(0)).toContainText('Make a free account at themoviedb.org');
	await expect(steps.nth(1)).toContainText('request an API key');
	await expect(steps.nth(2)).toContainText('Choose Developer');
	await expect(steps.nth(3)).toContainText('any web address (http://localhost)');
	await expect(steps.nth(4)).toContainText('Copy either: the API Key (32 letters and digits');
	await expect(steps.nth(5)).toHaveText('Paste it in the field below, press Test token, then Save token.');
	await expect(steps.nth(1).getByRole('link')).toHaveAttribute('href', 'https://www.themoviedb.org/settings/api');
	await checkA11y();
	await shot('catalog-guide');

	// The guide ends at the field: past its two links, the keyboard is in it.
	for (let tab = 0; tab < 3; tab++) await page.keyboard.press('Tab');
	await expect(settings.tokenInput).toBeFocused();
	await expect(settings.tokenInput).toBeInViewport();
});

test('a pasted API Key is accepted by the mock TMDB, Discover then searches its catalog, and the Library says where the catalog comes from', async ({ page, shot }) => {
	const settings = new SettingsPage(page);
	const seen = mock.current.requests.length;
	const requests = () => mock.current.requests.slice(seen);
	await settings.goto();
	await settings.typeTmdbServer(mock.current.url);
	await settings.testToken(mock.current.apiKey);
	await expect(settings.tokenCheck).toContainText(`Accepted. TMDB accepted the token. Tested at ${mock.current.url}.`);
	expect(requests()).toContainEqual(expect.objectContaining({ path: '/authentication', authorization: 'valid', sentAs: 'api_key' }));
	await settings.saveTokenButton.click();
	await expect(settings.tmdbNotice).toHaveText(`Token saved. Searches now go to ${mock.current.url}.`);
	await expect(settings.catalogInUse).toHaveText('In use: TMDB');
	await shot('api-key-saved');

	const discover = new DiscoverPage(page);
	await discover.goto('movie', { query: 'Matrix' });
	await expect(discover.card('The Matrix')).toBeVisible();
	await expect(discover.demoNote).toHaveCount(0);
	await expect(page.getByText('Titles from The Movie Database (TMDB).')).toBeVisible();
	const searched = () => requests().some((r) => r.path === '/search/movie' && r.authorization === 'valid' && r.sentAs === 'api_key' && r.search.includes('query=Matrix'));
	await expect.poll(searched, { message: 'a search for Matrix reached the mock TMDB with the API Key' }).toBe(true);

	const library = new LibraryPage(page);
	await library.goto();
	await expect(library.way('Get the full catalog')).toContainText(`The full catalog is in use: every film and series, from ${mock.current.url}.`);
	await expect(library.way('Get the full catalog').getByRole('link', { name: 'Catalog settings' })).toHaveAttribute('href', '/settings#catalog');
});
