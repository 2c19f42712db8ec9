/** Deleting a saved title removes it with its logs and recommendations, never its tastes. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, otherFamily, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

describe.each(FAMILIES.map((f) => [f.ops.deleteRecord, f] as [string, Family]))('%s', (_name, f) => {
	async function libraryWithLinks() {
		const t = await openTestGateway();
		const c = familyClient(t.app, f);
		const ann = await t.gateway.people.add({ name: 'Ann' });
		const doomed = await c.quickSave(f.sample.providerId, { status: 'watching' });
		const kept = await c.quickSave(f.other.providerId);
		await c.log(doomed.id, { watchedOn: '2024-02-10', watchedWithPersonIds: [ann.id] });
		await c.log(doomed.id, { watchedOn: '2025-07-04' });
		await c.log(kept.id, { watchedOn: '2025-07-20' });
		expectOk(
			await t.app.svc_create({ operation: f.ops.upsertRecommendation, input: { recommendation: { mediaRecordId: doomed.id, personId: ann.id } } })
		);
		expectOk(
			await t.app.svc_create({
				operation: f.ops.upsertTaste,
				input: { personTaste: { personId: ann.id, providerRef: { provider: 'tmdb', mediaType: f.kind, id: f.sample.providerId }, taste: 'favorite' } }
			})
		);
		return { ...t, c, ann, doomed, kept };
	}

	it('removes the record, its logs and its recommendations, and counts them', async () => {
		const { app, c, doomed, kept } = await libraryWithLinks();
		const result = expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: doomed.id } }));
		expect(result.deleted).toEqual({ [f.resources.record]: 1, [f.resources.log]: 2, [f.resources.recommendation]: 1 });
		expect((await c.recordPage()).items.map((r) => r.id)).toEqual([kept.id]);
		const ownLogs = expectOk(await app.svc_find({ operation: f.ops.queryLogs, input: { mediaRecordId: doomed.id } }));
		expect(ownLogs.items).toEqual([]);
		const allLogs = expectOk(await app.svc_find({ operation: f.ops.queryLogs, input: {} }));
		expect(allLogs.items.map((l: any) => l.mediaRecordId)).toEqual([kept.id]);
	});

	it("keeps the person's taste for the title, now unsaved, and drops their recommendation and shared log", async () => {
		const { app, ann, doomed } = await libraryWithLinks();
		const before = expectOk(await app.svc_find({ operation: f.ops.personLinks, input: { personId: ann.id } }));
		expect(before.tastes[0].savedRecordId).toBe(doomed.id);
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: doomed.id } }));
		const links = expectOk(await app.svc_find({ operation: f.ops.personLinks, input: { personId: ann.id } }));
		expect(links.recommended).toEqual([]);
		expect(links.watchedWith).toEqual([]);
		expect(links.tastes).toHaveLength(1);
		expect(links.tastes[0]).toMatchObject({ taste: 'favorite', savedRecordId: null });
	});

	it('updates the stats', async () => {
		const { app, c, doomed } = await libraryWithLinks();
		const before = await c.stats();
		expect(before.totals).toMatchObject({ saved: 2, watchLogs: 3 });
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: doomed.id } }));
		const after = await c.stats();
		const statusAfterLog = f.kind === 'tv' ? 'watching' : 'watched';
		expect(after.totals.saved).toBe(1);
		expect(after.totals.watchLogs).toBe(1);
		expect(after.totals.byStatus[statusAfterLog]).toBe(1);
		expect(after.byYear).toMatchObject([{ year: 2025, count: 1 }]);
		expect(after.byMonth).toMatchObject([{ month: '2025-07', count: 1 }]);
	});

	it('a later quick save of the title starts afresh', async () => {
		const { app, doomed } = await libraryWithLinks();
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: doomed.id } }));
		const again = expectOk(await app.svc_create({ operation: f.ops.upsertRecord, input: { providerId: f.sample.providerId } }));
		expect(again.created).toBe(true);
		expect(again.record).toMatchObject({ status: 'want_to_watch', watchCount: 0, lastWatchedOn: null, recommendedByPersonIds: [] });
	});

	it('is not_found for an ID that is not saved, and changes nothing', async () => {
		const { app, c, doomed } = await libraryWithLinks();
		const before = await c.stats();
		const error = expectError(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: 'nope' } }));
		expect(error.code).toBe('not_found');
		expect(error.issues?.[0]?.path).toBe('mediaRecordId');
		expect(await c.stats()).toEqual(before);
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: doomed.id } }));
		expect(expectError(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: doomed.id } })).code).toBe('not_found');
	});

	it('leaves a record of the other family with the same ID alone', async () => {
		const { app, doomed } = await libraryWithLinks();
		const g = otherFamily(f);
		const o = familyClient(app, g);
		await o.saveBody(g.body({ title: 'Namesake' }, '777'), { mediaRecordId: doomed.id });
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: doomed.id } }));
		expect((await o.recordPage()).items.map((r) => [r.id, r.title])).toEqual([[doomed.id, 'Namesake']]);
		expect((await o.stats()).totals.saved).toBe(1);
	});
});
