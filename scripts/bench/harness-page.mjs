// What `npm run bench` and `scripts/bench-up-next.mjs` share: the builds they need, a log line
// with the time since the run began, Chromium's flags, and the harness page (bench/harness)
// whose `window.bench` functions run the measures inside the browser.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureChromium, ensureDeps, run } from '../ensure-deps.mjs';

/** The heavy library's seed: every script that builds it builds the same one. */
export const SEED = 20_240_601;

export const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const started = Date.now();
export const elapsedSeconds = () => (Date.now() - started) / 1000;
/** @param {string} message */
export const log = (message) => console.log(`[bench ${elapsedSeconds().toFixed(0).padStart(4)}s] ${message}`);
/** @param {string} name */
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * Installs what is missing, builds the app (unless `reuseAppBuild` and build/ is there) and the
 * harness; returns Chromium's path. @param {{ reuseAppBuild: boolean }} options
 */
export function prepare({ reuseAppBuild }) {
	if (!ensureDeps()) throw new Error('could not install dependencies');
	const chromium = ensureChromium();
	if (!chromium.ok) throw new Error(chromium.error);
	if (!(reuseAppBuild && existsSync(join(ROOT, 'build', 'index.html')))) {
		log('building the app (vite build)');
		if (run(bin('vite'), ['build', '--logLevel', 'warn']) !== 0) throw new Error('vite build failed');
	}
	// The harness compiles src/lib against the root tsconfig.json, which extends SvelteKit's.
	if (!existsSync(join(ROOT, '.svelte-kit', 'tsconfig.json')) && run(bin('svelte-kit'), ['sync']) !== 0) throw new Error('svelte-kit sync failed');
	log('building the bench harness (bench/vite.config.ts)');
	if (run(bin('vite'), ['build', '--config', 'bench/vite.config.ts']) !== 0) throw new Error('the harness build failed');
	return chromium.path;
}

/**
 * A harness page on one origin; `call` runs one of its `window.bench` functions.
 * @param {import('@playwright/test').BrowserContext} context @param {string} url
 */
export async function openHarness(context, url) {
	const page = await context.newPage();
	page.on('console', (m) => {
		if (m.type() === 'error') console.error(`[page] ${m.text()}`);
		else if (m.text().startsWith('[bench] ')) log(`  ${m.text().slice(8)}`);
	});
	page.on('pageerror', (e) => console.error(`[page] ${e.message}`));
	await page.goto(`${url}/__bench/`);
	await page.waitForSelector('body[data-ready="true"]');
	/** @type {(name: string, ...a: unknown[]) => Promise<any>} */
	const call = (name, ...a) => page.evaluate(([n, a]) => /** @type {any} */ (window).bench[n](...a), /** @type {const} */ ([name, a]));
	return { page, call };
}
