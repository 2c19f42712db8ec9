/**
 * The list of titles whose details are still to be fetched (gateway.details()): kept in the
 * library, so a reload finds it; counted against what was listed since it was last empty; a title
 * never listed twice, and one the catalog could not give counted once; every saved title listed
 * again once lookups answer in another language than the titles are in.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

const film = (n: number) => ({ kind: 'movie' as const, id: `movie:tmdb:${n}` });
const series = (n: number) => ({ kind: 'tv' as const, id: `tv:tmdb:${n}` });

describe('the titles waiting for their details', () => {
	it('counts what was listed, each title once, and what the catalog could not give', async () => {
		expect(await t.gateway.detailsPending()).toBe(false);
		await (await t.gateway.details()).add([film(1), series(1), film(1)]);
		await (await t.gateway.details()).add([series(1), film(2)]);
		expect(await (await t.gateway.details()).state()).toEqual({ titles: [film(1), series(1), film(2)], total: 3, failed: 0 });
		expect(await t.gateway.detailsPending()).toBe(true);

		await (await t.gateway.details()).settle(film(1));
		await (await t.gateway.details()).settle(series(1), true);
		// Taken off already: not counted twice.
		await (await t.gateway.details()).settle(series(1), true);
		expect(await (await t.gateway.details()).state()).toEqual({ titles: [film(2)], total: 3, failed: 1 });
	});

	it('counts afresh once everything listed was fetched', async () => {
		await (await t.gateway.details()).add([film(1), film(2)]);
		await (await t.gateway.details()).settle(film(1), true);
		await (await t.gateway.details()).settle(film(2));
		expect(await (await t.gateway.details()).state()).toEqual({ titles: [], total: 2, failed: 1 });
		expect(await t.gateway.detailsPending()).toBe(false);

		await (await t.gateway.details()).add([series(3)]);
		expect(await (await t.gateway.details()).state()).toEqual({ titles: [series(3)], total: 1, failed: 0 });
	});

	it('reads a row it cannot make sense of as nothing to fetch', async () => {
		await t.gateway.library.write((tx) => tx.settings.put({ detailsToFetch: { titles: 'all of them' } }));
		expect(await (await t.gateway.details()).state()).toEqual({ titles: [], total: 0, failed: 0 });
		await (await t.gateway.details()).add([film(4)]);
		expect(await (await t.gateway.details()).state()).toEqual({ titles: [film(4)], total: 1, failed: 0 });
	});
});

describe('the saved titles, after a change of language', () => {
	it('lists every saved title once, to be fetched again even where an import listed it, and then no more', async () => {
		for (const providerId of ['603', '238']) expectOk(await t.gateway.ops.movie.upsertRecord({ providerId }));
		expectOk(await t.gateway.ops.tv.upsertRecord({ providerId: '1396' }));
		await (await t.gateway.details()).add([film(603)]);
		// The titles were fetched in Portuguese; the demo catalog answers in English.
		await t.gateway.library.write((tx) => tx.settings.put({ titlesLanguage: 'pt-BR' }));
		expect(await t.gateway.detailsPending()).toBe(true);

		const queue = await t.gateway.details();
		await queue.followLanguage();
		const again = (ref: { kind: 'movie' | 'tv'; id: string }) => ({ ...ref, refresh: true });
		expect(await queue.state()).toEqual({ titles: [again(film(603)), again(film(238)), again(series(1396))], total: 3, failed: 0, language: 'en-US' });

		await queue.followLanguage();
		expect((await queue.state()).total).toBe(3);
		for (const title of (await queue.state()).titles) await queue.settle(title);
		expect(await t.gateway.detailsPending()).toBe(false);
	});
});
