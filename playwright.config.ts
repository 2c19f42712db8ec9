import { defineConfig } from '@playwright/test';
import { BASE_PATH_BUILD } from './scripts/base-path-build.mjs';
import type { BasePathOptions } from './tests/e2e/support/base-path';
import type { JourneyOptions } from './tests/e2e/support/fixtures';

// End-to-end tests run against the production build served by `vite preview`.
// `npm test` builds first; the web server below never rebuilds.
// Browsers are never downloaded: Playwright drives the system Chromium.

const PORT = Number(process.env.E2E_PORT ?? 4174);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const CI = !!process.env.CI;
const launchOptions = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
		'--disable-quic'
	]
};
// Journeys that need Chromium's own WebMCP run only in the `webmcp` project, which turns it on.
const WEBMCP_JOURNEYS = 'webmcp-*.test.ts';
// Accessibility is analysed in every journey at phone size, and at desktop size screen by screen
// in this journey alone, which only the desktop project runs: an analysis costs about a second of
// CPU (see a11yChecks in tests/e2e/support/fixtures.ts).
const DESKTOP_A11Y_JOURNEY = 'a11y-desktop.test.ts';
// At desktop size, the journeys where the layout is what is tested or differs from a phone's: the
// sections in a sidebar (smoke), the daily loop and the diary as kept (written for the three
// sizes), Up next beside Upcoming, the services toggle, every screen's accessibility, the core
// journeys end to end, and the lists read a page at a time as the taller, wider window scrolls.
// The other journeys assert nothing of the window's size: they run at phone size only.
const DESKTOP_JOURNEYS = [
	/ (smoke|journeys|daily-loop-[a-z-]+|diary-as-kept|watch-next|on-my-services|a11y-desktop)\.test\.ts /,
	/ a long diary is read a page at a time/,
	/ a long shelf is read a page at a time/,
	/ a 500-film history on the demo catalog/,
	/ the offline notice comes only with the first install, in the page/
];

export default defineConfig<JourneyOptions, BasePathOptions>({
	testDir: 'tests/e2e',
	testMatch: '**/*.test.ts',
	outputDir: 'test-results/e2e',
	fullyParallel: true,
	forbidOnly: CI,
	retries: CI ? 1 : 0,
	workers: 2,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	globalTimeout: CI ? 30 * 60_000 : 0,
	reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
	use: {
		baseURL: BASE_URL,
		// The service worker would answer repeated TMDB requests from its cache and hide them
		// from page.route; journeys test the app itself. The offline, install and update suites
		// allow it: they test the worker.
		serviceWorkers: 'block',
		screenshot: 'only-on-failure',
		trace: CI ? 'on-first-retry' : 'retain-on-failure',
		launchOptions
	},
	projects: [
		{
			name: 'phone',
			testIgnore: [WEBMCP_JOURNEYS, DESKTOP_A11Y_JOURNEY],
			use: {
				browserName: 'chromium',
				viewport: { width: 390, height: 844 },
				// Layout is in CSS pixels and nothing here depends on the pixel ratio; a phone's 3x
				// costs Chromium's software raster about a fifth more CPU for the same pages.
				deviceScaleFactor: 1,
				isMobile: true,
				hasTouch: true
			}
		},
		{
			name: 'desktop',
			testIgnore: WEBMCP_JOURNEYS,
			grep: DESKTOP_JOURNEYS,
			use: {
				browserName: 'chromium',
				viewport: { width: 1280, height: 800 },
				a11yChecks: false
			}
		},
		// Agents reach the library through desktop browsers and desktop MCP clients (Chromium on
		// Android has no WebMCP), so these journeys run once, at desktop size, with the flag on.
		{
			name: 'webmcp',
			testMatch: WEBMCP_JOURNEYS,
			use: {
				browserName: 'chromium',
				viewport: { width: 1280, height: 800 },
				launchOptions: { ...launchOptions, args: [...launchOptions.args, '--enable-features=WebMCP'] }
			}
		},
		// The smallest phone we lay out for: only the journeys written for it, not the whole suite again.
		{
			name: 'small-phone',
			testMatch: ['diary-as-kept.test.ts', 'daily-loop-*.test.ts'],
			use: {
				browserName: 'chromium',
				viewport: { width: 360, height: 740 },
				deviceScaleFactor: 1,
				isMobile: true,
				hasTouch: true,
				a11yChecks: false
			}
		},
		// The smoke journeys, and the offline ones that meet what a base path changes (the shell at
		// every address, the worker's scope and precache), again on a phone against the build made
		// with a base path (build-base/, served under /screenshelf/ by the tests: support/base-path.ts).
		{
			name: 'base-path',
			testMatch: ['smoke.test.ts', 'offline.test.ts'],
			// The library's work offline and the TMDB cache do not depend on the path.
			grepInvert: [/with no network the app opens and the library works/, /a search made online answers offline/],
			use: {
				browserName: 'chromium',
				viewport: { width: 390, height: 844 },
				deviceScaleFactor: 1,
				isMobile: true,
				hasTouch: true,
				servedBuild: BASE_PATH_BUILD,
				a11yChecks: false
			}
		}
	],
	webServer: {
		command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
		url: `${BASE_URL}/`,
		reuseExistingServer: !CI,
		timeout: 60_000,
		stdout: 'ignore',
		stderr: 'pipe'
	}
});
