/** A person's favourite or disliked title: IDs, title resolution, validation. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, MOVIE, TV, refOf, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const ana = await t.gateway.people.add({ name: 'Ana' });
	const links = async () => expectOk(await c.personLinks({ personId: ana.id }));
	return { t, c, ana, links };
}

describe.each(FAMILIES)('$kind: upsert person taste', (family) => {
	const { providerId, title: catalogTitle } = family.other;
	const ref = refOf(family, providerId);

	it('creates one with the default ID and the catalog title of an unsaved title', async () => {
		const { c, ana } = await setup(family);
		const data = expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: ref, taste: 'favorite', note: 'Always' } }));
		expect(data).toEqual({
			created: true,
			personTaste: {
				personTasteId: `taste:${ana.id}:${family.kind}:tmdb:${providerId}`,
				kind: family.kind,
				personId: ana.id,
				providerRef: ref,
				taste: 'favorite',
				note: 'Always',
				title: catalogTitle,
				createdAt: '2025-01-10T09:00:00.000Z',
				updatedAt: '2025-01-10T09:00:00.000Z'
			}
		});
	});

	it('takes the title of the saved record when the title is saved', async () => {
		const { c, ana } = await setup(family);
		await c.save(1, { title: 'My Renamed Copy' });
		const { personTaste } = expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: ref, taste: 'favorite' } }));
		expect(personTaste.title).toBe('My Renamed Copy');
	});

	it('keeps an explicit title, also on a later update without one', async () => {
		const { c, ana } = await setup(family);
		const body = { personId: ana.id, providerRef: ref, taste: 'favorite', title: 'As Ana calls it' };
		expect(expectOk(await c.upsertTaste({ personTaste: body })).personTaste.title).toBe('As Ana calls it');
		const { title: _t, ...withoutTitle } = body;
		expect(expectOk(await c.upsertTaste({ personTaste: withoutTitle })).personTaste.title).toBe('As Ana calls it');
	});

	it('has no title for a provider ID the catalog does not know', async () => {
		const { c, ana } = await setup(family);
		const data = expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: refOf(family, '999999999'), taste: 'dislike' } }));
		expect(data.personTaste.title).toBeNull();
	});

	it('the same person and title twice update one record; omitted fields are kept', async () => {
		const { t, c, ana, links } = await setup(family);
		expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: ref, taste: 'favorite', note: 'Since 2019' } }));
		t.clock.set('2025-03-03T03:03:03.000Z');
		const again = expectOk(await t.app.svc_update({ operation: family.ops.upsertTaste, input: { personTaste: { personId: ana.id, providerRef: ref, taste: 'dislike' } } }));
		expect(again.created).toBe(false);
		expect(again.personTaste).toMatchObject({ taste: 'dislike', note: 'Since 2019', createdAt: '2025-01-10T09:00:00.000Z', updatedAt: '2025-03-03T03:03:03.000Z' });
		expect((await links()).tastes).toHaveLength(1);
	});

	it('uses an explicit personTasteId', async () => {
		const { c, ana, links } = await setup(family);
		const made = expectOk(await c.upsertTaste({ personTasteId: 'mine', personTaste: { personId: ana.id, providerRef: ref, taste: 'favorite' } }));
		expect(made.personTaste.personTasteId).toBe('mine');
		expect((await links()).tastes.map((x: any) => x.personTasteId)).toEqual(['mine']);
	});

	it('an unknown person is invalid_input at personTaste.personId and stores nothing', async () => {
		const { c, ana, links } = await setup(family);
		const error = expectError(await c.upsertTaste({ personTaste: { personId: 'person:nobody', providerRef: ref, taste: 'favorite' } }));
		expect([error.code, error.issues?.map((i) => i.path)]).toEqual(['invalid_input', ['personTaste.personId']]);
		expect((await links()).tastes).toEqual([]);
	});

	it('a taste outside favorite/dislike is invalid_input at personTaste.taste', async () => {
		const { c, ana, links } = await setup(family);
		const error = expectError(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: ref, taste: 'love' } }));
		expect([error.code, error.issues?.map((i) => i.path)]).toEqual(['invalid_input', ['personTaste.taste']]);
		expect((await links()).tastes).toEqual([]);
	});
});

describe('a taste of the other family', () => {
	it.each([
		[TV, refOf(MOVIE, '603')],
		[MOVIE, refOf(TV, '1396')]
	])('is refused at personTaste.providerRef.mediaType (%#)', async (family, ref) => {
		const { c, ana, links } = await setup(family);
		const error = expectError(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: ref, taste: 'favorite' } }));
		expect([error.code, error.issues?.map((i) => i.path)]).toEqual(['invalid_input', ['personTaste.providerRef.mediaType']]);
		expect((await links()).tastes).toEqual([]);
	});
});
