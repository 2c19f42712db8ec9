// The service worker's cache rule for TMDB answers, against the stand-in's good and broken
// answers: only a usable answer is kept, and a broken kept one is dropped when next asked for.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usableAnswers } from '../../../src/service-worker/usable-answers';
import { useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb();

type Plugin = Required<typeof usableAnswers>;
const willUpdate = usableAnswers.cacheWillUpdate as Plugin['cacheWillUpdate'];
const willBeUsed = usableAnswers.cachedResponseWillBeUsed as Plugin['cachedResponseWillBeUsed'];
const event = new Event('fetch') as Parameters<Plugin['cacheWillUpdate']>[0]['event'];

/** The worker's Cache Storage, as far as the rule uses it: which requests it deleted. */
function fakeCaches() {
	const deleted: string[] = [];
	vi.stubGlobal('caches', { open: async () => ({ delete: async (request: Request) => (deleted.push(request.url), true) }) });
	return deleted;
}

afterEach(() => {
	vi.unstubAllGlobals();
});

async function ask(path: string): Promise<{ request: Request; response: Response }> {
	const request = new Request(`${server.mock.url}${path}?language=en-US`, { headers: { Authorization: `Bearer ${server.mock.token}` } });
	return { request, response: await fetch(request) };
}

describe('service worker: which TMDB answers are kept', () => {
	it('keeps an answer that passes the client’s check', async () => {
		const { request, response } = await ask('/movie/603');
		expect(await willUpdate({ request, response, event, state: {} })).toBe(response);
	});

	it.each(['malformed', 'wrong-shape'] as const)('never keeps a %s answer, so the kept one stays', async (kind) => {
		server.mock.setFault({ kind, times: 1 });
		const { request, response } = await ask('/configuration');
		expect(response.status).toBe(200);
		expect(await willUpdate({ request, response, event, state: {} })).toBeNull();
	});

	it('never keeps an error answer', async () => {
		server.mock.setFault({ kind: 'status', status: 500, times: 1 });
		const { request, response } = await ask('/genre/movie/list');
		expect(await willUpdate({ request, response, event, state: {} })).toBeNull();
	});

	it('drops a broken answer kept earlier when it is next asked for, and leaves a good one', async () => {
		const deleted = fakeCaches();
		server.mock.setFault({ kind: 'malformed', times: 1 });
		const broken = await ask('/movie/popular');
		const used = await willBeUsed({ cacheName: 'tmdb-api', request: broken.request, cachedResponse: broken.response, event, state: {} });
		expect(used).toBeNull();
		expect(deleted).toEqual([broken.request.url]);

		const good = await ask('/movie/popular');
		expect(await willBeUsed({ cacheName: 'tmdb-api', request: good.request, cachedResponse: good.response, event, state: {} })).toBe(good.response);
		expect(deleted).toHaveLength(1);
	});
});
