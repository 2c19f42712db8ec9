/**
 * What the service worker keeps of TMDB: API answers, stale-while-revalidate (a cached answer
 * comes at once, online or offline, and is refreshed behind it), and poster images,
 * cache-first. Both are bounded by entries and age, and only successful answers are kept: an
 * error, or an API answer that fails the client's own check (tmdb-answers.ts), is passed on to
 * the app, never stored, so it never replaces a good one; a kept answer that fails it is dropped
 * when next asked for. The mock TMDB server of tests and `npm run mock-tmdb` (a loopback host,
 * API under /3/, images under /t/p/) is treated as TMDB.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { usableAnswers } from './usable-answers';

export const API_CACHE = 'tmdb-api';
export const POSTER_CACHE = 'tmdb-posters';

const DAY_SECONDS = 24 * 60 * 60;
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

function isTmdbApi(url: URL): boolean {
	const api = url.hostname === 'api.themoviedb.org' || LOOPBACK.has(url.hostname);
	// A token check must ask TMDB itself: a kept "accepted" would hide a revoked token.
	return api && url.pathname.startsWith('/3/') && url.pathname !== '/3/authentication';
}

function isTmdbImage(url: URL): boolean {
	return (url.hostname === 'image.tmdb.org' || LOOPBACK.has(url.hostname)) && url.pathname.startsWith('/t/p/');
}

/**
 * An <img> asks without CORS, and such an answer is opaque: its status cannot be read, so an
 * error could be stored as a poster. TMDB's image host allows CORS, so ask with it; a host
 * that does not still gets its image shown, just not kept.
 */
const readableImages: WorkboxPlugin = {
	requestWillFetch: async ({ request }) =>
		request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
	handlerDidError: async ({ request }) => {
		try {
			return await fetch(request);
		} catch {
			return undefined;
		}
	}
};

export function registerProviderRoutes(): void {
	registerRoute(
		({ url, request, sameOrigin }) => !sameOrigin && request.method === 'GET' && isTmdbApi(url),
		new StaleWhileRevalidate({
			cacheName: API_CACHE,
			matchOptions: { ignoreVary: true },
			plugins: [
				usableAnswers,
				new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true })
			]
		})
	);

	registerRoute(
		({ url, request, sameOrigin }) => !sameOrigin && request.destination === 'image' && isTmdbImage(url),
		new CacheFirst({
			cacheName: POSTER_CACHE,
			plugins: [
				readableImages,
				new CacheableResponsePlugin({ statuses: [200] }),
				new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true })
			]
		})
	);
}
