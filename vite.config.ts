import { sveltekit } from '@sveltejs/kit/vite';
import { SvelteKitPWA } from '@vite-pwa/sveltekit';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { staticBuildHandler } from './scripts/static-build-server.mjs';
import { buildPaths } from './scripts/build-paths.mjs';
import { firstVisitChunks } from './scripts/first-visit-chunk.mjs';

// The installed app's splash screen and title bar take the page colour of the light theme;
// app.html gives the browser the dark one too.
const BACKGROUND = '#f6f3ee';
// BASE_PATH and BUILD_DIR: where the build is served and written (as svelte.config.js reads them).
const paths = buildPaths(process.env);
/** An address inside the app, under the path it is served at. */
const at = (path: string) => `${paths.base}${path}`;

/**
 * `vite preview` serves the adapter's output as a static host would (the SPA shell for every
 * address, /index.html included), not SvelteKit's server: the service worker precaches the
 * shell from there.
 */
function previewStaticBuild(): Plugin {
	return {
		name: 'screenshelf:preview-static-build',
		configurePreviewServer(server) {
			server.middlewares.use(staticBuildHandler({ root: paths.dir, base: paths.base }));
		}
	};
}

export default defineConfig({
	resolve: {
		// Dexie's package entry wraps its UMD build, to keep two copies from meeting; the app
		// bundles one copy, and Dexie's own ES build costs a first visit about 2 KB gzipped less.
		// workbox-window's entry is its ES5 build: the ES2017 one, which every browser the app
		// runs in takes, is about 1 KB gzipped less.
		alias: [
			{ find: /^dexie$/, replacement: fileURLToPath(new URL('./node_modules/dexie/dist/modern/dexie.mjs', import.meta.url)) },
			{ find: /^workbox-window$/, replacement: fileURLToPath(new URL('./node_modules/workbox-window/build/workbox-window.prod.mjs', import.meta.url)) }
		]
	},
	// The first visit's code in two files, not forty (scripts/first-visit-chunk.mjs).
	build: { rollupOptions: { output: { manualChunks: firstVisitChunks() } } },
	plugins: [
		sveltekit(),
		previewStaticBuild(),
		// Builds the web app manifest and fills the precache list of src/service-worker, which
		// SvelteKit bundles; src/lib/pwa registers it with workbox-window.
		SvelteKitPWA({
			strategies: 'injectManifest',
			// SvelteKit builds src/service-worker/ to service-worker.js; the plugin keeps that name.
			srcDir: 'src',
			filename: 'service-worker.ts',
			injectRegister: false,
			kit: { adapterFallback: 'index.html', spa: true, outDir: paths.kitOutDir },
			outDir: `${paths.kitOutDir}/output`,
			injectManifest: {
				// version.json too: SvelteKit reads it after a failed navigation, offline as well.
				globPatterns: ['client/**/*.{js,css,ico,png,svg,webp,woff2,webmanifest}', 'client/_app/version.json'],
				// Set, so the plugin keeps these patterns as given: a SPA has no prerendered pages
				// to add, and the shell is listed by `kit.spa`.
				modifyURLPrefix: {}
			},
			manifest: {
				id: at('/'),
				name: 'Screenshelf: film & TV diary',
				short_name: 'Screenshelf',
				description: 'Your film and TV diary: a library of what you watch, a log of every viewing, offline first.',
				lang: 'en',
				start_url: at('/'),
				scope: at('/'),
				display: 'standalone',
				orientation: 'any',
				background_color: BACKGROUND,
				theme_color: BACKGROUND,
				categories: ['entertainment', 'lifestyle'],
				icons: [
					{ src: at('/icons/icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
					{ src: at('/icons/icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
					{ src: at('/icons/icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
					{ src: at('/icons/icon.svg'), sizes: 'any', type: 'image/svg+xml', purpose: 'any' }
				],
				shortcuts: [
					{
						name: 'Log a watch',
						short_name: 'Log',
						description: 'Open what you are watching to log a viewing',
						url: at('/?status=watching'),
						icons: [{ src: at('/icons/shortcut-log-96.png'), sizes: '96x96', type: 'image/png' }]
					},
					{
						name: 'Search',
						short_name: 'Search',
						description: 'Search films and series',
						url: at('/discover'),
						icons: [{ src: at('/icons/shortcut-search-96.png'), sizes: '96x96', type: 'image/png' }]
					}
				]
			},
			devOptions: { enabled: false }
		})
	],
	test: {
		include: ['tests/unit/**/*.test.ts'],
		environment: 'node',
		setupFiles: ['tests/unit/setup.ts'],
		// Speed is the benchmarks' business; here a test only has to finish. `npm test` runs the unit
		// tests beside the type check or the bench's smoke run on two cores, where a test of a few
		// seconds alone can take three times as long.
		testTimeout: 20_000,
		hookTimeout: 30_000,
		// PouchDB's Node HTTP client leaves the promise of a live request unhandled when the test
		// CouchDB drops its connection (a server going down, or stopping after a test). Only those
		// are let through; the browser's client is covered end to end.
		onUnhandledError(error) {
			const lost = error as { code?: string; name?: string; message?: string };
			if (lost.code === 'ECONNRESET' || (lost.name === 'FetchError' && /socket hang up|ECONNREFUSED/.test(lost.message ?? ''))) return false;
		}
	}
});
