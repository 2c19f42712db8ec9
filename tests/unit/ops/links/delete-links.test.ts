/** Deleting recommendations and tastes (extensions), and what a record delete does to them. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, refOf, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway();
	const c = familyClient(t.app, family);
	const record = await c.save(0);
	const ana = await t.gateway.people.add({ name: 'Ana' });
	const links = async () => expectOk(await c.personLinks({ personId: ana.id }));
	return { t, c, id: record.id, ana, links };
}

describe.each(FAMILIES)('$kind: delete recommendation', (family) => {
	it('removes it and unlinks the person from the title', async () => {
		const { c, id, ana, links } = await setup(family);
		const { recommendation } = expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id } }));
		const result = expectOk(await c.deleteRecommendation(recommendation.recommendationId));
		expect(result).toEqual({ deleted: { [family.resources.recommendation]: 1 } });
		expect((await c.record(id)).recommendedByPersonIds).toEqual([]);
		expect((await links()).recommended).toEqual([]);
	});

	it("keeps the person linked while another of their recommendations for the title remains", async () => {
		const { c, id, ana } = await setup(family);
		expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id } }));
		expectOk(await c.upsertRecommendation({ recommendationId: 'second', recommendation: { mediaRecordId: id, personId: ana.id } }));
		expectOk(await c.deleteRecommendation('second'));
		expect((await c.record(id)).recommendedByPersonIds).toEqual([ana.id]);
	});

	it('an unknown ID is not_found at recommendationId', async () => {
		const { c } = await setup(family);
		const error = expectError(await c.deleteRecommendation('rec:none'));
		expect([error.code, error.issues?.[0]?.path]).toEqual(['not_found', 'recommendationId']);
	});

	it('is called through svc_delete only', async () => {
		const { t, c, id, ana } = await setup(family);
		const { recommendation } = expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id } }));
		const input = { recommendationId: recommendation.recommendationId };
		expect(expectError(await t.app.svc_update({ operation: family.ops.deleteRecommendation, input })).code).toBe('wrong_tool');
		expect((await c.record(id)).recommendedByPersonIds).toEqual([ana.id]);
	});
});

describe.each(FAMILIES)('$kind: delete taste', (family) => {
	it('removes it; a second delete is not_found at personTasteId', async () => {
		const { c, ana, links } = await setup(family);
		const { personTaste } = expectOk(
			await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: refOf(family, family.other.providerId), taste: 'favorite' } })
		);
		expect((await links()).tastes).toHaveLength(1);
		expect(expectOk(await c.deleteTaste(personTaste.personTasteId))).toEqual({ deleted: { [family.resources.taste]: 1 } });
		expect((await links()).tastes).toEqual([]);
		const error = expectError(await c.deleteTaste(personTaste.personTasteId));
		expect([error.code, error.issues?.[0]?.path]).toEqual(['not_found', 'personTasteId']);
	});
});

describe.each(FAMILIES)('$kind: delete record', (family) => {
	it('removes its logs and recommendations but keeps tastes of the title', async () => {
		const { t, c, id, ana, links } = await setup(family);
		const ben = await t.gateway.people.add({ name: 'Ben' });
		expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id } }));
		expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ben.id } }));
		await c.log(id, { watchedOn: '2024-01-01', watchedWithPersonIds: [ana.id] });
		const providerId = family.sample.providerId;
		expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: refOf(family, providerId), taste: 'dislike' } }));
		expect((await links()).tastes[0].savedRecordId).toBe(id);

		const result = expectOk(await c.deleteRecord(id));
		expect(result.deleted).toEqual({ [family.resources.record]: 1, [family.resources.log]: 1, [family.resources.recommendation]: 2 });
		const after = await links();
		expect(after.recommended).toEqual([]);
		expect(after.watchedWith).toEqual([]);
		expect(after.tastes).toHaveLength(1);
		expect(after.tastes[0]).toMatchObject({ taste: 'dislike', savedRecordId: null });
		expect((await c.stats()).totals.watchLogs).toBe(0);

		// Saving the title again does not bring the old recommendations back.
		await c.save(0);
		expect((await links()).recommended).toEqual([]);
		expect((await c.logs()).length).toBe(0);
	});
});
