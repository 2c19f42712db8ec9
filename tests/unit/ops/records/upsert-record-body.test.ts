/** Record-body upsert: the body replaces the user's fields; derived fields and timestamps are the service's. */
import { describe, expect, it } from 'vitest';
import type { MediaKind } from '../../../../src/lib/domain/enums';
import { DemoCatalogProvider } from '../../../../src/lib/provider/demo/demo-provider';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectOk, openTestGateway } from '../../../fixtures/gateway';

/** The demo catalog with posters, so keeping the poster can be seen. */
class PosterProvider extends DemoCatalogProvider {
	override async details(kind: MediaKind, providerId: string) {
		return { ...(await super.details(kind, providerId)), posterPath: `/poster-${providerId}.jpg` };
	}
}

describe.each(FAMILIES.map((f) => [f.ops.upsertRecord, f] as [string, Family]))('%s with a record body', (_name, f) => {
	const recordId = `${f.kind}:tmdb:${f.sample.providerId}`;

	it(`creates the record with status ${f.bodyDefaultStatus} when the body names none`, async () => {
		const { app } = await openTestGateway();
		const result = expectOk(await app.svc_create({ operation: f.ops.upsertRecord, input: { record: f.body({}, f.sample.providerId) } }));
		expect(result.created).toBe(true);
		expect(result.record.id).toBe(recordId);
		expect(result.record.status).toBe(f.bodyDefaultStatus);
		expect(result.record.posterPath).toBeNull();
		expect(result.record.watchCount).toBe(0);
	});

	it('uses the status of the body and ignores a status outside it', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const a = await c.saveBody(f.body({ status: 'completed' }, '9001'), { status: 'dropped' });
		expect(a.status).toBe('completed');
		const b = await c.saveBody(f.body({}, '9002'), { status: 'dropped' });
		expect(b.status).toBe(f.bodyDefaultStatus);
		expect((await c.recordPage({ status: 'dropped' })).items).toEqual([]);
	});

	it('replaces the stored fields but keeps watch count, last watch, poster and creation time', async () => {
		const { app, clock } = await openTestGateway({ provider: new PosterProvider() });
		const c = familyClient(app, f);
		await c.quickSave(f.sample.providerId);
		await c.saveBody(
			f.body({ title: 'Mine', status: 'on_hold', rating: 'like', journalNotes: 'first notes', tags: ['a'], overview: 'o' }, f.sample.providerId)
		);
		await c.log(recordId, { watchedOn: '2024-01-05' });
		await c.log(recordId, { watchedOn: '2024-03-09' });
		clock.set('2026-12-01T09:30:00.000Z');
		const result = expectOk(
			await app.svc_update({
				operation: f.ops.upsertRecord,
				input: { record: { providerRef: { provider: 'tmdb', mediaType: f.kind, id: f.sample.providerId }, title: 'Renamed', journalNotes: 'second' } }
			})
		);
		expect(result.created).toBe(false);
		const record = result.record;
		expect(record).toMatchObject({
			id: recordId,
			title: 'Renamed',
			journalNotes: 'second',
			status: f.bodyDefaultStatus,
			tags: [],
			genres: [],
			watchCount: 2,
			lastWatchedOn: '2024-03-09',
			posterPath: `/poster-${f.sample.providerId}.jpg`,
			createdAt: '2026-11-22T10:00:00.000Z',
			updatedAt: '2026-12-01T09:30:00.000Z'
		});
		for (const gone of ['rating', 'overview', 'runtimeMinutes', f.dateField, 'originalTitle']) expect(record).not.toHaveProperty(gone);
		expect((await c.recordPage({ detail: 'full' })).items).toEqual([record]);
	});

	it('accepts a full row that was read, ignoring the fields a body does not own', async () => {
		const { app, clock } = await openTestGateway({ provider: new PosterProvider() });
		const c = familyClient(app, f);
		const saved = await c.quickSave(f.sample.providerId, { status: 'watching' });
		await c.log(recordId, { watchedOn: '2025-06-01' });
		const [row] = (await c.recordPage({ detail: 'full' })).items;
		clock.advance(60_000);
		const edited = {
			...row,
			journalNotes: 'edited in the app',
			rating: 'okay',
			id: 'somewhere-else',
			watchCount: 99,
			lastWatchedOn: '1990-01-01',
			posterPath: '/forged.jpg',
			createdAt: '2000-01-01T00:00:00.000Z',
			updatedAt: '2000-01-01T00:00:00.000Z'
		};
		const record = await c.saveBody(edited);
		expect(record).toEqual({
			...row,
			journalNotes: 'edited in the app',
			rating: 'okay',
			updatedAt: '2026-11-22T10:01:00.000Z'
		});
		expect(record.id).toBe(saved.id);
		expect(record.watchCount).toBe(1);
		expect(record.lastWatchedOn).toBe('2025-06-01');
		expect((await c.recordPage()).items.map((r) => r.id)).toEqual([recordId]);
	});

	it('writes to a custom mediaRecordId, and a later body of the same title updates that record', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const first = await c.saveBody(f.body({ journalNotes: 'one' }, f.sample.providerId), { mediaRecordId: 'custom-1' });
		expect(first.id).toBe('custom-1');
		const second = expectOk(await app.svc_update({ operation: f.ops.upsertRecord, input: { record: f.body({ journalNotes: 'two' }, f.sample.providerId) } }));
		expect(second.created).toBe(false);
		expect(second.record.id).toBe('custom-1');
		const items = (await c.recordPage({ detail: 'full' })).items;
		expect(items.map((r) => [r.id, r.journalNotes])).toEqual([['custom-1', 'two']]);
	});

	it('accepts providerId together with a body of the same title', async () => {
		const { app } = await openTestGateway();
		const record = await familyClient(app, f).saveBody(f.body({ title: 'Local' }, f.sample.providerId), { providerId: f.sample.providerId });
		expect(record.title).toBe('Local');
		expect(record.overview).toBeUndefined();
	});
});
