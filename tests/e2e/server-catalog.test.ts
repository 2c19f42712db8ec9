/**
 * The household's catalog (README, "Your own server"): the repository's Caddyfile, run by Debian's
 * caddy with TMDB_TOKEN set, passes the app's reads of TMDB to the stand-in (which refuses every
 * request without that token) with the token added. A device opened from the server, or syncing
 * with it from elsewhere, finds the full catalog by itself and never holds the token; other paths
 * and methods are refused; a 429 reaches each device, which waits; a server with no token offers
 * nothing, and the device keeps the demo catalog and says so.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startCouchServer, type CouchServer } from '../../scripts/couch-server.mjs';
import { startMockTmdb, type MockTmdb } from '../../scripts/mock-tmdb.mjs';
import { AppShell } from './pages/app-shell';
import { DiscoverPage } from './pages/discover';
import { LibraryPage } from './pages/library';
import { saveFromDiscover } from './pages/seed';
import { SettingsPage } from './pages/settings';
import { SyncSettings } from './pages/sync';
import { CADDY, startCaddy, type RunningCaddy } from './support/caddy';
import { setUpCouch } from './support/couch-setup';
import { expect, test } from './support/fixtures';

const USER = { username: 'ana', password: 'popcorn-42' };
let mock: MockTmdb;
let couch: CouchServer;
/** The household's server, with a token in .env. */
let household: RunningCaddy;
/** A server with none. */
let bare: RunningCaddy;
const contexts: BrowserContext[] = [];

test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => !isMobile, 'devices of their own');
test.skip(!CADDY, "caddy is not installed (npm test installs Debian's package when it can): the Caddyfile is not exercised");
test.setTimeout(90_000);

test.beforeAll(async ({ baseURL }) => {
	mock = await startMockTmdb({ posters: true });
	// A device opened elsewhere (the test server) syncs here: CouchDB allows it, as its admin would.
	couch = await startCouchServer({ corsOrigins: [String(baseURL)] });
	household = await startCaddy(couch.url, { tmdbToken: mock.token, tmdbUpstream: mock.origin });
	bare = await startCaddy(couch.url, { tmdbUpstream: mock.origin });
});
test.afterAll(async () => {
	await Promise.all(contexts.splice(0).map((c) => c.close()));
	await Promise.all([household?.stop(), bare?.stop()]);
	await couch?.stop();
	await mock?.close();
});

interface Device {
	page: Page;
	/** Console and page errors, which none of these journeys expects. */
	problems: string[];
	/** Every request the browser made (its pages and its worker) and every answer it got, as text. */
	traffic: string[];
}

async function openDevice(browser: Browser, origin: string, serviceWorkers: 'allow' | 'block' = 'block'): Promise<Device> {
	const context = await browser.newContext({ baseURL: origin, viewport: { width: 390, height: 844 }, serviceWorkers });
	contexts.push(context);
	const traffic: string[] = [];
	context.on('request', (request) => {
		traffic.push(`${request.method()} ${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
	});
	context.on('response', async (response) => {
		const body = await response.text().catch(() => '');
		traffic.push(`${response.status()} ${response.url()} ${JSON.stringify(await response.allHeaders())} ${body}`);
	});
	const page = await context.newPage();
	const problems: string[] = [];
	page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
	page.on('pageerror', (e) => problems.push(e.message));
	return { page, problems, traffic };
}

/** Everything the device keeps: every IndexedDB database, web storage, and the worker's caches (keys and bodies). */
function storedEverything(page: Page): Promise<string> {
	return page.evaluate(async () => {
		const request = <R,>(req: IDBRequest<R>) =>
			new Promise<R>((resolve, reject) => {
				req.onsuccess = () => resolve(req.result);
				req.onerror = () => reject(req.error);
			});
		const kept: unknown[] = [{ ...localStorage }, { ...sessionStorage }];
		for (const { name } of await indexedDB.databases()) {
			if (!name) continue;
			const db = await request(indexedDB.open(name));
			for (const store of db.objectStoreNames) {
				const tx = db.transaction(store);
				kept.push(name, store, await request(tx.objectStore(store).getAllKeys()), await request(tx.objectStore(store).getAll()));
			}
			db.close();
		}
		for (const name of await caches.keys()) {
			const cache = await caches.open(name);
			for (const key of await cache.keys()) kept.push(key.url, [...key.headers], await (await cache.match(key))?.text());
		}
		return JSON.stringify(kept);
	});
}

test("a device opened from the server has the household's catalog by itself, and never the token", async ({ browser }) => {
	const { page, problems, traffic } = await openDevice(browser, household.origin, 'allow');
	await page.goto('/');
	await new AppShell(page).waitForServiceWorker();
	// The empty library's way to the full catalog says it is there, and from where.
	await expect(new LibraryPage(page).way('Get the full catalog')).toContainText(
		`The full catalog is in use: every film and series, from TMDB through your server (${household.origin}).`
	);

	const discover = new DiscoverPage(page);
	await discover.goto('movie');
	await expect(discover.cards.first()).toBeVisible();
	await expect(discover.demoNote).toHaveCount(0);
	// Posters come from TMDB's image host (the stand-in's), which needs no token.
	await expect(discover.cards.first().locator('img')).toHaveAttribute('src', new RegExp(`^${mock.origin}/t/p/`));

	const settings = new SettingsPage(page);
	await settings.goto();
	await expect(settings.catalogInUse).toHaveText('In use: TMDB');
	await expect(settings.catalogAddress).toHaveText(`Titles come from TMDB through your server (${household.origin}). This device needs no token of its own.`);
	await expect(settings.tokenInput).toBeHidden();

	await saveFromDiscover(page, 'movie', 'Matrix', 'The Matrix');
	await page.goto('/?kind=movie');
	await expect(page.getByRole('link', { name: /The Matrix/ }).locator('img')).toHaveAttribute('src', `${mock.origin}/t/p/w342/movie-603.jpg`);

	// What the browser asked went through the server, which added the token.
	expect(mock.requests.map((r) => r.path)).toContain('/search/movie');
	expect(mock.requests.every((r) => r.authorization === 'valid')).toBe(true);
	// The worker keeps the server's answers for offline use: the search answers again with no network.
	await page.context().setOffline(true);
	await page.goto('/discover?kind=movie&q=Matrix');
	await expect(discover.card('The Matrix')).toBeVisible();
	await page.context().setOffline(false);

	const stored = await storedEverything(page);
	expect(stored).toContain(`${household.origin}/tmdb/3/search/movie?`);
	expect(traffic.length).toBeGreaterThan(20);
	expect(traffic.filter((line) => line.includes(mock.token))).toEqual([]);
	expect(stored).not.toContain(mock.token);
	expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
});

test('the server passes on only reads of the paths the app uses, always with its own token', async ({ request }) => {
	const before = mock.requests.length;
	expect((await request.post(`${household.origin}/tmdb/3/search/movie?query=matrix`, { data: {} })).status()).toBe(405);
	expect((await request.delete(`${household.origin}/tmdb/3/movie/603`)).status()).toBe(405);
	for (const path of ['/tmdb/3/account', '/tmdb/3/authentication', '/tmdb/3/movie/603/account_states', '/tmdb/4/list/1', '/tmdb/3/']) {
		expect((await request.get(`${household.origin}${path}`)).status(), path).toBe(404);
	}
	expect(mock.requests.length).toBe(before);

	// A request bringing a token of its own (or a cookie) reaches TMDB with the server's, and nothing else.
	const answer = await request.get(`${household.origin}/tmdb/3/movie/603`, { headers: { Authorization: 'Bearer someone-elses', Cookie: 'session=1' } });
	expect(answer.status()).toBe(200);
	expect(mock.requests.slice(before).map((r) => [r.path, r.authorization])).toEqual([['/movie/603', 'valid']]);
	expect(JSON.stringify(answer.headers())).not.toContain(mock.token);
	expect(await answer.text()).not.toContain(mock.token);
});

test('many devices, one token: a 429 from TMDB reaches each device, which waits it out instead of asking again', async ({ browser }) => {
	const devices = [await openDevice(browser, household.origin), await openDevice(browser, household.origin)];
	mock.setFault({ kind: 'status', status: 429, retryAfter: 60, path: '/movie/top_rated' });
	const asked = () => mock.requests.filter((r) => r.path === '/movie/top_rated').length;
	for (const { page } of devices) {
		const discover = new DiscoverPage(page);
		await discover.goto('movie', { category: 'top_rated' });
		await expect(discover.alert).toContainText('TMDB asks for a pause after too many requests.');
		// The server passed TMDB's Retry-After on: the wait counts down from it.
		await expect(discover.alert).toContainText(/Try again in 5\d s\./, { timeout: 3_000 });
	}
	const once = asked();
	expect(once).toBe(2);
	await devices[0]!.page.waitForTimeout(3_000);
	expect(asked()).toBe(once);

	mock.setFault(null);
	for (const { page } of devices) {
		const discover = new DiscoverPage(page);
		await discover.retry.click();
		await expect(discover.alert).toHaveCount(0);
		await expect(discover.cards.first()).toBeVisible();
	}
	for (const { problems } of devices) expect(problems.filter((p) => !/status of 429/.test(p))).toEqual([]);
});

test("a token TMDB stops accepting is said to be the server's, for whoever runs it to renew", async ({ browser }) => {
	const { page, problems } = await openDevice(browser, household.origin);
	mock.setFault({ kind: 'status', status: 401, path: '/tv/' });
	const discover = new DiscoverPage(page);
	await discover.goto('tv', { category: 'popular' });
	await expect(discover.alert.first()).toBeVisible();
	const refused = page.getByTestId('tmdb-token-refused');
	await expect(refused).toHaveText(
		"TMDB no longer accepts your server's token, so what is shown may be out of date. Ask whoever runs your Screenshelf server to renew TMDB_TOKEN."
	);
	await expect(refused.getByRole('link')).toHaveCount(0);
	mock.setFault(null);
	expect(problems.filter((p) => !/status of 401/.test(p))).toEqual([]);
});

test('a device syncing from elsewhere with the server finds its catalog too', async ({ browser, baseURL }) => {
	expect(await setUpCouch(household.origin, USER)).toContain('database screenshelf');
	const { page, problems, traffic } = await openDevice(browser, String(baseURL));
	const discover = new DiscoverPage(page);
	await discover.goto('movie');
	await expect(discover.demoNote).toBeVisible();

	const sync = new SyncSettings(page);
	await sync.open();
	await sync.connect({ url: `${household.origin}/couchdb/`, database: 'screenshelf', ...USER });
	await expect(sync.status).toContainText('Up to date', { timeout: 20_000 });
	await expect(new SettingsPage(page).catalogAddress).toContainText(`Titles come from TMDB through your server (${household.origin}).`);
	await discover.goto('movie', { query: 'Matrix' });
	await expect(discover.card('The Matrix').locator('img')).toHaveAttribute('src', new RegExp(`^${mock.origin}/t/p/`));
	await expect(discover.demoNote).toHaveCount(0);
	expect(traffic.filter((line) => line.includes(mock.token))).toEqual([]);
	expect(await storedEverything(page)).not.toContain(mock.token);
	// Sync's first look for the library on the server is a 404, which the browser logs; nothing else fails.
	expect(traffic.filter((line) => /^[45]\d\d /.test(line) && !line.includes('/couchdb/'))).toEqual([]);
	expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});

test('a device syncing with a CouchDB of its own asks it for no catalog', async ({ browser, baseURL }) => {
	const { page, problems, traffic } = await openDevice(browser, String(baseURL));
	const sync = new SyncSettings(page);
	await sync.open();
	await sync.connect({ url: couch.url, database: 'screenshelf', ...USER });
	await expect(sync.status).toContainText('Up to date', { timeout: 20_000 });
	const discover = new DiscoverPage(page);
	await discover.goto('movie', { query: 'Matrix' });
	await expect(discover.card('The Matrix')).toBeVisible();
	await expect(discover.demoNote).toBeVisible();
	expect(traffic.filter((line) => line.includes(`${new URL(couch.url).origin}/tmdb/`))).toEqual([]);
	expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});

test('a server with no token offers no catalog: the device keeps the demo catalog and says so, with no error', async ({ browser, request }) => {
	expect((await request.get(`${bare.origin}/tmdb/3/configuration`)).status()).toBe(204);
	const before = mock.requests.length;
	const { page, problems } = await openDevice(browser, bare.origin);
	const discover = new DiscoverPage(page);
	await discover.goto('movie', { query: 'Matrix' });
	await expect(discover.card('The Matrix')).toBeVisible();
	await expect(discover.demoNote).toBeVisible();
	const settings = new SettingsPage(page);
	await settings.goto();
	await expect(settings.catalogInUse).toHaveText('In use: Demo catalog');
	await expect(settings.catalogAddress).toContainText('Add your own TMDB token to search every film and series');
	await expect(settings.tokenInput).toBeVisible();
	expect(mock.requests.length).toBe(before);
	expect(problems).toEqual([]);
});
