/**
 * Field-level merge on a hybrid logical clock, between two devices through the server: edits of
 * different fields made apart both survive, and an edit made after a version was seen outranks it
 * whatever the wall clocks say. Libraries synced before stamps existed read on.
 */
import { describe, expect, it } from 'vitest';
import { sameData } from '../../../src/lib/transfer/same-data';
import { MOVIE } from '../../fixtures/families';
import { call } from '../../fixtures/library-builder';
import { eventually, USER, useSyncDevices, type Device } from '../../fixtures/sync';

const suite = useSyncDevices();

async function pair() {
	const db = await suite.server().newDatabase();
	const [a, b] = [await suite.device(), await suite.device()];
	for (const d of [a, b]) {
		const set = await d.sync.setUp({ ...db, ...USER, includeConnections: false });
		if (!set.ok) throw new Error(set.message);
	}
	return { db, a, b };
}

const movie = async (d: Device, id: string) => {
	const found = await d.app.svc_find({ operation: 'movies_getMovieRecord', input: { mediaRecordId: id } });
	return found.ok ? (found.data as { record: Record<string, unknown> }).record : undefined;
};
const patch = (d: Device, input: Record<string, unknown>) => call(d, 'svc_update', 'movies_patchMovieRecord', input);
const inStep = (a: Device, b: Device) =>
	eventually('both libraries to match', async () => sameData(await a.gateway.transfer.snapshot(), await b.gateway.transfer.snapshot()) && [a, b].every((d) => d.sync.current().pending === 0));

describe('edits of one title made apart', { timeout: 60_000 }, () => {
	it('On hold on one device and a tag on the other: both survive, on both', async () => {
		const { a, b } = await pair();
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ status: 'watching' }) });
		const id = saved.record.id as string;
		await eventually('the title on the second device', async () => (await movie(b, id)) !== undefined);
		await Promise.all([a.sync.setEnabled(false), b.sync.setEnabled(false)]);
		a.clock.advance(60_000);
		await patch(a, { mediaRecordId: id, status: 'on_hold' });
		b.clock.advance(120_000);
		await patch(b, { mediaRecordId: id, addTags: ['cosy'] });
		await Promise.all([a.sync.setEnabled(true), b.sync.setEnabled(true)]);
		await inStep(a, b);
		for (const d of [a, b]) expect(await movie(d, id)).toMatchObject({ status: 'on_hold', tags: ['cosy'] });
	});

	it("a device whose clock runs a year ahead does not undo a later edit made where the clock is right", async () => {
		const { a, b } = await pair();
		a.clock.set('2027-11-22T10:00:00.000Z');
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'okay' }) });
		const id = saved.record.id as string;
		await eventually('the title on the right clock', async () => (await movie(b, id)) !== undefined);
		b.clock.advance(3_600_000);
		await patch(b, { mediaRecordId: id, rating: 'love' });
		await inStep(a, b);
		for (const d of [a, b]) expect(await movie(d, id)).toMatchObject({ rating: 'love' });
		await eventually('the warning of a clock ahead', () => b.sync.current().clockAheadMs > 300_000);
	});
});

describe('a library synced before stamps existed', { timeout: 60_000 }, () => {
	it("reads its documents, taking each row's updatedAt for every field", async () => {
		const { db, a, b } = await pair();
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'okay' }) });
		const id = saved.record.id as string;
		await inStep(a, b);
		// As a device of the earlier version writes it: no stamps, its updatedAt decides.
		const { s: _stamps, _rev, ...body } = (await suite.server().documents(db.database)).find((doc) => doc._id === `movies:${id}`) as Record<string, unknown> & { row: Record<string, unknown> };
		await suite.server().putDocument(db.database, { ...body, _id: `movies:${id}`, device: 'old-phone', updatedAt: '2026-11-22T12:00:00.000Z', row: { ...body.row, rating: 'like', updatedAt: '2026-11-22T12:00:00.000Z' } });
		await eventually('the older build\'s edit on both', async () => (await movie(a, id))?.rating === 'like' && (await movie(b, id))?.rating === 'like');
		a.clock.set('2026-11-22T13:00:00.000Z');
		await patch(a, { mediaRecordId: id, journalNotes: 'after the upgrade' });
		await inStep(a, b);
		expect(await movie(b, id)).toMatchObject({ rating: 'like', journalNotes: 'after the upgrade' });
	});
});
