/**
 * A TMDB API Key travels in the URL (the api_key parameter): the worker keeps answers, and records
 * their expiry, under the address without it, so neither the cache nor its bookkeeping holds the
 * key, and answers kept under one key still answer after it is replaced.
 */
import type { WorkboxPlugin } from 'workbox-core';

export const keptWithoutApiKey: WorkboxPlugin = {
	cacheKeyWillBeUsed: async ({ request }) => {
		const url = new URL(request.url);
		if (!url.searchParams.has('api_key')) return request;
		url.searchParams.delete('api_key');
		return url.href;
	}
};
