/** Two devices' libraries syncing through a CouchDB-protocol server: they end the same. */
import { describe, expect, it } from 'vitest';
import { sameData } from '../../../src/lib/transfer/same-data';
import { exportDoc, importOk } from '../../fixtures/io-gateway';
import { buildFullLibrary, call } from '../../fixtures/library-builder';
import { MOVIE, TV } from '../../fixtures/families';
import { eventually, USER, useSyncDevices, type Device } from '../../fixtures/sync';

const suite = useSyncDevices();
const device = suite.device;

const library = (d: Device) => d.gateway.transfer.snapshot();
const stats = async (d: Device) => ({
	tv: (await d.app.svc_find({ operation: TV.ops.stats, input: {} })) as unknown,
	movie: (await d.app.svc_find({ operation: MOVIE.ops.stats, input: {} })) as unknown
});

async function connect(d: Device, db: { url: string; database: string }, passphrase?: string) {
	const result = await d.sync.setUp({ ...db, ...USER, includeConnections: false, ...(passphrase ? { passphrase } : {}) });
	if (!result.ok) throw new Error(result.message);
}

async function inStep(a: Device, b: Device) {
	await eventually('both libraries to match', async () => sameData(await library(a), await library(b)));
}

describe('sync between two devices', { timeout: 60_000 }, () => {
	it('brings a whole library to an empty device, with the same stats', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		await buildFullLibrary(a);
		const b = await device();
		await connect(a, db);
		await connect(b, db);
		await inStep(a, b);
		expect((await library(b)).movieWatchLogs.length).toBeGreaterThan(0);
		expect(await stats(b)).toEqual(await stats(a));
	});

	it('brings a library to an empty device without offering it back to the server, and what that device adds then goes up', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		await buildFullLibrary(a);
		await connect(a, db);
		await eventually('the first device caught up', () => a.sync.current().phase === 'idle' && a.sync.current().pending === 0);
		const documents = (await suite.server().documents(db.database)).length;
		/** Documents the second device wrote to the server. */
		const sent: string[] = [];
		const b = await device(undefined, (db, remote) => {
			if (!remote) return;
			const bulkDocs = db.bulkDocs.bind(db);
			db.bulkDocs = (docs) => {
				sent.push(...docs.map((doc) => doc._id));
				return bulkDocs(docs);
			};
		});
		await connect(b, db);
		await inStep(a, b);
		await eventually('the second device caught up', () => b.sync.current().phase === 'idle');
		expect(documents).toBeGreaterThan(10);
		expect(sent).toEqual([]);
		const movie = (await library(b)).movies[0]!;
		const log = await call(b, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: movie.id, watchedOn: '2026-11-25' } });
		await eventually('the new log on the first device', async () => (await library(a)).movieWatchLogs.some((l) => l.watchLogId === log.log.watchLogId));
		// The log, and its title whose last-watched date it moved: not the library again.
		expect(sent).toContain(`movieWatchLogs:${log.log.watchLogId as string}`);
		expect(sent.length).toBeLessThanOrEqual(2);
	});

	it('tells open screens of each change once: sending it, and hearing it back, change nothing they show', async () => {
		const db = await suite.server().newDatabase();
		const a = await device();
		await connect(a, db);
		await eventually('sync set up', () => a.sync.current().phase === 'idle');
		let told = 0;
		a.gateway.onChange(() => (told += 1));
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
		await call(a, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: saved.record.id, watchedOn: '2026-11-20' } });
		await eventually('both on the server', async () => (await suite.server().documents(db.database)).some((doc) => String(doc._id).startsWith('movieWatchLogs:')));
		await eventually('the device caught up', () => a.sync.current().phase === 'idle' && a.sync.current().pending === 0);
		// Its own documents come back through the server's feed meanwhile.
		await new Promise((resolve) => setTimeout(resolve, 1_000));
		expect(told).toBe(2);
	});

	it('carries a change made on one device to the other while both are on', async () => {
		const db = await suite.server().newDatabase();
		const [a, b] = [await device(), await device()];
		await connect(a, db);
		await connect(b, db);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'love' }) });
		await eventually('the title on the other device', async () => (await b.app.svc_find({ operation: 'movies_getMovieRecord', input: { mediaRecordId: saved.record.id } })).ok);
		await call(b, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: saved.record.id, watchedOn: '2026-11-20' } });
		await eventually('the watch count on the first device', async () => {
			const found = await a.app.svc_find({ operation: 'movies_getMovieRecord', input: { mediaRecordId: saved.record.id } });
			return found.ok && (found.data as { record: { watchCount: number } }).record.watchCount === 1;
		});
		await inStep(a, b);
	});

	it('a large import, written as a new library while sync runs, reaches the other device whole, with what it removed', async () => {
		const db = await suite.server().newDatabase();
		// Every import that writes at least a row is written as a new library.
		const a = await device(undefined, undefined, { stageFromRows: 1 });
		await buildFullLibrary(a);
		const b = await device();
		await connect(a, db);
		await connect(b, db);
		await inStep(a, b);
		const file = await exportDoc(a);
		for (const log of file.data.movieWatchLogs) Object.assign(log, { notes: 'Seen again', updatedAt: '2026-11-23T10:00:00.000Z' });
		// Most of the library is written: the import is staged, not written in place.
		const log = file.data.movieWatchLogs[0]!;
		file.data.movieWatchLogs.push(...Array.from({ length: 300 }, (_, i) => ({ ...log, watchLogId: `imported-${i}`, watchedOn: `20${String(10 + (i % 15))}-03-04` })));
		await a.gateway.people.add({ name: 'Just before' });

		// Sync sends that change while the import is written, and notes how far it has come: that must not cancel the import.
		let synced: Promise<void> | undefined;
		await importOk(a, file, { mode: 'replace', onProgress: () => (synced ??= a.sync.syncNow()) });
		await synced;

		await eventually('the import on the other device', async () => {
			const there = await library(b);
			return there.people.every((p) => p.name !== 'Just before') && there.movieWatchLogs.every((log) => log.notes === 'Seen again');
		});
		await inStep(a, b);
	});
});

const getMovie = async (d: Device, id: string) => {
	const found = await d.app.svc_find({ operation: 'movies_getMovieRecord', input: { mediaRecordId: id } });
	return found.ok ? (found.data as { record: Record<string, unknown> }).record : undefined;
};

/** A film with one watch, synced to two devices that then go apart (sync off on both). */
async function oneWatchedTitleOnTwoDevicesApart() {
	const db = await suite.server().newDatabase();
	const [a, b] = [await device(), await device()];
	await connect(a, db);
	const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
	await call(a, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: saved.record.id, watchedOn: '2026-11-01' } });
	await connect(b, db);
	await inStep(a, b);
	await Promise.all([a.sync.setEnabled(false), b.sync.setEnabled(false)]);
	return { a, b, saved };
}

describe('edits made apart', { timeout: 60_000 }, () => {
	it('converge on the later edit of a row, keep edits of different rows, and leave no conflict on the server', async () => {
		const db = await suite.server().newDatabase();
		const [a, b] = [await device(), await device()];
		await connect(a, db);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'okay' }) });
		const other = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Other' }, '348') });
		await connect(b, db);
		await inStep(a, b);
		await Promise.all([a.sync.setEnabled(false), b.sync.setEnabled(false)]);
		a.clock.set('2026-11-23T08:00:00.000Z');
		await call(a, 'svc_update', MOVIE.ops.upsertRecord, { mediaRecordId: saved.record.id, record: MOVIE.body({ rating: 'like', journalNotes: 'from the phone' }) });
		b.clock.set('2026-11-23T09:00:00.000Z');
		await call(b, 'svc_update', MOVIE.ops.upsertRecord, { mediaRecordId: saved.record.id, record: MOVIE.body({ rating: 'love', journalNotes: 'from the laptop' }) });
		await call(a, 'svc_update', MOVIE.ops.upsertRecord, { mediaRecordId: other.record.id, record: MOVIE.body({ title: 'Other', tags: ['phone'] }, '348') });
		await Promise.all([a.sync.setEnabled(true), b.sync.setEnabled(true)]);
		await inStep(a, b);
		expect(await getMovie(a, saved.record.id)).toMatchObject({ rating: 'love', journalNotes: 'from the laptop' });
		expect(await getMovie(b, other.record.id)).toMatchObject({ tags: ['phone'] });
		await eventually('no conflicting revision left on the server', async () => (await suite.server().documents(db.database)).every((doc) => !doc._conflicts));
	});

	it('a rating given while another device\'s note is being written into the library is kept, and so is the note', async () => {
		const db = await suite.server().newDatabase();
		const [a, b] = [await device(), await device()];
		await connect(a, db);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'okay' }) });
		await connect(b, db);
		await inStep(a, b);
		// The rating lands on the second device after it read its row to merge the arriving note, before it wrote the merge.
		const store = b.gateway.library;
		const forSync = store.forSync.bind(store);
		let rated = false;
		store.forSync = (async (mode, fn) => {
			if (mode === 'arrivals' && !rated) {
				rated = true;
				b.clock.advance(60_000);
				await call(b, 'svc_update', 'movies_patchMovieRecord', { mediaRecordId: saved.record.id, rating: 'love' });
			}
			return forSync(mode, fn);
		}) as typeof store.forSync;
		await call(a, 'svc_update', 'movies_patchMovieRecord', { mediaRecordId: saved.record.id, journalNotes: 'from the phone' });
		await eventually('the note and the rating on both devices', async () => {
			const [onA, onB] = await Promise.all([getMovie(a, saved.record.id), getMovie(b, saved.record.id)]);
			return [onA, onB].every((m) => m?.rating === 'love' && m?.journalNotes === 'from the phone');
		});
	});

	it('a change written on top of a revision another device replaced meanwhile is refused, and sent again merged with it', async () => {
		const db = await suite.server().newDatabase();
		let hold: Promise<void> | undefined;
		let held = false;
		let refused = 0;
		const [a, b] = [
			await device(undefined, (opened, remote) => {
				if (!remote) return;
				const bulkDocs = opened.bulkDocs.bind(opened);
				opened.bulkDocs = async (docs) => {
					if (hold) held = true;
					await hold;
					const results = await bulkDocs(docs);
					refused += results.filter((r) => r.error === 'conflict').length;
					return results;
				};
			}),
			await device()
		];
		await connect(a, db);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'okay' }) });
		await connect(b, db);
		await inStep(a, b);
		await eventually('the first device caught up', () => a.sync.current().phase === 'idle' && a.sync.current().pending === 0);
		// The first device's write waits while the second device's note reaches the server.
		let release = () => {};
		hold = new Promise((resolve) => (release = resolve));
		await call(a, 'svc_update', 'movies_patchMovieRecord', { mediaRecordId: saved.record.id, rating: 'love' });
		await eventually("the first device's write under way", () => held);
		await call(b, 'svc_update', 'movies_patchMovieRecord', { mediaRecordId: saved.record.id, journalNotes: 'from the phone' });
		await eventually('the note on the server', async () => JSON.stringify(await suite.server().documents(db.database)).includes('from the phone'));
		release();
		await eventually('the note and the rating on both devices', async () => {
			const [onA, onB] = await Promise.all([getMovie(a, saved.record.id), getMovie(b, saved.record.id)]);
			return [onA, onB].every((m) => m?.rating === 'love' && m?.journalNotes === 'from the phone');
		});
		expect(refused).toBe(1);
	});

	it('a title deleted on one device and edited earlier on the other stays deleted, its logs with it', async () => {
		const { a, b, saved } = await oneWatchedTitleOnTwoDevicesApart();
		b.clock.set('2026-11-23T08:00:00.000Z');
		await call(b, 'svc_update', MOVIE.ops.upsertRecord, { mediaRecordId: saved.record.id, record: MOVIE.body({ rating: 'love' }) });
		await call(b, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: saved.record.id, watchedOn: '2026-11-22' } });
		a.clock.set('2026-11-23T09:00:00.000Z');
		await call(a, 'svc_delete', MOVIE.ops.deleteRecord, { mediaRecordId: saved.record.id });
		await Promise.all([a.sync.setEnabled(true), b.sync.setEnabled(true)]);
		await inStep(a, b);
		expect(await getMovie(b, saved.record.id)).toBeUndefined();
		expect((await library(b)).movieWatchLogs).toEqual([]);
		expect(expectStats(await stats(b))).toMatchObject({ saved: 0, watchLogs: 0 });
	});

	it('a title edited after it was deleted on the other device comes back with the edit; the deletion takes the logs it saw', async () => {
		const { a, b, saved } = await oneWatchedTitleOnTwoDevicesApart();
		a.clock.set('2026-11-23T08:00:00.000Z');
		await call(a, 'svc_delete', MOVIE.ops.deleteRecord, { mediaRecordId: saved.record.id });
		b.clock.set('2026-11-23T09:00:00.000Z');
		const later = await call(b, 'svc_create', MOVIE.ops.addLog, { log: { mediaRecordId: saved.record.id, watchedOn: '2026-11-23' } });
		await Promise.all([a.sync.setEnabled(true), b.sync.setEnabled(true)]);
		await inStep(a, b);
		expect(await getMovie(a, saved.record.id)).toMatchObject({ watchCount: 1, lastWatchedOn: '2026-11-23' });
		expect((await library(a)).movieWatchLogs.map((l) => l.watchLogId)).toEqual([later.log.watchLogId]);
	});
});

function expectStats(both: { movie: unknown }) {
	const result = both.movie as { ok: boolean; data: { totals: Record<string, unknown> } };
	return result.data.totals;
}
