// The service worker keeps TMDB's answers under their address without an API Key, so no cache
// entry (nor the expiry records kept beside it) holds the key.
import { describe, expect, it } from 'vitest';
import { keptWithoutApiKey } from '../../../src/service-worker/kept-without-api-key';

type Plugin = Required<typeof keptWithoutApiKey>;
const cacheKey = keptWithoutApiKey.cacheKeyWillBeUsed as Plugin['cacheKeyWillBeUsed'];
const event = new Event('fetch') as Parameters<Plugin['cacheKeyWillBeUsed']>[0]['event'];

async function keyOf(url: string): Promise<string> {
	const key = await cacheKey({ request: new Request(url), mode: 'write', event, state: {}, params: undefined });
	return typeof key === 'string' ? key : key.url;
}

describe('service worker: the address a TMDB answer is kept under', () => {
	it('leaves the api_key parameter out, and keeps every other', async () => {
		const kept = await keyOf('https://api.themoviedb.org/3/search/movie?language=en-US&api_key=0123456789abcdef0123456789abcdef&query=matrix');
		expect(kept).toBe('https://api.themoviedb.org/3/search/movie?language=en-US&query=matrix');
	});

	it('is the request itself when it carries no key (a token goes in a header)', async () => {
		const request = new Request('https://api.themoviedb.org/3/movie/603?language=en-US');
		expect(await cacheKey({ request, mode: 'read', event, state: {}, params: undefined })).toBe(request);
	});
});
