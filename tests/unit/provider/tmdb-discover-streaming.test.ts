// "On my services" in Discover, through the real TMDB client against the mock server: TMDB's
// /discover with with_watch_providers, watch_region and subscription only gives what the demo
// catalog gives, in both orders, for any set of services.
import { describe, expect, it } from 'vitest';
import type { StreamingOrder } from '../../../src/lib/domain/catalog';
import type { MediaKind } from '../../../src/lib/domain/enums';
import { TmdbProvider } from '../../../src/lib/provider/tmdb/tmdb-provider';
import { demoProvider, mockClient, mockProvider, useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb();
const NETFLIX = 8;
const MAX = 1899;
const HULU = 15;

describe('TMDB discover on services gives what the demo catalog gives', () => {
	const cases: [MediaKind, number[], StreamingOrder][] = [
		['movie', [MAX], 'popular'],
		['movie', [MAX, HULU], 'top_rated'],
		['tv', [NETFLIX], 'popular'],
		['tv', [NETFLIX, MAX], 'top_rated'],
		['movie', [2], 'popular']
	];
	it.each(cases)('%s on %j, %s', async (kind, serviceIds, order) => {
		const query = { serviceIds, order, page: 1, region: 'US' };
		const [fromTmdb, fromDemo] = await Promise.all([mockProvider(server.mock).discoverStreaming(kind, query), demoProvider().discoverStreaming(kind, query)]);
		expect(fromTmdb).toStrictEqual(fromDemo);
	});

	it('finds the films on Max, most popular first, and none to rent only', async () => {
		const page = await demoProvider().discoverStreaming('movie', { serviceIds: [MAX], order: 'popular', page: 1, region: 'US' });
		expect(page.results.slice(0, 3).map((e) => e.title)).toEqual(['The Dark Knight', 'Dune: Part Two', 'The Lord of the Rings: The Fellowship of the Ring']);
		expect(page.totalResults).toBe(9);
		// Apple TV (2) only rents and sells: nothing is on it by subscription.
		expect((await demoProvider().discoverStreaming('movie', { serviceIds: [2], order: 'popular', page: 1, region: 'US' })).totalResults).toBe(0);
	});
});

describe('TMDB discover on services requests', () => {
	it("ask TMDB for any of the services, by subscription, in the person's region, sorted", async () => {
		const india = new TmdbProvider(mockClient(server.mock), 'IN');
		const none = await india.discoverStreaming('tv', { serviceIds: [NETFLIX, MAX], order: 'top_rated', page: 1 });
		expect(none).toMatchObject({ totalResults: 0, results: [] });
		const request = server.mock.requests.find((r) => r.path === '/discover/tv')!;
		const params = new URLSearchParams(request.search);
		expect(Object.fromEntries(params)).toMatchObject({
			with_watch_providers: '8|1899',
			watch_region: 'IN',
			with_watch_monetization_types: 'flatrate',
			sort_by: 'vote_average.desc',
			'vote_count.gte': '200',
			page: '1'
		});
	});
});
