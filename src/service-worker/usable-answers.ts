/**
 * The cache rule for TMDB's API answers: only a 200 whose JSON passes the client's own check for
 * its address is kept (so a broken answer never replaces a good one), and a kept answer that no
 * longer passes (kept by an older version, or before this rule) is dropped when next asked for,
 * so the strategy asks the network instead.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { isUsableAnswer } from '../lib/provider/tmdb/tmdb-answers';

/** The answer's path after the API's /3, as the client asks it. */
const apiPath = (url: string) => new URL(url).pathname.replace(/^\/3(?=\/)/, '');

async function usable(request: Request, response: Response): Promise<boolean> {
	return response.status === 200 && isUsableAnswer(apiPath(request.url), await response.clone().text());
}

export const usableAnswers: WorkboxPlugin = {
	cacheWillUpdate: async ({ request, response }) => ((await usable(request, response)) ? response : null),
	cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
		if (!cachedResponse || (await usable(request, cachedResponse))) return cachedResponse;
		await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
		return null;
	}
};
