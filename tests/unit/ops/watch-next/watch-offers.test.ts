/** Where to stream through the gateway, with no token: the demo catalog's offers and services. */
import { describe, expect, it } from 'vitest';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

describe('watch providers', () => {
	it("give a film's and a series' offers in the settings' region, by kind of offer", async () => {
		const { app } = await openTestGateway();
		const film = expectOk(await app.svc_lookup({ operation: 'movies_getMovieWatchProviders', input: { providerId: '11' } }));
		expect(film).toMatchObject({ region: 'US', flatrate: [{ name: 'Disney Plus' }], rent: [{ name: 'Apple TV' }, { name: 'Amazon Video' }, { name: 'Google Play Movies' }] });
		const series = expectOk(await app.svc_lookup({ operation: 'tv_series_getTvSeriesWatchProviders', input: { providerId: '95396' } }));
		expect(series.flatrate.map((s: any) => s.name)).toEqual(['Apple TV+']);
		const india = expectOk(await app.svc_lookup({ operation: 'tv_series_getTvSeriesWatchProviders', input: { providerId: '95396', region: 'IN' } }));
		expect(india).toMatchObject({ region: 'IN', flatrate: [], rent: [], buy: [] });
	});

	it('list the services of the region for the person to pick theirs', async () => {
		const { app } = await openTestGateway();
		const { items } = expectOk(await app.svc_lookup({ operation: 'tv_series_queryWatchServices', input: {} }));
		expect(items.map((s: any) => s.name)).toEqual(expect.arrayContaining(['Netflix', 'Apple TV+', 'Max']));
	});

	it('answer not_found for a title the catalog lacks and invalid_input for an unknown region', async () => {
		const { app } = await openTestGateway();
		expect(expectError(await app.svc_lookup({ operation: 'movies_getMovieWatchProviders', input: { providerId: '999999' } })).code).toBe('not_found');
		expect(expectError(await app.svc_lookup({ operation: 'movies_getMovieWatchProviders', input: { providerId: '11', region: 'XX' } }))).toMatchObject({
			code: 'invalid_input',
			issues: [{ path: 'region' }]
		});
	});
});
