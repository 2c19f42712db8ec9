/**
 * A series saved from the provider comes with its episode guide, so Up next names its next episode
 * with no "Fetch seasons" step; a guide the provider cannot give never fails the save.
 */
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../src/lib/domain/errors';
import type { CatalogProvider } from '../../../../src/lib/provider/catalog-provider';
import { DemoCatalogProvider } from '../../../../src/lib/provider/demo/demo-provider';
import { expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

const START = '2025-01-20T10:00:00.000Z';
const BREAKING_BAD = '1396';

/** The demo catalog, counting each method it is asked; `failing` methods answer as if offline. */
function countingProvider(failing: string[] = []) {
	const demo = new DemoCatalogProvider(() => new Date(START));
	const calls: string[] = [];
	const provider = new Proxy(demo, {
		get(target, prop, receiver) {
			const value = Reflect.get(target, prop, receiver);
			if (typeof value !== 'function') return value;
			return (...args: unknown[]) => {
				calls.push(String(prop));
				if (failing.includes(String(prop))) return Promise.reject(new GatewayError('provider_unavailable', 'You are offline.'));
				return value.apply(target, args);
			};
		}
	}) as CatalogProvider;
	return { provider, calls };
}

const quickSave = (t: TestGateway, kind: 'tv' | 'movie', providerId: string, status?: string) =>
	t.app.svc_create({ operation: kind === 'tv' ? 'tv_series_upsertTvSeriesRecord' : 'movies_upsertMovieRecord', input: { providerId, ...(status ? { status } : {}) } });
const upNext = async (t: TestGateway) => expectOk(await t.app.svc_find({ operation: 'tv_series_queryUpNext', input: {} })).items as any[];

describe('a quick save of a series', () => {
	it('keeps its episode guide, so Up next names the next episode with no refresh', async () => {
		const { provider, calls } = countingProvider();
		const t = await openTestGateway({ start: START, provider });
		const { record, created } = expectOk(await quickSave(t, 'tv', BREAKING_BAD, 'watching'));
		expect(created).toBe(true);
		// The details once (not again for the guide), then each of its five seasons.
		expect(calls).toEqual(['details', 'season', 'season', 'season', 'season', 'season']);
		expect(await upNext(t)).toMatchObject([
			{ mediaRecordId: record.id, state: 'ready', guideFetchedAt: START, episode: { seasonNumber: 1, episodeNumber: 1, name: 'Pilot', airDate: '2008-01-20' } }
		]);
	});

	it('is saved when the guide cannot be fetched, and Up next says the series has none yet', async () => {
		const { provider, calls } = countingProvider(['season']);
		const t = await openTestGateway({ start: START, provider });
		const { record, created } = expectOk(await quickSave(t, 'tv', BREAKING_BAD, 'watching'));
		expect(created).toBe(true);
		expect(calls).toEqual(['details', 'season']);
		expect(expectOk(await t.app.svc_find({ operation: 'tv_series_getTvSeriesRecord', input: { mediaRecordId: record.id } })).record).toMatchObject({
			title: 'Breaking Bad',
			status: 'watching'
		});
		expect(await upNext(t)).toMatchObject([{ mediaRecordId: record.id, state: 'no_guide', guideFetchedAt: null }]);
	});

	it('asks for no season again while the kept guide is under a day old, and none for a film', async () => {
		const { provider, calls } = countingProvider();
		const t = await openTestGateway({ start: START, provider });
		expectOk(await quickSave(t, 'tv', BREAKING_BAD));
		calls.length = 0;
		t.clock.advance(23 * 60 * 60 * 1000);
		expectOk(await quickSave(t, 'tv', BREAKING_BAD));
		expectOk(await quickSave(t, 'movie', '603'));
		expect(calls).toEqual(['details', 'details']);
	});
});
