/** Up next through the gateway: the next episode per series, from kept guides, offline, most recent first. */
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../src/lib/domain/errors';
import type { CatalogProvider } from '../../../../src/lib/provider/catalog-provider';
import { DemoCatalogProvider } from '../../../../src/lib/provider/demo/demo-provider';
import { expectError, expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

const SEVERANCE = '95396';
const BREAKING_BAD = '1396';
const CHERNOBYL = '87108';
const TITLES: Record<string, string> = { [SEVERANCE]: 'Severance', [BREAKING_BAD]: 'Breaking Bad', [CHERNOBYL]: 'Chernobyl' };

/** The demo catalog, which can be switched off as if the network were gone, counting what it is asked. */
function switchableProvider() {
	const demo = new DemoCatalogProvider(() => new Date('2025-01-20T10:00:00.000Z'));
	const state = { offline: false, calls: 0 };
	const provider = new Proxy(demo, {
		get(target, prop, receiver) {
			const value = Reflect.get(target, prop, receiver);
			if (typeof value !== 'function') return value;
			return (...args: unknown[]) => {
				state.calls++;
				if (state.offline) return Promise.reject(new GatewayError('provider_unavailable', 'You are offline.'));
				return value.apply(target, args);
			};
		}
	}) as CatalogProvider;
	return { provider, state };
}

/**
 * Saves a series with a full body, which asks the provider nothing and so keeps no guide (a quick
 * save keeps one: quick-save-guide.test.ts), then logs it.
 */
async function saveAndLog(t: TestGateway, providerId: string, log: Record<string, unknown>) {
	const body = { providerRef: { provider: 'tmdb', mediaType: 'tv', id: providerId }, title: TITLES[providerId] };
	const { record } = expectOk(await t.app.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { record: body } }));
	expectOk(await t.app.svc_create({ operation: 'tv_series_addTvSeriesWatchLog', input: { log: { mediaRecordId: record.id, platformType: 'streaming', ...log } } }));
	return record.id as string;
}

const upNext = async (t: TestGateway) => expectOk(await t.app.svc_find({ operation: 'tv_series_queryUpNext', input: {} })).items as any[];
const refresh = (t: TestGateway, mediaRecordId: string, maxAgeHours?: number) =>
	t.app.svc_lookup({ operation: 'tv_series_refreshEpisodeGuide', input: { mediaRecordId, ...(maxAgeHours === undefined ? {} : { maxAgeHours }) } });

describe('Up next', () => {
	it('says plainly which series have no guide yet, and names the episode once its seasons are fetched', async () => {
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z' });
		const id = await saveAndLog(t, SEVERANCE, { watchedOn: '2025-01-19', seasonFrom: 1, episodeFrom: 1, episodeTo: 9 });
		expect(await upNext(t)).toMatchObject([{ mediaRecordId: id, state: 'no_guide', guideFetchedAt: null, episode: { seasonNumber: 1, episodeNumber: 10 } }]);

		expect(expectOk(await refresh(t, id))).toMatchObject({ refreshed: true });
		expect(await upNext(t)).toMatchObject([
			{ mediaRecordId: id, title: 'Severance', state: 'ready', episode: { seasonNumber: 2, episodeNumber: 1, name: 'Hello, Ms. Cobel', airDate: '2025-01-17' } }
		]);
	});

	it('moves a series whose next episode has not aired out of the ready list, and leaves a finished one out', async () => {
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z' });
		const severance = await saveAndLog(t, SEVERANCE, { watchedOn: '2025-01-19', seasonFrom: 2, episodeFrom: 1 });
		const chernobyl = await saveAndLog(t, CHERNOBYL, { watchedOn: '2025-01-18', seasonFrom: 1, episodeFrom: 1, episodeTo: 5 });
		for (const id of [severance, chernobyl]) expectOk(await refresh(t, id));
		const items = await upNext(t);
		expect(items.map((i) => [i.title, i.state, i.episode.airDate])).toEqual([['Severance', 'not_aired', '2025-01-24']]);
	});

	it('orders series by the most recent watch and moves on after a one-tap log', async () => {
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z' });
		const bb = await saveAndLog(t, BREAKING_BAD, { watchedOn: '2025-01-10', seasonFrom: 1, episodeFrom: 1 });
		const sev = await saveAndLog(t, SEVERANCE, { watchedOn: '2025-01-15', seasonFrom: 1, episodeFrom: 1 });
		for (const id of [bb, sev]) expectOk(await refresh(t, id));
		expect((await upNext(t)).map((i) => `${i.title} S${i.episode.seasonNumber}E${i.episode.episodeNumber}`)).toEqual(['Severance S1E2', 'Breaking Bad S1E2']);

		expectOk(await t.app.svc_create({ operation: 'tv_series_addTvSeriesWatchLog', input: { log: { mediaRecordId: bb, watchedOn: '2025-01-20', seasonFrom: 1, episodeFrom: 2 } } }));
		expect((await upNext(t)).map((i) => `${i.title} S${i.episode.seasonNumber}E${i.episode.episodeNumber}`)).toEqual(['Breaking Bad S1E3', 'Severance S1E2']);
	});

	it('answers offline from the kept guides', async () => {
		const { provider, state } = switchableProvider();
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z', provider });
		const id = await saveAndLog(t, BREAKING_BAD, { watchedOn: '2025-01-10', seasonFrom: 1, episodeFrom: 7 });
		expectOk(await refresh(t, id));
		state.offline = true;
		expect(await upNext(t)).toMatchObject([{ state: 'ready', episode: { seasonNumber: 2, episodeNumber: 1, name: 'Seven Thirty-Seven' } }]);
		expect(expectError(await refresh(t, id, 0)).code).toBe('provider_unavailable');
		expect(await upNext(t)).toMatchObject([{ state: 'ready', episode: { seasonNumber: 2, episodeNumber: 1 } }]);
	});
});

describe('refreshing an episode guide', () => {
	it('asks the provider at most daily, then only for the seasons that can have changed', async () => {
		const { provider, state } = switchableProvider();
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z', provider });
		const id = await saveAndLog(t, BREAKING_BAD, { watchedOn: '2025-01-10', seasonFrom: 1, episodeFrom: 1 });
		state.calls = 0;
		const first = expectOk(await refresh(t, id));
		expect(first.guide.seasons.map((s: any) => s.episodeNumbers.length)).toEqual([7, 13, 13, 13, 16]);
		expect(state.calls).toBe(6);

		t.clock.advance(23 * 60 * 60 * 1000);
		expect(expectOk(await refresh(t, id))).toMatchObject({ refreshed: false, guide: { fetchedAt: first.guide.fetchedAt } });
		expect(state.calls).toBe(6);

		t.clock.advance(2 * 60 * 60 * 1000);
		expect(expectOk(await refresh(t, id))).toMatchObject({ refreshed: true });
		// The details, and the latest season: the other four kept their episode counts.
		expect(state.calls).toBe(8);
	});

	it('refuses bad input with a structured error and keeps nothing', async () => {
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z' });
		expect(expectError(await refresh(t, 'tv:tmdb:424242'))).toMatchObject({ code: 'not_found', issues: [{ path: 'mediaRecordId' }] });
		const id = await saveAndLog(t, SEVERANCE, { watchedOn: '2025-01-19', seasonFrom: 1, episodeFrom: 1 });
		expect(expectError(await refresh(t, id, -1))).toMatchObject({ code: 'invalid_input', issues: [{ path: 'maxAgeHours' }] });
		expect(await upNext(t)).toMatchObject([{ state: 'no_guide' }]);
	});
});
