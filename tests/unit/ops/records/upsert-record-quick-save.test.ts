/** Quick save: a provider ID alone creates a record from provider metadata, or refreshes a saved one. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectOk, openTestGateway } from '../../../fixtures/gateway';

describe.each(FAMILIES.map((f) => [f.ops.upsertRecord, f] as [string, Family]))('%s quick save', (_name, f) => {
	it('creates the record with status want_to_watch and the provider-derived ID', async () => {
		const { app } = await openTestGateway();
		const result = expectOk(await app.svc_create({ operation: f.ops.upsertRecord, input: { providerId: f.sample.providerId } }));
		expect(result.created).toBe(true);
		expect(result.record.id).toBe(`${f.kind}:tmdb:${f.sample.providerId}`);
		expect(result.record.status).toBe('want_to_watch');
		expect(result.record.watchCount).toBe(0);
		expect(result.record.lastWatchedOn).toBeNull();
		expect(result.record.createdAt).toBe('2026-11-22T10:00:00.000Z');
	});

	it('creates the record with the status given', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const record = await c.quickSave(f.sample.providerId, { status: 'on_hold' });
		expect(record.status).toBe('on_hold');
		const listed = await c.recordPage({ status: 'on_hold' });
		expect(listed.items.map((r) => r.id)).toEqual([record.id]);
	});

	it('imports the provider metadata', async () => {
		const { app } = await openTestGateway();
		const record = await familyClient(app, f).quickSave(f.sample.providerId);
		expect(record.providerRef).toEqual({ provider: 'tmdb', mediaType: f.kind, id: f.sample.providerId });
		expect(record.title).toBe(f.sample.title);
		expect(record.originalTitle).toBe(f.sample.title);
		expect(record.overview).toContain(f.sample.overviewWord);
		expect(record.genres).toEqual(f.sample.genres);
		expect(record[f.dateField]).toBe(f.sample.date);
		expect(record.runtimeMinutes).toBe(f.sample.runtimeMinutes);
		expect(record.tags).toEqual([]);
		expect(record.recommendedByPersonIds).toEqual([]);
		if (f.kind === 'tv') {
			expect(record.numberOfSeasons).toBe(5);
			expect(record.numberOfEpisodes).toBe(62);
			expect(record).not.toHaveProperty('releaseDate');
		} else {
			expect(record).not.toHaveProperty('numberOfSeasons');
			expect(record).not.toHaveProperty('firstAirDate');
		}
	});

	it('keeps the user fields of a saved title and refreshes drifted provider metadata', async () => {
		const { app, clock } = await openTestGateway();
		const c = familyClient(app, f);
		const created = await c.quickSave(f.sample.providerId);
		const progress = f.kind === 'tv' ? { currentSeason: 2, currentEpisode: 4 } : {};
		clock.set('2026-11-23T08:00:00.000Z');
		await c.saveBody(
			f.body(
				{
					title: 'Old Title',
					overview: 'an outdated overview',
					genres: ['Stale'],
					status: 'dropped',
					rating: 'love',
					journalNotes: 'rewatch with subtitles',
					tags: ['favourites'],
					recommendedByPersonIds: ['person:ann'],
					...progress
				},
				f.sample.providerId
			)
		);
		clock.set('2026-11-24T08:00:00.000Z');
		const again = expectOk(
			await app.svc_update({ operation: f.ops.upsertRecord, input: { providerId: f.sample.providerId, status: 'watching' } })
		);
		expect(again.created).toBe(false);
		expect(again.record).toMatchObject({
			id: created.id,
			title: f.sample.title,
			genres: f.sample.genres,
			[f.dateField]: f.sample.date,
			runtimeMinutes: f.sample.runtimeMinutes,
			status: 'dropped',
			rating: 'love',
			journalNotes: 'rewatch with subtitles',
			tags: ['favourites'],
			recommendedByPersonIds: ['person:ann'],
			createdAt: created.createdAt,
			updatedAt: '2026-11-24T08:00:00.000Z',
			...progress
		});
		expect(again.record.overview).toContain(f.sample.overviewWord);
		const all = await c.recordPage({ detail: 'full' });
		expect(all.items).toHaveLength(1);
		expect(all.items[0]).toEqual(again.record);
	});

	it('gives the refreshed title to the logs of the record', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await c.saveBody(f.body({ title: 'Old Title' }, f.sample.providerId));
		const recordId = `${f.kind}:tmdb:${f.sample.providerId}`;
		await c.log(recordId, { watchedOn: '2024-05-01' });
		await c.quickSave(f.sample.providerId);
		const logs = expectOk(await app.svc_find({ operation: f.ops.queryLogs, input: { mediaRecordId: recordId } }));
		expect(logs.items.map((l: any) => l.title)).toEqual([f.sample.title]);
	});

	it('saves under a custom mediaRecordId, and later quick saves find that record', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const record = await c.quickSave(f.sample.providerId, { mediaRecordId: 'my-favourite' });
		expect(record.id).toBe('my-favourite');
		const again = expectOk(await app.svc_create({ operation: f.ops.upsertRecord, input: { providerId: f.sample.providerId } }));
		expect(again.created).toBe(false);
		expect(again.record.id).toBe('my-favourite');
		expect((await c.recordPage()).items.map((r) => r.id)).toEqual(['my-favourite']);
	});

	it('marks search results of the saved title with the custom ID', async () => {
		const { app } = await openTestGateway();
		await familyClient(app, f).quickSave(f.sample.providerId, { mediaRecordId: 'mine' });
		const found = expectOk(await app.svc_lookup({ operation: f.ops.search, input: { query: f.sample.title } }));
		const hit = found.results.find((r: any) => r.providerId === f.sample.providerId);
		expect(hit.savedRecordId).toBe('mine');
	});
});
