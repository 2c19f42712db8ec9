/**
 * What the service worker keeps of TMDB: API answers, stale-while-revalidate (a cached answer
 * comes at once, online or offline, and is refreshed behind it), and poster images,
 * cache-first. Both are bounded by entries and age, and only successful answers are kept: an
 * error, or an API answer that fails the client's own check (tmdb-answers.ts), is passed on to
 * the app, never stored, so it never replaces a good one; a kept answer that fails it is dropped
 * when next asked for. An API Key sent in the address is left out of the address kept. Which
 * requests are TMDB's: tmdb-addresses.ts.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { keptWithoutApiKey } from './kept-without-api-key';
import { isTmdbApi, isTmdbImage } from './tmdb-addresses';
import { usableAnswers } from './usable-answers';

export const API_CACHE = 'tmdb-api';
export const POSTER_CACHE = 'tmdb-posters';

const DAY_SECONDS = 24 * 60 * 60;

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
		isTmdbApi,
		new StaleWhileRevalidate({
			cacheName: API_CACHE,
			matchOptions: { ignoreVary: true },
			plugins: [
				keptWithoutApiKey,
				usableAnswers,
				new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * DAY_SECONDS, purgeOnQuotaError: true })
			]
		})
	);

	registerRoute(
		isTmdbImage,
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
