/**
 * The cache rule for TMDB's API answers: only a 200 whose JSON passes the client's own check for
 * its address is kept (so a broken answer never replaces a good one), and a kept answer that no
 * longer passes (kept by an older version, or before this rule) is dropped when next asked for,
 * so the strategy asks the network instead. A refusal of the person's token is told to the pages:
 * behind a kept answer the page never sees it (a server's refused token is its keeper's to mend).
 */
import type { WorkboxPlugin } from 'workbox-core';
import { isUsableAnswer } from '../lib/provider/tmdb/tmdb-answers';
import { TOKEN_REFUSED_MESSAGE } from '../lib/provider/tmdb/tmdb-signals';
import { apiPath, isServerCatalog } from './tmdb-addresses';


async function usable(request: Request, response: Response): Promise<boolean> {
	return response.status === 200 && isUsableAnswer(apiPath(request.url), await response.clone().text());
}

async function tellPagesTokenRefused(): Promise<void> {
	// The worker's own global, typed as far as used: this file is also read by the unit tests.
	const { clients } = self as unknown as { clients: { matchAll(options: { type: 'window' }): Promise<{ postMessage(message: unknown): void }[]> } };
	for (const page of await clients.matchAll({ type: 'window' })) page.postMessage({ type: TOKEN_REFUSED_MESSAGE });
}

export const usableAnswers: WorkboxPlugin = {
	fetchDidSucceed: async ({ request, response }) => {
		if (response.status === 401 && !isServerCatalog(request.url)) void tellPagesTokenRefused();
		return response;
	},
	cacheWillUpdate: async ({ request, response }) => ((await usable(request, response)) ? response : null),
	cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
		if (!cachedResponse || (await usable(request, cachedResponse))) return cachedResponse;
		await (await caches.open(cacheName)).delete(request, { ignoreVary: true });
		return null;
	}
};
