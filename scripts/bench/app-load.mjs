// The app's own first load, measured in fresh pages of the persistent profile: time from
// navigation start to a usable library screen (timed inside the page), online and offline, and
// the gzipped size of the JavaScript a first visit fetches.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The library screen is usable once it shows the first title of the shelf (the Library grid),
 * or, on the earlier home page, the library totals.
 */
export const USABLE_SELECTOR = 'ul[aria-label^="Your "] > li';

/** Runs in the page before any of its scripts: notes when the usable screen first appears. */
function watchUsable(selector) {
	const seen = () => {
		if (!document.querySelector(selector)) return false;
		// @ts-ignore: read back by the driver
		window.__benchUsableAt = performance.now();
		return true;
	};
	const observer = new MutationObserver(() => seen() && observer.disconnect());
	observer.observe(document, { childList: true, subtree: true });
}

/**
 * One visit of / in a new page: ms from navigation start to the usable screen, and its text.
 * `firstVisit` disables the HTTP cache and bypasses any service worker: a visit from the network.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} url
 * @param {{ firstVisit: boolean, keepOpen?: boolean, usable?: string }} options
 */
async function visit(context, url, { firstVisit, keepOpen = false, usable = USABLE_SELECTOR }) {
	const page = await context.newPage();
	if (firstVisit) {
		const cdp = await context.newCDPSession(page);
		await cdp.send('Network.enable');
		await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
		await cdp.send('Network.setBypassServiceWorker', { bypass: true });
	}
	await page.addInitScript(watchUsable, usable);
	await page.goto(url, { waitUntil: 'commit' });
	await page.waitForSelector(usable, { timeout: 120_000 });
	const text = await page.evaluate(() => document.body.innerText);
	// @ts-ignore: set by watchUsable
	const ms = Number(await page.evaluate(() => window.__benchUsableAt));
	if (!keepOpen) await page.close();
	return { ms, text, page };
}

/** "8000" or "8,000": how a count may be written on screen. @param {number} n */
const countPattern = (n) => new RegExp(`\\b${n.toLocaleString('en-US').replace(/,/g, '[,.\\s\\u202f]?')}\\b`);

/**
 * First visits from the network (no HTTP cache, no service worker) with the whole library stored.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 * @param {{ reps: number, warmup?: number, counts: number[] }} options counts the screen should show
 */
export async function measureFirstLoad(context, baseUrl, { reps, warmup = 1, counts }) {
	const samples = [];
	let showsLibrary = true;
	for (let i = 0; i < warmup + reps; i++) {
		const { ms, text } = await visit(context, `${baseUrl}/`, { firstVisit: true });
		showsLibrary &&= counts.every((n) => countPattern(n).test(text));
		if (i >= warmup) samples.push(ms);
	}
	return { samples, showsLibrary };
}

/**
 * Visits / as a user would and waits for the service worker to finish installing (precache).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 * @returns {Promise<boolean>} false when the app registers no service worker
 */
export async function installServiceWorker(context, baseUrl) {
	const { page } = await visit(context, `${baseUrl}/`, { firstVisit: false, keepOpen: true });
	await page.waitForLoadState('networkidle');
	const workers = await page.evaluate(async () => (navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations()).length : 0));
	if (workers > 0) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
	await page.close();
	return workers > 0;
}

/**
 * Offline cold start: each run launches the browser on the same profile with the network off
 * (and the server already stopped), then opens /: the service worker and IndexedDB come from disk.
 * @param {() => Promise<import('@playwright/test').BrowserContext>} launch
 * @param {string} baseUrl
 * @param {{ reps: number, warmup?: number }} options
 * @returns {Promise<{ samples: number[] } | { status: string }>}
 */
export async function measureOfflineColdStart(launch, baseUrl, { reps, warmup = 1 }) {
	const samples = [];
	for (let i = 0; i < warmup + reps; i++) {
		const context = await launch();
		try {
			await context.setOffline(true);
			const { ms } = await visit(context, `${baseUrl}/`, { firstVisit: false });
			if (i >= warmup) samples.push(ms);
		} catch (error) {
			return { status: `failed offline: ${String(error instanceof Error ? error.message : error).split('\n')[0]}` };
		} finally {
			await context.close();
		}
	}
	return { samples };
}

/**
 * The JavaScript a first visit fetches, each file gzipped here from build/ (zlib's default level).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} baseUrl
 * @param {string} buildDir
 * @param {{ usable?: string }} [options] what shows the screen is ready, when not a title card
 */
export async function measureFirstLoadJs(context, baseUrl, buildDir, { usable } = {}) {
	const { page } = await visit(context, `${baseUrl}/`, { firstVisit: true, keepOpen: true, usable });
	await page.waitForLoadState('networkidle');
	const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
	await page.close();
	const files = [];
	for (const url of new Set(urls)) {
		const { origin, pathname } = new URL(url);
		if (origin !== new URL(baseUrl).origin || !pathname.endsWith('.js')) continue;
		const file = join(buildDir, decodeURIComponent(pathname));
		if (!existsSync(file)) throw new Error(`the page loaded ${pathname}, which is not in ${buildDir}`);
		const bytes = readFileSync(file);
		files.push({ path: pathname, bytes: bytes.length, gzipBytes: gzipSync(bytes).length });
	}
	files.sort((a, b) => b.gzipBytes - a.gzipBytes);
	return { files, bytes: files.reduce((n, f) => n + f.bytes, 0), gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}
