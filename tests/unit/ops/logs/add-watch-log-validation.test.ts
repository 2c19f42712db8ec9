/** Spec section 7 rules (and DESIGN's extra episode rule) on adding a log: each failure names its path and changes nothing. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, TV } from '../../../fixtures/families';
import { familyClient, type FamilyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

interface Ctx {
	t: TestGateway;
	c: FamilyClient;
	recordId: string;
}

/** A library with one saved title and one log, so "nothing changed" has something to compare. */
async function setup(family = TV): Promise<Ctx> {
	const t = await openTestGateway();
	const c = familyClient(t.app, family);
	const record = await c.save(0);
	await c.log(record.id, { watchedOn: '2024-01-01' });
	return { t, c, recordId: record.id };
}

/** Adds the log, expects the error code at the path, and proves the library did not change. */
async function expectRefused(ctx: Ctx, log: Record<string, unknown>, code: string, path: string) {
	const before = await ctx.c.state();
	const error = expectError(await ctx.c.addLog({ watchLogId: 'refused', log: { mediaRecordId: ctx.recordId, ...log } }));
	expect(error.code).toBe(code);
	expect([...new Set(error.issues?.map((i) => i.path))]).toEqual([path]);
	expect(await ctx.c.state()).toEqual(before);
	expect(before.logs).toHaveLength(1);
}

describe('tv season and episode ranges', () => {
	it('rule 1: seasonTo before seasonFrom is invalid_input at log.seasonTo', async () => {
		await expectRefused(await setup(TV), { seasonFrom: 3, seasonTo: 2 }, 'invalid_input', 'log.seasonTo');
	});

	it('episodeTo before episodeFrom within one season is invalid_input at log.episodeTo', async () => {
		const ctx = await setup(TV);
		await expectRefused(ctx, { seasonFrom: 1, episodeFrom: 5, episodeTo: 3 }, 'invalid_input', 'log.episodeTo');
		await expectRefused(ctx, { seasonFrom: 1, episodeFrom: 5, seasonTo: 1, episodeTo: 3 }, 'invalid_input', 'log.episodeTo');
	});

	it('an episode without its season is invalid_input at the missing season', async () => {
		const ctx = await setup(TV);
		await expectRefused(ctx, { episodeFrom: 3 }, 'invalid_input', 'log.seasonFrom');
		await expectRefused(ctx, { episodeTo: 3 }, 'invalid_input', 'log.seasonTo');
	});

	it('a range across seasons may end on a lower episode number (S1E8 to S2E2)', async () => {
		const ctx = await setup(TV);
		const log = await ctx.c.log(ctx.recordId, { seasonFrom: 1, episodeFrom: 8, seasonTo: 2, episodeTo: 2 });
		expect(log).toMatchObject({ seasonFrom: 1, episodeFrom: 8, seasonTo: 2, episodeTo: 2 });
		expect((await ctx.c.record(ctx.recordId)).watchCount).toBe(2);
	});

	it('a one-episode range (episodeTo equal to episodeFrom) is fine', async () => {
		const ctx = await setup(TV);
		const log = await ctx.c.log(ctx.recordId, { seasonFrom: 4, episodeFrom: 2, episodeTo: 2 });
		expect(log).toMatchObject({ seasonFrom: 4, episodeFrom: 2, episodeTo: 2 });
	});
});

describe.each(FAMILIES)('$kind: add log validation', (family) => {
	it('rule 2: an unknown person in watchedWithPersonIds is invalid_input at its index', async () => {
		const ctx = await setup(family);
		const friend = await ctx.t.gateway.people.add({ name: 'Ana' });
		const log = { watchedWithPersonIds: [friend.id, 'person:nobody'] };
		await expectRefused(ctx, log, 'invalid_input', 'log.watchedWithPersonIds.1');
	});

	it('rule 2: a deactivated person is invalid_input at its index', async () => {
		const ctx = await setup(family);
		const friend = await ctx.t.gateway.people.add({ name: 'Ana' });
		const gone = await ctx.t.gateway.people.add({ name: 'Ben' });
		await ctx.t.gateway.people.setActive(gone.id, false);
		await expectRefused(ctx, { watchedWithPersonIds: [friend.id, gone.id] }, 'invalid_input', 'log.watchedWithPersonIds.1');
	});

	it('rule 2: active people are accepted and stored once each', async () => {
		const ctx = await setup(family);
		const ana = await ctx.t.gateway.people.add({ name: 'Ana' });
		const ben = await ctx.t.gateway.people.add({ name: 'Ben' });
		const log = await ctx.c.log(ctx.recordId, { watchedWithPersonIds: [ana.id, ben.id, ana.id] });
		expect(log.watchedWithPersonIds).toEqual([ana.id, ben.id]);
	});

	it('rule 3: an unknown mediaRecordId is not_found at log.mediaRecordId', async () => {
		const ctx = await setup(family);
		await expectRefused(ctx, { mediaRecordId: `${family.kind}:tmdb:999999` }, 'not_found', 'log.mediaRecordId');
	});

	it("rule 3: the other family's record is not found either", async () => {
		const ctx = await setup(family);
		const otherId = family.kind === 'tv' ? 'movie:tmdb:603' : 'tv:tmdb:1396';
		await expectRefused(ctx, { mediaRecordId: otherId }, 'not_found', 'log.mediaRecordId');
	});

	it.each([['2024-02-30'], ['2024-2-01'], ['yesterday']])('a bad watchedOn %s is invalid_input at log.watchedOn', async (date) => {
		await expectRefused(await setup(family), { watchedOn: date }, 'invalid_input', 'log.watchedOn');
	});

	it.each([['place:1'], ['manual:notauuid'], ['ext:'], ['']])('a bad placeKey %j is invalid_input at log.placeKey', async (placeKey) => {
		await expectRefused(await setup(family), { placeKey }, 'invalid_input', 'log.placeKey');
	});

	it.each([['ext:abc'], ['manual:0f8fad5b-d9cb-469f-a165-70867728950e']])('placeKey %s is accepted', async (placeKey) => {
		const ctx = await setup(family);
		expect((await ctx.c.log(ctx.recordId, { placeKey })).placeKey).toBe(placeKey);
	});

	it.each([['ZZ'], ['us'], ['GBR']])('platformCountry %s is invalid_input at log.platformCountry', async (platformCountry) => {
		await expectRefused(await setup(family), { platformCountry }, 'invalid_input', 'log.platformCountry');
	});

	it.each([['US'], ['IN'], ['GB'], ['XC']])('platformCountry %s, a region TMDB knows, is accepted', async (platformCountry) => {
		const ctx = await setup(family);
		expect((await ctx.c.log(ctx.recordId, { platformCountry })).platformCountry).toBe(platformCountry);
	});

	it('a bad platformType or rating is invalid_input at its path', async () => {
		const ctx = await setup(family);
		await expectRefused(ctx, { platformType: 'cinema' }, 'invalid_input', 'log.platformType');
		await expectRefused(ctx, { rating: 'great' }, 'invalid_input', 'log.rating');
	});

	it('a missing mediaRecordId is invalid_input at log.mediaRecordId', async () => {
		const ctx = await setup(family);
		const before = await ctx.c.state();
		const error = expectError(await ctx.c.addLog({ log: { watchedOn: '2024-01-01' } }));
		expect(error.code).toBe('invalid_input');
		expect(error.issues?.map((i) => i.path)).toContain('log.mediaRecordId');
		expect(await ctx.c.state()).toEqual(before);
	});

	it('a refused add leaves the ID free for a corrected retry', async () => {
		const ctx = await setup(family);
		await expectRefused(ctx, { placeKey: 'place:1' }, 'invalid_input', 'log.placeKey');
		const retried = expectOk(await ctx.c.addLog({ watchLogId: 'refused', log: { mediaRecordId: ctx.recordId, placeKey: 'ext:1' } }));
		expect(retried.created).toBe(true);
		expect((await ctx.c.record(ctx.recordId)).watchCount).toBe(2);
	});
});
