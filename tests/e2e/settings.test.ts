// Settings journeys: a TMDB token tested and saved against the mock TMDB server and used for
// searches; a library exported, wiped and imported back whole; broken files refused with paths.
import type { LibraryDocument } from '../../src/lib/transfer/library-document';
import { importThroughSettings, libraryFile } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { expect, test, type Page } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';

const mock = useMockTmdb();

const AT = '2024-06-01T10:00:00.000Z';

/** A small library as Screenshelf exports it: 2 movies, 1 series, 2 watch logs, 1 person. */
function libraryDocument(): LibraryDocument {
	const meta = { tags: [], recommendedByPersonIds: [], posterPath: null, createdAt: AT, updatedAt: AT };
	return {
		format: 'film-tv-library',
		version: 1,
		exportedAt: AT,
		counts: { tvSeries: 1, movies: 2, tvWatchLogs: 1, movieWatchLogs: 1, tvRecommendations: 0, movieRecommendations: 0, tvTastes: 0, movieTastes: 0, people: 1 },
		data: {
			tvSeries: [
				{
					...meta,
					id: 'tv:tmdb:1396',
					providerRef: { provider: 'tmdb', mediaType: 'tv', id: '1396' },
					title: 'Breaking Bad',
					firstAirDate: '2008-01-20',
					genres: ['Drama', 'Crime'],
					numberOfSeasons: 5,
					numberOfEpisodes: 62,
					currentSeason: 1,
					currentEpisode: 3,
					status: 'watching',
					watchCount: 1,
					lastWatchedOn: '2024-05-20'
				}
			],
			movies: [
				{
					...meta,
					id: 'movie:tmdb:603',
					providerRef: { provider: 'tmdb', mediaType: 'movie', id: '603' },
					title: 'The Matrix',
					releaseDate: '1999-03-31',
					genres: ['Action', 'Science Fiction'],
					status: 'watched',
					rating: 'love',
					watchCount: 1,
					lastWatchedOn: '2024-05-01'
				},
				{
					...meta,
					id: 'movie:tmdb:348',
					providerRef: { provider: 'tmdb', mediaType: 'movie', id: '348' },
					title: 'Alien',
					releaseDate: '1979-05-25',
					genres: ['Horror', 'Science Fiction'],
					status: 'want_to_watch',
					watchCount: 0,
					lastWatchedOn: null
				}
			],
			tvWatchLogs: [
				{
					watchLogId: 'log-breaking-bad-1',
					kind: 'tv',
					mediaRecordId: 'tv:tmdb:1396',
					title: 'Breaking Bad',
					watchedOn: '2024-05-20',
					watchedOnDefaulted: false,
					watchedWithPersonIds: [],
					platformType: 'streaming',
					platformService: 'Netflix',
					seasonFrom: 1,
					episodeFrom: 1,
					seasonTo: 1,
					episodeTo: 3,
					createdAt: AT,
					updatedAt: AT
				}
			],
			movieWatchLogs: [
				{
					watchLogId: 'log-matrix-1',
					kind: 'movie',
					mediaRecordId: 'movie:tmdb:603',
					title: 'The Matrix',
					watchedOn: '2024-05-01',
					watchedOnDefaulted: false,
					watchedWithPersonIds: ['person-ann'],
					platformType: 'theater',
					platform: 'Rex Cinema',
					rating: 'love',
					notes: 'Still holds up.',
					createdAt: AT,
					updatedAt: AT
				}
			],
			tvRecommendations: [],
			movieRecommendations: [],
			tvTastes: [],
			movieTastes: [],
			people: [{ id: 'person-ann', name: 'Ann', active: true, createdAt: AT, updatedAt: AT }]
		}
	};
}

/** A new device: the library's database is deleted while no page of the app has it open. */
async function wipeLibrary(page: Page): Promise<void> {
	// A static file of the same origin: the app does not run there, so nothing holds the database.
	await page.goto('/favicon.ico');
	await page.evaluate(
		() =>
			new Promise<void>((resolve, reject) => {
				const request = indexedDB.deleteDatabase('screenshelf');
				request.onsuccess = () => resolve();
				request.onerror = () => reject(request.error);
				request.onblocked = () => reject(new Error('the library database is still open'));
			})
	);
}

/** Chromium logs every failed request; these tests cause some on purpose. */
function forgiveFailedRequests(problems: string[], pattern: RegExp): void {
	const kept = problems.filter((p) => !pattern.test(p));
	problems.splice(0, problems.length, ...kept);
}

test('a TMDB token is tested and saved against the mock server, and searches go through it', async ({ page, shot, checkA11y, problems }) => {
	// Several screens and states, each checked for accessibility and photographed.
	test.slow();
	const settings = new SettingsPage(page);
	const seen = mock.current.requests.length;
	const requests = () => mock.current.requests.slice(seen);

	await settings.goto();
	await expect(settings.heading).toBeVisible();
	await expect(settings.catalogInUse).toHaveText('In use: Demo catalog');
	await expect(page.getByTestId('tmdb-attribution')).toHaveText('This product uses the TMDB API but is not endorsed or certified by TMDB.');
	await expect(page.getByTestId('storage-usage')).toContainText('available to Screenshelf');
	await checkA11y();
	await shot('settings-demo-catalog');

	await settings.useTmdbServer(mock.current.url);
	await settings.testToken('not-the-right-token');
	await expect(settings.tokenCheck).toContainText('Refused.');
	expect(requests()).toContainEqual(expect.objectContaining({ path: '/authentication', authorization: 'invalid' }));
	await shot('token-refused');

	await settings.testToken(mock.current.token);
	await expect(settings.tokenCheck).toHaveText(`Accepted. TMDB accepted the token. Tested at ${mock.current.url}.`);
	expect(requests()).toContainEqual(expect.objectContaining({ path: '/authentication', authorization: 'valid' }));
	await shot('token-accepted');

	await settings.saveTokenButton.click();
	await expect(settings.tokenIsSet).toBeVisible();
	await expect(settings.catalogInUse).toHaveText('In use: TMDB');
	await settings.language.selectOption('hi-IN');
	await expect(page.getByText('Language saved.')).toBeVisible();
	await settings.region.selectOption('IN');
	await expect(page.getByText('Region saved.')).toBeVisible();
	await page.reload();
	await expect(settings.tokenIsSet).toBeVisible();
	await expect(settings.language).toHaveValue('hi-IN');
	// The stored token is never read back into the page.
	await expect(settings.tokenInput).toHaveCount(0);
	expect(await page.content()).not.toContain(mock.current.token);
	await checkA11y();
	await shot('token-set');

	await page.goto('/discover?kind=movie');
	await page.getByRole('searchbox').fill('Matrix');
	await expect(page).toHaveURL(/q=Matrix/);
	await expect(page.getByRole('heading', { name: 'The Matrix', exact: true })).toBeVisible();
	const searched = () =>
		requests().some((r) => r.path === '/search/movie' && r.authorization === 'valid' && r.search.includes('query=Matrix') && r.search.includes('language=hi-IN'));
	await expect.poll(searched, { message: 'a search for Matrix reached the mock TMDB with the token' }).toBe(true);
	await checkA11y();
	await shot('discover-through-tmdb');

	await settings.goto();
	await page.getByRole('button', { name: 'Clear' }).click();
	await expect(settings.catalogInUse).toHaveText('In use: Demo catalog');
	await expect(settings.tokenInput).toBeVisible();
	await page.getByRole('button', { name: 'Back to TMDB' }).click();
	await expect(settings.tmdbNotice).toHaveText(/^Address saved\. With a token, requests will go to TMDB itself \(https:/);
	await expect(settings.baseUrlInput).toHaveValue('');
	forgiveFailedRequests(problems, /status of 401/);
});

test('a token pasted and an address typed are tested and saved together: the tested address is in use', async ({ page, shot, checkA11y }) => {
	const settings = new SettingsPage(page);
	const { url, token } = mock.current;
	const seen = mock.current.requests.length;
	const requests = () => mock.current.requests.slice(seen);
	await settings.goto();

	await settings.tokenInput.fill(token);
	await settings.typeTmdbServer(url);
	await settings.testTokenButton.click();
	await expect(settings.tokenCheck).toContainText('Accepted. TMDB accepted the token.');
	await expect(settings.tokenCheck).toContainText(`Tested at ${url}. Not in use yet: Save token keeps this address.`);
	expect(requests()).toContainEqual(expect.objectContaining({ path: '/authentication', authorization: 'valid' }));
	// Testing saved nothing: the demo catalog still answers.
	await expect(settings.catalogInUse).toHaveText('In use: Demo catalog');
	await checkA11y();
	await shot('token-tested-at-typed-address');

	// Another address makes the verdict stale; a malformed one is explained without asking anyone.
	const asked = requests().length;
	await settings.baseUrlInput.fill('not an address');
	await expect(settings.tokenCheck).toHaveCount(0);
	await settings.testTokenButton.click();
	await expect(settings.tokenCheck).toContainText('Unreachable. The TMDB API address must be an http or https URL.');
	expect(requests()).toHaveLength(asked);

	await settings.baseUrlInput.fill(url);
	await settings.saveTokenButton.click();
	await expect(settings.tmdbNotice).toHaveText(`Token saved. Searches now go to ${url}.`);
	await expect(settings.catalogInUse).toHaveText('In use: TMDB');
	await expect(settings.catalogAddress).toContainText(url);
	await page.reload();
	await expect(settings.catalogAddress).toContainText(url);

	await page.goto('/discover?kind=movie');
	await expect(page.getByRole('heading', { name: 'The Matrix', exact: true })).toBeVisible();
	expect(requests()).toContainEqual(expect.objectContaining({ path: '/movie/popular', authorization: 'valid' }));
});

test('an address typed and not saved is asked about on the way out of Settings, never dropped silently', async ({ page, shot, checkA11y }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	await settings.typeTmdbServer(mock.current.url);
	await page.getByRole('link', { name: 'Discover' }).click();
	await expect(settings.unsavedDraft).toContainText(`The TMDB API address you typed (${mock.current.url}) is not saved yet`);
	await expect(page).toHaveURL(/\/settings$/);
	await checkA11y();
	await shot('unsaved-address-asked');

	await settings.unsavedDraft.getByRole('button', { name: 'Save and leave' }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
	await settings.goto();
	await expect(settings.baseUrlInput).toHaveValue(mock.current.url);

	// Discarded on purpose, the saved address stays.
	await settings.baseUrlInput.fill('http://127.0.0.1:9/3');
	await page.getByRole('link', { name: 'Discover' }).click();
	await settings.unsavedDraft.getByRole('button', { name: 'Discard and leave' }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
	await settings.goto();
	await expect(settings.baseUrlInput).toHaveValue(mock.current.url);
});

test('a TMDB server that cannot be reached is reported as unreachable', async ({ page, problems }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	// Chromium never connects to port 9 (discard): as unreachable as a server gets, at once.
	await settings.useTmdbServer('http://127.0.0.1:9/3');
	await settings.testToken(mock.current.token);
	await expect(settings.tokenCheck).toContainText('Unreachable.');
	await expect(settings.catalogInUse).toHaveText('In use: Demo catalog');
	forgiveFailedRequests(problems, /ERR_UNSAFE_PORT/);
});

test('a malformed base URL or token is explained next to its field', async ({ page }) => {
	const settings = new SettingsPage(page);
	await settings.goto();
	await settings.advanced.click();
	await settings.baseUrlInput.fill('ftp://example.com');
	await settings.useAddressButton.click();
	await expect(page.getByText('The address must be an http or https URL.')).toBeVisible();
	// An API Key with a character left behind in the copying.
	await settings.testToken('0123456789abcdef0123456789abcde');
	await expect(settings.tokenCheck).toContainText('Refused. This is not a TMDB token.');
	await expect(page.locator('#tmdb-token-error')).toHaveText("The token has 31 characters, and TMDB's API Key has 32: copy it again, whole.");
});

test('a library is exported, wiped and imported back whole', async ({ page, shot, checkA11y }) => {
	test.slow();
	const settings = new SettingsPage(page);

	await settings.goto();
	await settings.chooseImportFile('seed-library.json', JSON.stringify(libraryDocument(), null, 2));
	await expect(settings.importSummary).toBeVisible();
	await expect(settings.summaryCells(settings.importSummary, 'Series')).toHaveText(['1', '0', '0', '0']);
	await expect(settings.summaryCells(settings.importSummary, 'Movies')).toHaveText(['2', '0', '0', '0']);
	await expect(settings.summaryCells(settings.importSummary, 'Series logs')).toHaveText(['1', '0', '0', '0']);
	await expect(settings.summaryCells(settings.importSummary, 'Movie logs')).toHaveText(['1', '0', '0', '0']);
	await expect(settings.summaryCells(settings.importSummary, 'People')).toHaveText(['1', '0', '0', '0']);
	await checkA11y();
	await shot('import-dry-run');
	await settings.importButton.click();
	await expect(settings.importDone).toHaveText('Import finished: 1 series, 2 movies, 1 series log, 1 movie log, and 1 person added.');
	await shot('import-done');

	const exported = await settings.exportLibrary();
	expect(exported.download.suggestedFilename()).toMatch(/^screenshelf-library-\d{4}-\d{2}-\d{2}\.json$/);
	await expect(settings.exportDone).toContainText('6 rows (1 series, 2 movies, 1 series log, 1 movie log, 1 person)');
	const document = JSON.parse(exported.text) as LibraryDocument;
	expect(document.format).toBe('film-tv-library');
	expect(document.counts).toEqual(libraryDocument().counts);
	expect(document.data.movies.map((m) => m.title).sort()).toEqual(['Alien', 'The Matrix']);
	await shot('export-done');
	const backup = exported.download.suggestedFilename();

	await wipeLibrary(page);
	await settings.goto();
	await settings.chooseImportFile(backup, exported.text);
	await expect(settings.summaryCells(settings.importSummary, 'Movies')).toHaveText(['2', '0', '0', '0']);
	await settings.chooseMode('Replace');
	await expect(settings.importSummary).toHaveAccessibleName('If this file replaces your library');
	await page.getByRole('button', { name: 'Import and replace' }).click();
	await expect(settings.replaceConfirm).toContainText("Nothing will be removed: your library holds nothing the file lacks. Anything in both takes the file's version.");
	await checkA11y();
	await shot('replace-confirm');
	await settings.replaceConfirm.getByRole('button', { name: 'Replace my library' }).click();
	await expect(settings.importDone).toHaveText('Import finished: 1 series, 2 movies, 1 series log, 1 movie log, and 1 person added.');
	await expect(settings.summaryCells(settings.importResult, 'Series logs')).toHaveText(['1', '0', '0', '0']);

	// The same file again changes nothing.
	await settings.chooseImportFile(backup, exported.text);
	await expect(settings.summaryCells(settings.importSummary, 'Movies')).toHaveText(['0', '0', '2', '0']);
	await expect(page.getByText('Your library already holds everything in this file')).toBeVisible();

	// The Library shows the same shelves as before the wipe (the shelf, not the Up next section above it).
	const shelf = page.getByRole('list', { name: /^Your (series|movies)$/ });
	await page.goto('/?kind=tv');
	await expect(shelf.getByRole('link', { name: /Breaking Bad/ })).toHaveCount(1);
	await page.goto('/?kind=movie');
	await expect(shelf.getByRole('link', { name: /The Matrix/ })).toHaveCount(1);
	await expect(shelf.getByRole('link', { name: /Alien/ })).toHaveCount(1);
	await checkA11y();
	await shot('library-after-import');
});

test('replacing the library says what it would remove by what it is: series, movies, logs', async ({ page }) => {
	await importThroughSettings(
		page,
		libraryFile(
			[
				{ kind: 'tv', providerId: '1396', title: 'Breaking Bad' },
				{ kind: 'movie', providerId: '603', title: 'The Matrix' }
			],
			[
				{ kind: 'movie', providerId: '603', watchedOn: '2025-02-01' },
				{ kind: 'movie', providerId: '603', watchedOn: '2025-03-01' }
			]
		)
	);
	const settings = new SettingsPage(page);
	await settings.chooseImportFile('alien.json', libraryFile([{ kind: 'movie', providerId: '348', title: 'Alien' }], []));
	await settings.chooseMode('Replace');
	await page.getByRole('button', { name: 'Import and replace' }).click();
	await expect(settings.replaceConfirm).toContainText('1 series, 1 movie, and 2 movie logs not in the file will be removed.');
});

test('a broken file is refused with its path, and nothing is written', async ({ page, shot, checkA11y }) => {
	test.slow();
	const settings = new SettingsPage(page);
	await settings.goto();

	await settings.chooseImportFile('cut-short.json', '{"format": "film-tv-library", "data": {');
	await expect(settings.importFileError).toContainText('The file is not valid JSON, or it was cut short');
	await expect(settings.importButton).toHaveCount(0);
	await shot('import-not-json');

	// JSON, but no Screenshelf export: said plainly, with its one missing marker, not every field it lacks.
	await settings.chooseImportFile('films.json', JSON.stringify({ films: [{ title: 'Alien' }] }));
	await expect(settings.importFileError).toContainText('This file is not a Screenshelf library export, so nothing was imported.');
	await expect(settings.importFileError.getByRole('listitem')).toHaveText(['format: is missing: every Screenshelf export says "format": "film-tv-library"']);

	const bad = libraryDocument();
	(bad.data.movies[1] as { rating: string }).rating = 'superb';
	await settings.chooseImportFile('bad-row.json', JSON.stringify(bad));
	await expect(settings.importFileError).toContainText('The file does not match the library format; nothing was imported');
	await expect(settings.importFileError.getByRole('listitem')).toContainText(['data.movies.1.rating']);
	await expect(settings.importSummary).toHaveCount(0);
	await expect(settings.importButton).toHaveCount(0);
	await checkA11y();
	await shot('import-bad-row');

	const exported = await settings.exportLibrary();
	expect(Object.values((JSON.parse(exported.text) as LibraryDocument).counts).every((n) => n === 0)).toBe(true);
	await expect(settings.exportDone).toContainText('0 rows (nothing yet)');
});
