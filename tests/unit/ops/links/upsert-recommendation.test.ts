/** Recording a person's recommendation of a saved title, and linking them on it. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const record = await c.save(0);
	const ana = await t.gateway.people.add({ name: 'Ana' });
	return { t, c, id: record.id, ana };
}

describe.each(FAMILIES)('$kind: upsert recommendation', (family) => {
	it('creates one with default ID and status open, and links the person on the title', async () => {
		const { c, id, ana } = await setup(family);
		const data = expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id, note: 'You will love it' } }));
		expect(data).toEqual({
			created: true,
			recommendation: {
				recommendationId: `rec:${id}:${ana.id}`,
				kind: family.kind,
				mediaRecordId: id,
				personId: ana.id,
				status: 'open',
				note: 'You will love it',
				createdAt: '2025-01-10T09:00:00.000Z',
				updatedAt: '2025-01-10T09:00:00.000Z'
			}
		});
		const record = await c.record(id);
		expect(record.recommendedByPersonIds).toEqual([ana.id]);
		expect(record.status).toBe(family.bodyDefaultStatus);
	});

	it('keeps a given status', async () => {
		const { c, id, ana } = await setup(family);
		const data = expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id, status: 'accepted' } }));
		expect(data.recommendation.status).toBe('accepted');
	});

	it('the same pair again updates the one recommendation; omitted status and note are kept; the person is linked once', async () => {
		const { t, c, id, ana } = await setup(family);
		const first = expectOk(
			await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id, status: 'accepted', note: 'Watch it' } })
		).recommendation;
		t.clock.set('2025-02-01T00:00:00.000Z');
		const again = expectOk(await t.app.svc_update({ operation: family.ops.upsertRecommendation, input: { recommendation: { mediaRecordId: id, personId: ana.id } } }));
		expect(again.created).toBe(false);
		expect(again.recommendation).toEqual({ ...first, updatedAt: '2025-02-01T00:00:00.000Z' });
		const changed = expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id, status: 'watched' } }));
		expect(changed.recommendation).toMatchObject({ status: 'watched', note: 'Watch it', createdAt: first.createdAt });
		expect((await c.record(id)).recommendedByPersonIds).toEqual([ana.id]);
		const links = expectOk(await c.personLinks({ personId: ana.id }));
		expect(links.recommended).toHaveLength(1);
	});

	it('two people recommending the same title are both linked', async () => {
		const { t, c, id, ana } = await setup(family);
		const ben = await t.gateway.people.add({ name: 'Ben' });
		expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id } }));
		expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ben.id } }));
		expect((await c.record(id)).recommendedByPersonIds).toEqual([ana.id, ben.id]);
	});

	it('uses an explicit recommendationId, and updates it by that ID', async () => {
		const { c, id, ana } = await setup(family);
		const made = expectOk(await c.upsertRecommendation({ recommendationId: 'my-rec', recommendation: { mediaRecordId: id, personId: ana.id } }));
		expect([made.recommendation.recommendationId, made.created]).toEqual(['my-rec', true]);
		const again = expectOk(
			await c.upsertRecommendation({ recommendationId: 'my-rec', recommendation: { mediaRecordId: id, personId: ana.id, note: 'later' } })
		);
		expect([again.created, again.recommendation.note]).toEqual([false, 'later']);
		expect(expectOk(await c.personLinks({ personId: ana.id })).recommended.map((r: any) => r.recommendationId)).toEqual(['my-rec']);
	});

	it('an unknown title is not_found at recommendation.mediaRecordId and changes nothing', async () => {
		const { c, ana } = await setup(family);
		const before = await c.state();
		const error = expectError(await c.upsertRecommendation({ recommendation: { mediaRecordId: 'nope', personId: ana.id } }));
		expect([error.code, error.issues?.map((i) => i.path)]).toEqual(['not_found', ['recommendation.mediaRecordId']]);
		expect(await c.state()).toEqual(before);
		expect(expectOk(await c.personLinks({ personId: ana.id })).recommended).toEqual([]);
	});

	it('an unknown person is invalid_input at recommendation.personId and changes nothing', async () => {
		const { c, id } = await setup(family);
		const before = await c.state();
		const error = expectError(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: 'person:nobody' } }));
		expect([error.code, error.issues?.map((i) => i.path)]).toEqual(['invalid_input', ['recommendation.personId']]);
		expect(await c.state()).toEqual(before);
	});

	it('a status outside the enumeration is invalid_input at recommendation.status', async () => {
		const { c, id, ana } = await setup(family);
		const error = expectError(await c.upsertRecommendation({ recommendation: { mediaRecordId: id, personId: ana.id, status: 'maybe' } }));
		expect([error.code, error.issues?.map((i) => i.path)]).toEqual(['invalid_input', ['recommendation.status']]);
		expect((await c.record(id)).recommendedByPersonIds).toEqual([]);
	});
});
