// Offline: the first visit installs the service worker; with no network the app then opens at
// every address, the library works in full, TMDB lookups made online answer from the cache,
// and a lookup that was not kept says so at once. Lookups go through the real TMDB client to
// the mock TMDB server, set up in Settings.
import { AppShell } from './pages/app-shell';
import { LibraryPage } from './pages/library';
import { LogWatchPage } from './pages/log-watch';
import { recordId } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';
import { countPersistRequests, forgiveOfflineRequests, useMockCatalog } from './support/pwa';

test.use({ serviceWorkers: 'allow' });

const mock = useMockTmdb();

const OFFLINE_MESSAGE = /^You are offline and this was not saved for offline use\./;

test('with no network the app opens and the library works: save from the cache, log, edit, delete, export', async ({
	page,
	context,
	shot,
	checkA11y,
	problems
}) => {
	test.slow();
	const persistRequests = await countPersistRequests(page);
	const shell = new AppShell(page);
	await page.goto('/');
	await shell.waitForServiceWorker();
	await expect(shell.offlineReady).toBeVisible();
	await checkA11y();
	await shot('ready-to-work-offline');

	await useMockCatalog(page, mock.current);
	// Online, The Matrix is looked up and its details opened: both answers are kept.
	await page.goto('/discover?kind=movie&q=Matrix');
	await page.getByRole('link', { name: 'The Matrix', exact: true }).click();
	await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
	expect(await persistRequests(), 'no storage request before anything is saved').toBe(0);

	await context.setOffline(true);
	const requestsBefore = mock.current.requests.length;
	await new LibraryPage(page).goto();
	await expect(shell.offlineBadge).toBeVisible();
	await checkA11y();
	await shot('library-offline');

	// Saved from the kept search and details.
	await page.goto('/discover?kind=movie&q=Matrix');
	await page.getByRole('button', { name: 'Save The Matrix', exact: true }).click();
	await expect(page.getByRole('link', { name: /^In your library\s?: The Matrix$/ })).toBeVisible();
	await expect.poll(persistRequests, { message: 'storage persistence is asked for after the first saved title' }).toBe(1);
	await shot('saved-offline');

	// A watch logged, edited and deleted.
	const matrix = recordId('movie', '603');
	const log = new LogWatchPage(page);
	const title = new TitlePage(page);
	await log.goto('movie', matrix);
	await log.date.fill('2024-05-01');
	await log.notes.fill('Watched on the train, no signal.');
	await log.save.click();
	await expect(title.logRow('Watched on the train, no signal.')).toBeVisible();

	await title.logRows.getByRole('link', { name: /^Edit the watch of/ }).click();
	await expect(log.heading).toHaveText('Edit a watch');
	await log.notes.fill('Watched on the train, still no signal.');
	await log.saveChanges.click();
	await expect(title.logRow('Watched on the train, still no signal.')).toBeVisible();
	await checkA11y();
	await shot('logged-and-edited-offline');

	await title.logRows.getByRole('button', { name: /^Delete the watch of/ }).click();
	await title.dialog.getByRole('button', { name: 'Delete watch' }).click();
	await expect(title.logRows).toHaveCount(0);

	const library = new LibraryPage(page);
	await library.goto('movie');
	await expect(library.cards).toHaveCount(1);
	await expect(library.cards.first()).toContainText('The Matrix');

	// Exported, still offline.
	const settings = new SettingsPage(page);
	await settings.goto();
	const { download, text } = await settings.exportLibrary();
	expect(download.suggestedFilename()).toMatch(/\.json$/);
	const exported = JSON.parse(text);
	expect(exported.data.movies.map((m: { title: string }) => m.title)).toEqual(['The Matrix']);
	expect(exported.counts).toMatchObject({ movies: 1, movieWatchLogs: 0 });

	expect(mock.current.requests.length, 'nothing reached TMDB while offline').toBe(requestsBefore);
	await expect(shell.offlineBadge).toBeVisible();
	await context.setOffline(false);
	await expect(shell.offlineBadge).toHaveCount(0);
	forgiveOfflineRequests(problems);
});

test('a search made online answers offline from the cache; what was not kept says so within two seconds', async ({
	page,
	context,
	shot,
	checkA11y,
	problems
}) => {
	test.slow();
	const shell = new AppShell(page);
	await page.goto('/');
	await shell.waitForServiceWorker();
	await useMockCatalog(page, mock.current);
	await page.goto('/discover?kind=movie&q=Alien');
	await expect(page.getByRole('heading', { name: 'Aliens', exact: true })).toBeVisible();

	await context.setOffline(true);
	await page.reload();
	await expect(shell.offlineBadge).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Alien', exact: true })).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Aliens', exact: true })).toBeVisible();

	// Its details were never opened, so a quick save cannot fetch them, and says why.
	await page.getByRole('button', { name: 'Save Aliens', exact: true }).click();
	await expect(page.getByRole('alert').filter({ hasText: OFFLINE_MESSAGE })).toContainText('Try again when you are back online.');
	await shot('quick-save-not-kept');

	// A search never made online: the message comes within two seconds of typing (the search
	// waits 350 ms for typing to stop), not a spinner.
	await page.getByRole('searchbox').fill('Fight Club');
	await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible({ timeout: 2_000 });
	await checkA11y();
	await shot('search-not-kept');
	forgiveOfflineRequests(problems);
});

test('every address opens offline, and the offline notice comes only with the first install, in the page and briefly', async ({ page, context, checkA11y }) => {
	test.slow();
	const shell = new AppShell(page);
	await page.goto('/stats');
	await shell.waitForServiceWorker();
	await expect(shell.offlineReady).toBeVisible();
	// In the flow of the page, above the screen's own heading, never laid over it; and it goes by itself.
	const notice = (await shell.offlineReady.boundingBox())!;
	const heading = (await page.getByRole('heading', { level: 1, name: 'Stats' }).boundingBox())!;
	expect(notice.y + notice.height).toBeLessThanOrEqual(heading.y);
	await expect(shell.offlineReady).toHaveCount(0, { timeout: 12_000 });
	await page.reload();
	await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
	await expect(shell.offlineReady).toHaveCount(0);

	await context.setOffline(true);
	const screens: [path: string, heading: string | RegExp][] = [
		['/', 'Library'],
		['/diary', 'Diary'],
		['/discover?kind=tv&q=Breaking', 'Discover'],
		['/discover/tv/1396', 'Breaking Bad'],
		['/people', 'People'],
		['/stats', 'Stats'],
		['/settings', 'Settings']
	];
	for (const [path, heading] of screens) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
		await expect(shell.offlineBadge).toBeVisible();
	}
	await checkA11y();
});

test('the service worker keeps TMDB answers and posters, never an error, and never itself', async ({
	page,
	context,
	request,
	problems,
	appPath
}) => {
	const shell = new AppShell(page);
	await page.goto('/');
	await shell.waitForServiceWorker();
	const { url, origin, token } = mock.current;
	const get = (path: string) =>
		page.evaluate(
			async ({ href, token }) => {
				try {
					return (await fetch(href, { headers: { Authorization: `Bearer ${token}` } })).status;
				} catch {
					return 'network error';
				}
			},
			{ href: `${url}${path}?language=en-US`, token }
		);
	const showPoster = (src: string) =>
		page.evaluate(async (src) => {
			const img = new Image();
			img.src = src;
			try {
				await img.decode();
				return img.naturalWidth > 0;
			} catch {
				return false;
			}
		}, src);
	const poster = `${origin}/t/p/w342/movie-603.jpg`;

	expect(await get('/movie/603')).toBe(200);
	mock.current.setFault({ kind: 'status', status: 500, path: '/movie/550' });
	expect(await get('/movie/550')).toBe(500);
	mock.current.setFault(null);
	expect(await showPoster(poster)).toBe(true);
	// The worker stores an answer after handing it over; a user going offline a moment later finds it kept.
	const kept = async () => Object.values(await shell.cachedUrls()).flat();
	await expect.poll(kept).toEqual(expect.arrayContaining([`${url}/movie/603?language=en-US`, poster]));

	await context.setOffline(true);
	expect(await get('/movie/603'), 'a kept answer').toBe(200);
	expect(await get('/movie/550'), 'an error is never kept').toBe('network error');
	expect(await showPoster(poster), 'a kept poster').toBe(true);

	const cached = await shell.cachedUrls();
	expect(cached['tmdb-api']).toEqual([`${url}/movie/603?language=en-US`]);
	expect(cached['tmdb-posters']).toEqual([poster]);
	const everything = Object.values(cached).flat();
	expect(everything.some((u) => new URL(u).pathname === appPath('/index.html')), 'the app shell is precached').toBe(true);
	expect(everything.filter((u) => u.includes('service-worker.js')), 'the worker script is never cached').toEqual([]);
	const registration = await page.evaluate(async () => {
		const found = await navigator.serviceWorker.getRegistration();
		return { scope: found?.scope, updateViaCache: found?.updateViaCache };
	});
	expect(registration).toEqual({ scope: new URL(appPath('/'), page.url()).href, updateViaCache: 'none' });
	expect((await request.get(appPath('/service-worker.js'))).headers()['cache-control']).toBe('no-cache');
	forgiveOfflineRequests(problems);
	// The 500 asked of the mock, on purpose.
	problems.splice(0, problems.length, ...problems.filter((p) => !/status of 500/.test(p)));
});

test('with a pasted API Key, a search made online answers offline, and the worker keeps no key: not in its cache nor its records', async ({
	page,
	context,
	problems
}) => {
	test.slow();
	const shell = new AppShell(page);
	await page.goto('/');
	await shell.waitForServiceWorker();
	const settings = new SettingsPage(page);
	await settings.goto();
	await settings.saveTokenAt(mock.current.apiKey, mock.current.url);
	await page.goto('/discover?kind=movie&q=Alien');
	await expect(page.getByRole('heading', { name: 'Aliens', exact: true })).toBeVisible();
	expect(mock.current.requests).toContainEqual(expect.objectContaining({ path: '/search/movie', sentAs: 'api_key', authorization: 'valid' }));

	const kept = async () => (await shell.cachedUrls())['tmdb-api'] ?? [];
	await expect.poll(kept).toContainEqual(expect.stringMatching(/\/3\/search\/movie\?language=en-US&query=Alien/));
	// The key is in no cache entry and in none of the worker's IndexedDB records (the expiry it keeps per entry).
	const stored = await page.evaluate(async () => {
		const kept: unknown[] = [];
		for (const name of await caches.keys()) kept.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
		for (const { name } of await indexedDB.databases()) {
			if (!name?.startsWith('workbox')) continue;
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const open = indexedDB.open(name);
				open.onsuccess = () => resolve(open.result);
				open.onerror = () => reject(open.error);
			});
			for (const store of db.objectStoreNames) {
				const all = db.transaction(store).objectStore(store).getAll();
				kept.push(await new Promise((resolve) => (all.onsuccess = () => resolve(all.result))));
			}
			db.close();
		}
		return JSON.stringify(kept);
	});
	expect(stored).toContain('/3/search/movie');
	expect(stored).not.toContain(mock.current.apiKey);
	expect(stored).not.toContain('api_key');

	await context.setOffline(true);
	await page.reload();
	await expect(shell.offlineBadge).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Aliens', exact: true })).toBeVisible();
	forgiveOfflineRequests(problems);
});

test('a malformed answer from TMDB never displaces a kept one: offline, the kept list still shows', async ({ page, context, shot, problems }) => {
	test.slow();
	const shell = new AppShell(page);
	await page.goto('/');
	await shell.waitForServiceWorker();
	await useMockCatalog(page, mock.current);
	const matrix = page.getByRole('heading', { name: 'The Matrix', exact: true });
	await page.goto('/discover?kind=movie');
	await expect(matrix).toBeVisible();
	const keptPaths = async () => ((await shell.cachedUrls())['tmdb-api'] ?? []).map((u) => new URL(u).pathname).sort();
	await expect.poll(keptPaths).toEqual(expect.arrayContaining(['/3/genre/movie/list', '/3/movie/popular']));
	const kept = await keptPaths();

	// TMDB now sends broken JSON: the kept answers still answer, and the broken ones refresh nothing.
	mock.current.setFault({ kind: 'malformed' });
	const asked = mock.current.requests.length;
	await page.reload();
	await expect(matrix).toBeVisible();
	const revalidated = () => [...new Set(mock.current.requests.slice(asked).map((r) => `/3${r.path}`))].sort();
	await expect
		.poll(revalidated, { message: 'the worker asked TMDB again behind the kept answers' })
		.toEqual(expect.arrayContaining(['/3/genre/movie/list', '/3/movie/popular']));

	await context.setOffline(true);
	await page.reload();
	await expect(shell.offlineBadge).toBeVisible();
	await expect(matrix).toBeVisible();
	await expect(page.getByRole('alert')).toHaveCount(0);
	expect(await keptPaths()).toEqual(kept);
	await shot('kept-list-after-broken-answers');
	mock.current.setFault(null);
	forgiveOfflineRequests(problems);
});
