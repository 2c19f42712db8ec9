// Where to stream, through the real TMDB client against the mock server (TMDB's wire shape for
// /watch/providers): the same offers as the demo catalog, the person's region, logos and failures.
import { describe, expect, it } from 'vitest';
import type { MediaKind } from '../../../src/lib/domain/enums';
import { loadDemoCatalog } from '../../../src/lib/provider/demo/demo-data';
import { TmdbProvider } from '../../../src/lib/provider/tmdb/tmdb-provider';
import { demoProvider, mockClient, mockProvider, thrown, useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb();

describe('TMDB watch providers give what the demo catalog gives', () => {
	it('for every title of both kinds: subscription, rent and buy, in the catalog region', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		const data = await loadDemoCatalog();
		const titles: [MediaKind, number][] = [...data.movies.map((m) => ['movie', m.id] as [MediaKind, number]), ...data.tv.map((t) => ['tv', t.id] as [MediaKind, number])];
		for (const [kind, id] of titles) {
			const [fromTmdb, fromDemo] = await Promise.all([tmdb.watchOffers(kind, String(id), 'US'), demo.watchOffers(kind, String(id), 'US')]);
			// TMDB links to its own page of offers; the demo catalog has none to link to.
			expect({ ...fromTmdb, link: null }, `${kind} ${id}`).toStrictEqual(fromDemo);
			expect(fromTmdb.link).toBe(`https://www.themoviedb.org/${kind}/${id}/watch?locale=US`);
		}
		const severance = await tmdb.watchOffers('tv', '95396', 'US');
		expect(severance.flatrate.map((s) => s.name)).toEqual(['Apple TV+']);
	});

	it('for the services of a region, and for a region the catalog has no offers in', async () => {
		const tmdb = mockProvider(server.mock);
		const demo = demoProvider();
		expect(await tmdb.watchServices('movie', 'US')).toStrictEqual(await demo.watchServices('movie', 'US'));
		expect((await tmdb.watchServices('tv', 'US')).map((s) => s.name)).toContain('Netflix');
		expect(await tmdb.watchServices('tv', 'GB')).toEqual([]);
		expect((await tmdb.watchOffers('movie', '603', 'GB')).flatrate).toEqual([]);
		expect(server.mock.requests.filter((r) => r.path === '/watch/providers/tv').map((r) => new URLSearchParams(r.search).get('watch_region'))).toEqual(['US', 'GB']);
	});
});

describe('TMDB watch providers requests', () => {
	it("read the offers of the person's region when none is asked for", async () => {
		const india = new TmdbProvider(mockClient(server.mock), 'IN');
		const offers = await india.watchOffers('movie', '603');
		expect(offers.region).toBe('IN');
		expect(offers.flatrate).toEqual([]);
		const us = await mockProvider(server.mock).watchOffers('movie', '603');
		expect(us.flatrate.map((s) => s.name)).toEqual(['Max']);
	});

	it('say not_found for a title TMDB does not have, and provider_error for a wrong shape', async () => {
		const tmdb = mockProvider(server.mock);
		expect(await thrown(() => tmdb.watchOffers('movie', '999999'))).toMatchObject({ code: 'not_found', message: 'TMDB has no movie with ID 999999.' });
		server.mock.setFault({ kind: 'wrong-shape' });
		expect((await thrown(() => tmdb.watchOffers('tv', '1396'))).code).toBe('provider_error');
	});
});

describe('TMDB watch provider logos', () => {
	const withImages = useMockTmdb({ posters: true });

	it('become full URLs from /configuration, at a small logo size', async () => {
		const offers = await mockProvider(withImages.mock).watchOffers('tv', '1396', 'US');
		expect(offers.flatrate[0]).toEqual({ serviceId: 8, name: 'Netflix', logoUrl: `${withImages.mock.origin}/t/p/w92/logo-8.jpg` });
	});
});
