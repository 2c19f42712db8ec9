// The check the client and the service worker share: every address the provider reads has the
// schema the provider applies, the stand-in's answers pass it, and its broken answers do not.
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod/mini';
import { answerSchema, isUsableAnswer } from '../../../src/lib/provider/tmdb/tmdb-answers';
import { TmdbProvider } from '../../../src/lib/provider/tmdb/tmdb-provider';
import { mockClient, useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb({ posters: true });

/** Every kind of lookup the app makes, through the provider, recording what the client was asked. */
async function everyLookup() {
	const client = mockClient(server.mock);
	const asked: { path: string; schema: z.ZodMiniType }[] = [];
	const get = client.get.bind(client);
	vi.spyOn(client, 'get').mockImplementation((path, schema, options) => {
		asked.push({ path, schema });
		return get(path, schema, options);
	});
	const tmdb = new TmdbProvider(client);
	await Promise.all([
		tmdb.discover('movie', 'popular', 1),
		tmdb.discover('tv', 'top_rated', 1),
		tmdb.search('movie', 'Matrix', 1),
		tmdb.search('tv', 'Breaking', 1),
		tmdb.details('movie', '603'),
		tmdb.details('tv', '1396'),
		tmdb.season('1396', 1),
		tmdb.watchOffers('movie', '603', 'US'),
		tmdb.watchServices('tv', 'US'),
		tmdb.discoverStreaming('movie', { serviceIds: [8], order: 'popular', page: 1 }),
		tmdb.findExternal('tvdb_id', '81189')
	]);
	return asked;
}

async function answerText(path: string, search = ''): Promise<string> {
	const response = await fetch(`${server.mock.url}${path}${search}`, { headers: { Authorization: `Bearer ${server.mock.token}` } });
	return response.text();
}

describe('TMDB answers: one check for the client and the service worker', () => {
	it('names, for every address the provider reads, the very schema the provider applies', async () => {
		const asked = await everyLookup();
		expect(new Set(asked.map((a) => a.path.split('/')[1]))).toEqual(
			new Set(['movie', 'tv', 'search', 'configuration', 'genre', 'watch', 'discover', 'find'])
		);
		for (const { path, schema } of asked) expect(answerSchema(path), path).toBe(schema);
	});

	it('passes every answer the stand-in gives for those addresses', async () => {
		await everyLookup();
		const requests = [...server.mock.requests];
		for (const { path, search } of requests) expect(isUsableAnswer(path, await answerText(path, search)), path).toBe(true);
	});

	it('fails the stand-in’s malformed and wrong-shaped answers, an error body, and an address never read', async () => {
		const { mock } = server;
		for (const path of ['/movie/603', '/configuration', '/genre/tv/list', '/movie/popular']) {
			mock.setFault({ kind: 'malformed', times: 1 });
			expect(isUsableAnswer(path, await answerText(path)), `${path} malformed`).toBe(false);
			mock.setFault({ kind: 'wrong-shape', times: 1 });
			expect(isUsableAnswer(path, await answerText(path)), `${path} wrong shape`).toBe(false);
		}
		mock.setFault({ kind: 'status', status: 500, times: 1 });
		expect(isUsableAnswer('/movie/603', await answerText('/movie/603'))).toBe(false);
		expect(isUsableAnswer('/authentication', await answerText('/authentication'))).toBe(false);
	});
});
