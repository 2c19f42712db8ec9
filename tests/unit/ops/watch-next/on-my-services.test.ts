/**
 * "On my services" on the want-to-watch shelf, from offers kept on the device: a saved title's
 * offers are kept when they are looked up; the filter says which titles were never checked
 * instead of dropping them, and answers with the provider gone.
 */
import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../../../src/lib/domain/errors';
import { DemoCatalogProvider } from '../../../../src/lib/provider/demo/demo-provider';
import { expectError, expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

const MAX = 1899;
const HULU = 15;

/** The Matrix (on Max), Fight Club (on Hulu) and 12 Angry Men (on no service, only to rent or buy), all wanted. */
async function wantThree(t: TestGateway) {
	for (const providerId of ['603', '550', '389']) {
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId, status: 'want_to_watch' } }));
	}
}

const onServices = (t: TestGateway, input: object) => t.app.svc_find({ operation: 'movies_queryMoviesOnMyServices', input: { region: 'US', ...input } });
const lookUpOffers = (t: TestGateway, providerId: string) => t.app.svc_lookup({ operation: 'movies_getMovieWatchProviders', input: { providerId } });

describe('the want-to-watch shelf on my services', () => {
	it('lists titles never checked as unchecked, not as missing', async () => {
		const t = await openTestGateway();
		await wantThree(t);
		const answer = expectOk(await onServices(t, { serviceIds: [MAX] }));
		expect(answer).toEqual({ items: [], elsewhere: 0, unchecked: expect.any(Array), checkedSince: null });
		expect(answer.unchecked.map((u: { title: string }) => u.title)).toEqual(['12 Angry Men', 'Fight Club', 'The Matrix']);
		expect(answer.unchecked[0]).toEqual({ mediaRecordId: 'movie:tmdb:389', providerId: '389', title: '12 Angry Men' });
	});

	it('keeps the offers looked up for saved titles, and sorts them into on my services and elsewhere', async () => {
		const t = await openTestGateway({ start: '2026-11-20T08:00:00.000Z' });
		await wantThree(t);
		for (const id of ['603', '550', '389']) expectOk(await lookUpOffers(t, id));
		const max = expectOk(await onServices(t, { serviceIds: [MAX] }));
		expect(max.items.map((i: any) => [i.record.title, i.services.map((s: any) => s.name)])).toEqual([['The Matrix', ['Max']]]);
		expect(max).toMatchObject({ elsewhere: 2, unchecked: [], checkedSince: '2026-11-20T08:00:00.000Z' });
		const both = expectOk(await onServices(t, { serviceIds: [MAX, HULU] }));
		expect(both.items.map((i: any) => i.record.title)).toEqual(['Fight Club', 'The Matrix']);
		expect(both.elsewhere).toBe(1);
	});

	it('counts only a subscription: a title to rent on a service is not on it', async () => {
		const t = await openTestGateway();
		await wantThree(t);
		expectOk(await lookUpOffers(t, '389'));
		// 12 Angry Men is offered to rent and buy on Apple TV (2) and Amazon Video (10).
		const answer = expectOk(await onServices(t, { serviceIds: [2, 10] }));
		expect(answer.items).toEqual([]);
		expect(answer.elsewhere).toBe(1);
	});

	it('writes the offers again only when they changed or are a day old: a write wakes every open screen', async () => {
		const t = await openTestGateway({ start: '2026-11-20T08:00:00.000Z' });
		await wantThree(t);
		let writes = 0;
		t.gateway.onChange(() => writes++);
		expectOk(await lookUpOffers(t, '603'));
		expect(writes).toBe(1);
		t.clock.advance(60 * 60 * 1000);
		expectOk(await lookUpOffers(t, '603'));
		expect(writes).toBe(1);
		t.clock.advance(24 * 60 * 60 * 1000);
		expectOk(await lookUpOffers(t, '603'));
		expect(writes).toBe(2);
		expect(expectOk(await onServices(t, { serviceIds: [MAX] })).checkedSince).toBe('2026-11-21T09:00:00.000Z');
	});

	it('keeps nothing for a title that is not saved', async () => {
		const t = await openTestGateway();
		expectOk(await lookUpOffers(t, '348'));
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '348', status: 'want_to_watch' } }));
		expect(expectOk(await onServices(t, { serviceIds: [HULU] })).unchecked.map((u: any) => u.title)).toEqual(['Alien']);
	});

	it('treats offers of another region as unchecked', async () => {
		const t = await openTestGateway();
		await wantThree(t);
		for (const id of ['603', '550', '389']) expectOk(await lookUpOffers(t, id));
		const india = expectOk(await onServices(t, { serviceIds: [MAX], region: 'IN' }));
		expect(india).toMatchObject({ items: [], elsewhere: 0 });
		expect(india.unchecked).toHaveLength(3);
	});

	it('narrows by the words of a search, as the Library does, and by another status when asked', async () => {
		const t = await openTestGateway();
		await wantThree(t);
		for (const id of ['603', '550']) expectOk(await lookUpOffers(t, id));
		const matrix = expectOk(await onServices(t, { serviceIds: [MAX, HULU], query: 'matr' }));
		expect(matrix.items.map((i: any) => i.record.title)).toEqual(['The Matrix']);
		expect(matrix).toMatchObject({ elsewhere: 0, unchecked: [] });
		expect(expectOk(await onServices(t, { serviceIds: [MAX], status: 'watched' }))).toMatchObject({ items: [], elsewhere: 0, unchecked: [] });
	});

	it('answers from the device when the provider cannot be reached', async () => {
		let online = true;
		const demo = new DemoCatalogProvider();
		const flaky = new Proxy(demo, {
			get(target, key, receiver) {
				const value = Reflect.get(target, key, receiver);
				if (typeof value !== 'function') return value;
				return (...args: unknown[]) => {
					if (!online) throw new GatewayError('provider_unavailable', 'offline');
					return value.apply(target, args);
				};
			}
		});
		const t = await openTestGateway({ provider: flaky });
		await wantThree(t);
		expectOk(await lookUpOffers(t, '603'));
		online = false;
		const answer = expectOk(await onServices(t, { serviceIds: [MAX] }));
		expect(answer.items.map((i: any) => i.record.title)).toEqual(['The Matrix']);
		expect(answer.unchecked.map((u: any) => u.title)).toEqual(['12 Angry Men', 'Fight Club']);
	});

	it('asks for at least one service', async () => {
		const t = await openTestGateway();
		expect(expectError(await onServices(t, { serviceIds: [] }))).toMatchObject({ code: 'invalid_input', issues: [{ path: 'serviceIds' }] });
	});
});
