/** Titles linked to one person: recommended, watched with, tastes. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, otherFamily, refOf, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const first = await c.save(0, { rating: 'love' });
	const second = await c.save(1);
	const ana = await t.gateway.people.add({ name: 'Ana' });
	const ben = await t.gateway.people.add({ name: 'Ben' });
	return { t, c, first, second, ana, ben };
}

const yearOf = (date: string) => Number(date.slice(0, 4));

describe.each(FAMILIES)('$kind: person links', (family) => {
	it('recommended rows carry the title and a record summary, or the full record', async () => {
		const { c, first, ana, ben } = await setup(family);
		const { recommendation } = expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: first.id, personId: ana.id, note: 'Go' } }));
		expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: first.id, personId: ben.id } }));
		const summary = expectOk(await c.personLinks({ personId: ana.id }));
		expect(summary.recommended).toEqual([
			{
				...recommendation,
				title: first.title,
				record: { id: first.id, title: first.title, status: first.status, rating: 'love', year: yearOf(family.sample.date) }
			}
		]);
		const full = expectOk(await c.personLinks({ personId: ana.id, detail: 'full' }));
		expect(full.recommended[0].record).toEqual(await c.record(first.id));
	});

	it('watchedWith holds the logs shared with the person, newest first, as summary or full rows', async () => {
		const { t, c, first, second, ana, ben } = await setup(family);
		const older = await c.log(first.id, { watchedOn: '2024-01-05', watchedWithPersonIds: [ana.id], notes: 'fun' });
		t.clock.advance(1000);
		const newer = await c.log(second.id, { watchedOn: '2024-03-01', watchedWithPersonIds: [ben.id, ana.id], platform: 'Cinema' });
		await c.log(first.id, { watchedOn: '2024-02-01', watchedWithPersonIds: [ben.id] });
		await c.log(first.id, { watchedOn: '2024-02-02' });
		const summary = expectOk(await c.personLinks({ personId: ana.id }));
		expect(summary.watchedWith).toEqual([
			{ watchLogId: newer.watchLogId, mediaRecordId: second.id, title: second.title, date: '2024-03-01', platform: 'Cinema', rating: null, notesPreview: null },
			{ watchLogId: older.watchLogId, mediaRecordId: first.id, title: first.title, date: '2024-01-05', platform: null, rating: null, notesPreview: 'fun' }
		]);
		const full = expectOk(await c.personLinks({ personId: ana.id, detail: 'full' }));
		expect(full.watchedWith).toEqual([newer, older]);
	});

	it("tastes carry the saved record's ID when the title is saved, else null", async () => {
		const { c, first, ana } = await setup(family);
		const saved = refOf(family, family.sample.providerId);
		const unsaved = refOf(family, family.third.providerId);
		expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: saved, taste: 'favorite' } }));
		expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: unsaved, taste: 'dislike' } }));
		const { tastes } = expectOk(await c.personLinks({ personId: ana.id }));
		const byTaste = Object.fromEntries(tastes.map((x: any) => [x.taste, x]));
		expect(byTaste.favorite).toMatchObject({ providerRef: saved, savedRecordId: first.id, title: first.title });
		expect(byTaste.dislike).toMatchObject({ providerRef: unsaved, savedRecordId: null, title: family.third.title });
		expect(tastes).toHaveLength(2);
	});

	it('limit caps each bucket', async () => {
		const { t, c, ana } = await setup(family);
		const third = await c.save(2);
		const records = await c.records();
		expect(records.map((r) => r.id)).toContain(third.id);
		for (const [i, record] of records.entries()) {
			expectOk(await c.upsertRecommendation({ recommendation: { mediaRecordId: record.id, personId: ana.id } }));
			await c.log(record.id, { watchedOn: `2024-01-0${i + 1}`, watchedWithPersonIds: [ana.id] });
			expectOk(await c.upsertTaste({ personTaste: { personId: ana.id, providerRef: record.providerRef, taste: 'favorite' } }));
			t.clock.advance(1000);
		}
		const all = expectOk(await c.personLinks({ personId: ana.id }));
		expect([all.recommended.length, all.watchedWith.length, all.tastes.length]).toEqual([3, 3, 3]);
		const capped = expectOk(await c.personLinks({ personId: ana.id, limit: 2 }));
		expect([capped.recommended.length, capped.watchedWith.length, capped.tastes.length]).toEqual([2, 2, 2]);
		expect(capped.watchedWith.map((l: any) => l.date)).toEqual(['2024-01-03', '2024-01-02']);
		// Recommendations and tastes show newest first, so a capped bucket keeps the latest ones.
		expect(capped.recommended.map((r: any) => r.mediaRecordId)).toEqual([records[2]!.id, records[1]!.id]);
		expect(capped.tastes.map((x: any) => x.savedRecordId)).toEqual([records[2]!.id, records[1]!.id]);
	});

	it('a person with no links gets three empty buckets', async () => {
		const { c, ben } = await setup(family);
		expect(expectOk(await c.personLinks({ personId: ben.id }))).toEqual({ recommended: [], watchedWith: [], tastes: [] });
	});

	it('an unknown person is not_found at personId', async () => {
		const { c } = await setup(family);
		const error = expectError(await c.personLinks({ personId: 'person:nobody' }));
		expect([error.code, error.issues?.[0]?.path]).toEqual(['not_found', 'personId']);
	});

	it("never shows the other family's links", async () => {
		const { t, c, ana } = await setup(family);
		const o = familyClient(t.app, otherFamily(family));
		const other = await o.save(0);
		expectOk(await o.upsertRecommendation({ recommendation: { mediaRecordId: other.id, personId: ana.id } }));
		await o.log(other.id, { watchedOn: '2024-01-01', watchedWithPersonIds: [ana.id] });
		expectOk(await o.upsertTaste({ personTaste: { personId: ana.id, providerRef: other.providerRef, taste: 'favorite' } }));
		expect(expectOk(await c.personLinks({ personId: ana.id }))).toEqual({ recommended: [], watchedWith: [], tastes: [] });
		const theirs = expectOk(await o.personLinks({ personId: ana.id }));
		expect([theirs.recommended.length, theirs.watchedWith.length, theirs.tastes.length]).toEqual([1, 1, 1]);
	});
});
