// Discover: the catalogue's lists and search, quick saves, a title's details, and what the
// screen says when a list is empty or the catalogue fails.
import { AppShell } from './pages/app-shell';
import { DiscoverPage, ProviderTitlePage } from './pages/discover';
import { useMockCatalog } from './support/pwa';
import { useMockTmdb } from './support/mock-tmdb';
import { expect, test } from './support/fixtures';

const mock = useMockTmdb();

test('search the demo catalog and quick-save a movie and a series; the cards say they are in the library', async ({ page, shot, checkA11y }) => {
	test.slow();
	const discover = new DiscoverPage(page);
	await discover.goto();
	await expect(discover.demoNote).toBeVisible();
	await expect(discover.demoNote.getByRole('link')).toHaveAttribute('href', '/settings#catalog-guide');
	await expect(discover.listHeading('Popular movies')).toBeVisible();
	await checkA11y();
	await shot('popular-movies');

	await discover.search('matrix');
	await expect(page).toHaveURL(/[?&]q=matrix/);
	await expect(discover.listHeading('Results for “matrix”')).toBeVisible();
	const matrix = discover.card('The Matrix');
	await expect(matrix).toContainText('1999');
	await expect(matrix).toContainText('Science Fiction');
	await discover.saveButton('The Matrix').click();
	await expect(discover.inLibrary('The Matrix')).toHaveAttribute('href', `/title/movie/${encodeURIComponent('movie:tmdb:603')}`);
	await expect(matrix).toContainText('Saved as Want to watch');
	await checkA11y();
	await shot('matrix-saved');

	// The search carries over to the TV tab, where the demo catalog has no such series.
	await discover.tab('TV').click();
	await expect(page).toHaveURL(/kind=tv/);
	await expect(page.getByRole('heading', { name: 'No series match “matrix”' })).toBeVisible();
	await expect(discover.alert).toHaveCount(0);

	await discover.search('breaking');
	await discover.saveAs('Breaking Bad', 'Watching');
	await expect(discover.inLibrary('Breaking Bad')).toHaveAttribute('href', `/title/tv/${encodeURIComponent('tv:tmdb:1396')}`);
	await expect(discover.card('Breaking Bad')).toContainText('Saved as Watching');
	await checkA11y();
	await shot('breaking-bad-saved');

	// The marks come from the library itself, so they survive a reload.
	await page.reload();
	await expect(discover.inLibrary('Breaking Bad')).toBeVisible();
	await discover.tab('Movies').click();
	// The tab's own navigation lands first (it keeps the search), as a person sees the shelf switch before typing.
	await expect(page).toHaveURL(/kind=movie/);
	await expect(discover.searchbox).toHaveValue('breaking');
	// An empty search is the popular list, where The Matrix is marked too.
	await discover.search('');
	await expect(page).not.toHaveURL(/[?&]q=/);
	await expect(discover.listHeading('Popular movies')).toBeVisible();
	await expect(discover.inLibrary('The Matrix')).toBeVisible();
	await expect(discover.saveButton('The Matrix')).toHaveCount(0);
});

test('leaving Discover while a typed search waits for its pause stays left', async ({ page }) => {
	const discover = new DiscoverPage(page);
	await discover.goto();
	await expect(discover.listHeading('Popular movies')).toBeVisible();
	// Screens' code now arrives slowly, as on a poor connection: the search's pause ends before the Library opens.
	await page.route('**/_app/immutable/nodes/**', async (route) => {
		await new Promise((resolve) => setTimeout(resolve, 1_000));
		await route.continue();
	});
	await discover.searchbox.fill('matrix');
	await new AppShell(page).openSection('Library');
	await expect(page).toHaveURL((url) => url.pathname === '/' && !url.search.includes('q='));
});

test('a title opens in its catalogue details before it is saved, and is saved from there', async ({ page, shot, checkA11y }) => {
	test.slow();
	const discover = new DiscoverPage(page);
	const details = new ProviderTitlePage(page);
	await discover.goto('tv', { query: 'breaking' });
	await discover.openDetails('Breaking Bad');
	await expect(page).toHaveURL(/\/discover\/tv\/1396$/);
	await expect(details.heading('Breaking Bad')).toBeVisible();
	await expect(page.getByText('A mild-mannered chemistry teacher', { exact: false })).toBeVisible();
	await expect(details.genres).toContainText('Drama');
	await expect(page.getByText('5 seasons')).toBeVisible();
	await expect(details.season('Season 1')).toContainText('7 episodes');
	await expect(details.season('Season 1')).toContainText('2008');
	await checkA11y();
	await shot('series-details');

	await discover.saveAs('Breaking Bad', 'On hold');
	await expect(page.getByText('In your library · On hold')).toBeVisible();
	await expect(details.openInLibrary).toHaveAttribute('href', `/title/tv/${encodeURIComponent('tv:tmdb:1396')}`);
	await shot('series-saved');

	// The title's page in the library goes back to these details, and they, still, to the search
	// they came from, which now marks the title.
	await details.openInLibrary.click();
	await page.getByRole('link', { name: 'Back to Discover' }).click();
	await expect(details.heading('Breaking Bad')).toBeVisible();
	await details.back.click();
	await expect(page).toHaveURL(/\/discover\?kind=tv&q=breaking$/);
	await expect(discover.inLibrary('Breaking Bad')).toBeVisible();

	await details.goto('movie', '550');
	await expect(details.heading('Fight Club')).toBeVisible();
	await expect(page.getByText('2 h 19 min')).toBeVisible();
	await expect(details.seasons).toHaveCount(0);
	await discover.saveButton('Fight Club').click();
	await expect(details.openInLibrary).toHaveAttribute('href', `/title/movie/${encodeURIComponent('movie:tmdb:550')}`);
	await checkA11y();
	await shot('movie-saved');
});

test('every list of the catalogue is a chip; an empty list says so plainly', async ({ page, shot, checkA11y }) => {
	test.slow();
	const discover = new DiscoverPage(page);
	await discover.goto();
	for (const name of ['Popular', 'Now playing', 'Upcoming', 'Top rated']) await expect(discover.list(name)).toBeVisible();

	await discover.list('Now playing').click();
	await expect(page).toHaveURL(/category=now_playing/);
	await expect(discover.listHeading('Movies now playing')).toBeVisible();
	await expect(discover.cards.first()).toBeVisible();

	await discover.list('Upcoming').click();
	await expect(page).toHaveURL(/category=upcoming/);
	await expect(discover.list('Upcoming')).toHaveAttribute('aria-current', 'page');
	await expect(page.getByRole('heading', { name: 'No upcoming movies in the demo catalog' })).toBeVisible();
	await expect(discover.cards).toHaveCount(0);
	await expect(discover.alert).toHaveCount(0);
	await expect(discover.retry).toHaveCount(0);
	await checkA11y();
	await shot('upcoming-empty');

	await discover.list('Top rated').click();
	await expect(discover.listHeading('Top rated movies')).toBeVisible();
	await expect(discover.cards.first()).toBeVisible();

	await discover.tab('TV').click();
	for (const name of ['Popular', 'Airing today', 'On the air', 'Top rated']) await expect(discover.list(name)).toBeVisible();
	await discover.list('On the air').click();
	await expect(page).toHaveURL(/kind=tv&category=on_the_air/);
	await expect(discover.listHeading('Series on the air')).toBeVisible();
	await checkA11y();
	await shot('tv-on-the-air');
});

test('a long list pages on: more results load at its end, never twice', async ({ page, shot }) => {
	test.slow();
	const discover = new DiscoverPage(page);
	await discover.goto();
	await expect(discover.cards).toHaveCount(20);
	await expect(page.getByText('Showing 20 of 39')).toBeVisible();
	await discover.moreResults.scrollIntoViewIfNeeded();
	await expect(discover.cards).toHaveCount(39);
	await expect(discover.moreResults).toHaveCount(0);
	const titles = await discover.cards.getByRole('heading', { level: 3 }).allTextContents();
	expect(new Set(titles).size).toBe(39);
	await shot('all-popular-movies');
});

test('catalogue failures are said plainly, with a way to try again', async ({ page, shot, checkA11y, problems }) => {
	test.slow();
	const discover = new DiscoverPage(page);
	await useMockCatalog(page, mock.current);

	// A Retry-After longer than the client waits: reported at once, not retried.
	mock.current.setFault({ kind: 'status', status: 429, retryAfter: 60, path: '/movie/top_rated' });
	await discover.goto('movie', { category: 'top_rated' });
	await expect(discover.demoNote).toHaveCount(0);
	await expect(discover.alert).toContainText('TMDB asks for a pause after too many requests.');
	// The wait counts down where it is said.
	await expect(discover.alert).toContainText(/Try again in 5\d s\./, { timeout: 3_000 });
	await expect(discover.retry).toBeVisible();
	await checkA11y();
	await shot('rate-limited');
	mock.current.setFault(null);
	await discover.retry.click();
	await expect(discover.alert).toHaveCount(0);
	await expect(discover.cards.first()).toBeVisible();

	mock.current.setFault({ kind: 'status', status: 500, path: '/search/tv' });
	await discover.goto('tv', { query: 'sherlock' });
	await expect(discover.alert).toHaveText('TMDB is having trouble right now. Try again in a few minutes.');
	await shot('provider-error');
	mock.current.setFault(null);
	await discover.retry.click();
	await expect(discover.card('Sherlock')).toBeVisible();

	// Offline, with no service worker to answer from its cache, the lookup fails at once.
	await page.context().setOffline(true);
	await discover.search('fleabag');
	await expect(discover.alert).toBeVisible();
	await expect(page.getByText('Titles already in your library still open offline.')).toBeVisible();
	await shot('offline');
	await page.context().setOffline(false);
	await discover.retry.click();
	await expect(discover.card('Fleabag')).toBeVisible();

	// A token TMDB stops accepting is said above the list, with the way to the token field.
	mock.current.setFault({ kind: 'status', status: 401 });
	await discover.goto('tv', { category: 'popular' });
	const refused = page.getByTestId('tmdb-token-refused');
	await expect(refused).toContainText('TMDB no longer accepts your token');
	await checkA11y();
	await shot('token-refused');
	mock.current.setFault(null);
	await refused.getByRole('link', { name: 'Paste a new token in Settings' }).click();
	await expect(page.getByLabel('API Read Access Token')).toBeFocused();
	await expect(page.getByText('TMDB no longer accepts the saved token. Paste a new one below.')).toBeVisible();

	// The failed requests above were asked for; the browser logs each one.
	const asked = /Failed to load resource|status of (401|429|500)|ERR_INTERNET_DISCONNECTED/;
	problems.splice(0, problems.length, ...problems.filter((p) => !asked.test(p)));
});
