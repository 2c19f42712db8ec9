/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * Screenshelf's service worker (Workbox). It keeps every built file, so the app opens with no
 * network; answers every page address with the app shell; and keeps TMDB's answers and
 * posters for offline lookups (provider-routes.ts). A new version waits until the user
 * accepts it in the app, which then reloads every tab onto it (src/lib/pwa).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { base } from '$service-worker';
import { registerProviderRoutes } from './provider-routes';

const sw = self as unknown as ServiceWorkerGlobalScope;

// workbox-build replaces this expression with the list of built files and their revisions.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST);
cleanupOutdatedCaches();

// The SPA shell answers every page address under the path the app is served at (`base`): the
// client router draws the route, online or not. A CouchDB served beside the app on the same
// origin (/couchdb/, as compose.yaml sets it up) keeps its own pages, such as its admin screens,
// and the catalog the server offers beside it (/tmdb/) its own answers.
const escapedBase = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
registerRoute(
	new NavigationRoute(createHandlerBoundToURL(`${base}/index.html`), {
		denylist: [new RegExp(`^${escapedBase}/_app/`), /^\/couchdb(\/|$)/, /^\/tmdb\//]
	})
);

registerProviderRoutes();

// A waiting version takes over only when the user asks for it in the app's update prompt.
sw.addEventListener('message', (event) => {
	if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

// The first install controls the open page at once, so lookups made there are kept for offline.
clientsClaim();
