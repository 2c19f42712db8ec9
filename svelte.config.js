import adapter from '@sveltejs/adapter-static';
import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';
import { buildPaths } from './scripts/build-paths.mjs';

// Where lookups may go besides TMDB: loopback hosts, for the local mock TMDB server of tests
// and `npm run mock-tmdb`, and the origin a build was pointed at with VITE_TMDB_BASE_URL.
const LOOPBACK = ['http://127.0.0.1:*', 'http://localhost:*'];
const buildTmdbOrigin = process.env.VITE_TMDB_BASE_URL ? [new URL(process.env.VITE_TMDB_BASE_URL).origin] : [];
// Sync talks to the person's own CouchDB, wherever it is: any HTTPS host, and a plain-HTTP one
// (a NAS on the home network) for a page that is itself served over HTTP. A page served over
// HTTPS cannot reach a plain-HTTP server anyway (mixed content): the app says so before trying.
const SYNC_SERVERS = ['https:', 'http:'];
// BASE_PATH and BUILD_DIR: where the build is served and written (scripts/build-paths.mjs).
const paths = buildPaths(process.env);

/** @type {import('@sveltejs/kit').Config} */
const config = {
	preprocess: vitePreprocess(),
	// Every component in runes mode, even one with no state of its own (NavBar, ConnectionBadge):
	// one left to legacy mode brings Svelte's legacy runtime into the first visit (about 0.8 KB gz).
	compilerOptions: { runes: true },
	kit: {
		// A pure client-side app: every route falls back to one shell page.
		adapter: adapter({ pages: paths.dir, assets: paths.dir, fallback: 'index.html', strict: true }),
		outDir: paths.kitOutDir,
		paths: { base: paths.base },
		// src/lib/pwa registers the worker with workbox-window, to drive the update prompt.
		serviceWorker: { register: false },
		// Hash mode: the shell page is static, so its one inline bootstrap script is allowed by
		// its hash in a <meta> policy. Styles allow 'unsafe-inline' because Svelte renders
		// style attributes; no inline script can run.
		csp: {
			mode: 'hash',
			directives: {
				'default-src': ['self'],
				'script-src': ['self'],
				'style-src': ['self', 'unsafe-inline'],
				'img-src': ['self', 'data:', 'blob:', 'https://image.tmdb.org', ...LOOPBACK, ...buildTmdbOrigin],
				'connect-src': ['self', 'https://api.themoviedb.org', ...SYNC_SERVERS, ...LOOPBACK, ...buildTmdbOrigin],
				'font-src': ['self'],
				'manifest-src': ['self'],
				'worker-src': ['self'],
				'object-src': ['none'],
				'base-uri': ['self'],
				'form-action': ['self']
			}
		}
	}
};

export default config;
