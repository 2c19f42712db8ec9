// The time from a tap on a section of the bottom bar to that section's list on screen, with the
// heavy library stored and Chromium's CPU slowed 4x (a mid-range phone), in the app itself at
// phone size. `npm run bench` runs it on the origin the harness imported the heavy library into;
// `node scripts/bench/section-taps.mjs [--reuse-app-build] [--reps=N] [--quick]` runs it alone:
// it builds, imports the heavy library (about a minute) and measures, in about five minutes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAUNCH_ARGS, SEED, log, openHarness, prepare } from './harness-page.mjs';
import { USABLE_SELECTOR } from './app-load.mjs';
import { ROOT } from '../ensure-deps.mjs';

export const CPU_SLOWDOWN = 4;

/**
 * Each section's bar entry, and what shows it is there: the first row of its list once read from
 * the library (or, for Discover, from the demo catalog), or Stats' first figures.
 */
const SECTIONS = [
	{ id: 'library', name: 'Library', href: '/', shown: USABLE_SELECTOR },
	{ id: 'upNext', name: 'Up next', href: '/up-next', shown: 'ul.up-next > li' },
	{ id: 'diary', name: 'Diary', href: '/diary', shown: 'section[aria-labelledby^="month-"] ol > li' },
	{ id: 'discover', name: 'Discover', href: '/discover', shown: 'section.results ul.grid > li:not(.skeleton)' },
	{ id: 'stats', name: 'Stats', href: '/stats', shown: 'main dl' }
];

/**
 * In the page: taps the bar's entry and resolves with the ms until the section's list is painted
 * (found by a mutation observer, then one frame and one task: the frame that shows it has run).
 * @param {{ href: string, shown: string, entry: string }} section
 */
function tapAndWait({ href, shown, entry }) {
	return new Promise((resolve, reject) => {
		const link = /** @type {HTMLAnchorElement | null} */ (document.querySelector(entry));
		if (!link) return reject(new Error(`no section links to ${href}`));
		const timeout = setTimeout(() => done(new Error(`${shown} did not show within 20 s`)), 20_000);
		/** @param {Error | undefined} error */
		let settled = false;
		const done = (error) => {
			if (settled) return;
			settled = true;
			observer.disconnect();
			clearTimeout(timeout);
			if (error) return reject(error);
			requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
		};
		const check = () => location.pathname === href && document.querySelector(shown) && done(undefined);
		const observer = new MutationObserver(check);
		observer.observe(document.body, { childList: true, subtree: true });
		const start = performance.now();
		link.click();
		// The address may change after the last mutation: look once more when the tap's frame is drawn.
		requestAnimationFrame(check);
	});
}

/**
 * Taps each section in turn, round after round, from the one before it (Up next from the Library);
 * the first round is not timed (each screen's code is fetched once, as on a person's first tap).
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} appUrl an origin whose app database holds the library
 * @param {{ reps: number }} options
 */
export async function measureSectionTaps(context, appUrl, { reps }) {
	const page = await context.newPage();
	await page.setViewportSize({ width: 390, height: 844 });
	page.on('pageerror', (e) => console.error(`[page] ${e.message}`));
	await page.goto(`${appUrl}/`);
	await page.waitForSelector(USABLE_SELECTOR, { timeout: 120_000 });
	const cdp = await context.newCDPSession(page);
	await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
	/** @type {Record<string, number[]>} */
	const samples = Object.fromEntries(SECTIONS.map((s) => [s.id, []]));
	try {
		for (let round = 0; round <= reps; round++) {
			for (const section of SECTIONS) {
				// Before Up next was in the bar, the Library's shelf linked to it (once it had read Up next).
				const entry = `nav[aria-label="Sections"] a[href="${section.href}"], main a[href="${section.href}"]`;
				await page.waitForSelector(entry, { timeout: 60_000 });
				const ms = await page.evaluate(tapAndWait, { href: section.href, shown: section.shown, entry });
				if (round > 0) samples[section.id].push(ms);
				// Let what the screen starts after showing (Up next's guide fill, images) settle a little.
				await page.waitForTimeout(400);
			}
			if (round > 0 && round % 5 === 0) log(`  section taps: ${round} of ${reps} rounds`);
		}
	} finally {
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
		await page.close();
	}
	return SECTIONS.map((s) => ({
		id: `tap.${s.id}`,
		label: `${s.name}: bottom bar tap to its list shown, heavy library, CPU ${CPU_SLOWDOWN}x slower`,
		samples: samples[s.id]
	}));
}

async function main() {
	const args = process.argv.slice(2);
	const reps = Number(args.find((a) => a.startsWith('--reps='))?.slice(7) ?? (args.includes('--quick') ? 3 : 20));
	const scale = args.includes('--quick') ? 0.01 : 1;
	const chromiumPath = prepare({ reuseAppBuild: args.includes('--reuse-app-build') });
	const [{ chromium }, server, report] = await Promise.all([import('@playwright/test'), import('./static-server.mjs'), import('./report.mjs')]);
	const served = await server.startStaticServers({ appDir: join(ROOT, 'build'), benchDir: join(ROOT, 'bench', 'dist'), count: 1 });
	const profile = mkdtempSync(join(os.tmpdir(), 'screenshelf-bench-profile-'));
	const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: LAUNCH_ARGS, headless: true });
	try {
		log(`importing the ${scale === 1 ? 'heavy' : 'quick (1/100)'} library`);
		const harness = await openHarness(context, served.urls[0]);
		const seeded = await harness.call('importFresh', SEED, scale);
		await harness.call('finish');
		await harness.page.close();
		log(`  imported in ${report.formatMs(seeded.ms)}; ${reps} rounds of taps`);
		const measures = await measureSectionTaps(context, served.urls[0], { reps });
		console.log(`\n${report.textTable(report.buildRows(measures))}\n`);
	} finally {
		await context.close();
		await served.close();
		rmSync(profile, { recursive: true, force: true });
	}
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	main().catch((error) => {
		console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
		process.exitCode = 1;
	});
}
