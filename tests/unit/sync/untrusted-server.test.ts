/**
 * A server that replays history: an older sealed body re-posted as a new revision, or a body
 * moved under another row's ID, changes nothing on any device, and the devices send their own
 * version again until the server holds it.
 */
import { describe, expect, it } from 'vitest';
import { MOVIE } from '../../fixtures/families';
import { call } from '../../fixtures/library-builder';
import { eventually, USER, useSyncDevices, type Device } from '../../fixtures/sync';

const suite = useSyncDevices();

const rating = async (d: Device, id: string) => {
	const found = await d.app.svc_find({ operation: 'movies_getMovieRecord', input: { mediaRecordId: id } });
	return found.ok ? (found.data as { record: { rating?: string } }).record.rating : undefined;
};

describe('a server that replays an older revision', { timeout: 60_000 }, () => {
	it('rolls nothing back: both devices keep the later edit, and so does a device that joins after', async () => {
		const db = await suite.server().newDatabase();
		const setUp = async (d: Device) => {
			const result = await d.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbit', includeConnections: false });
			if (!result.ok) throw new Error(result.message);
		};
		const [a, b] = [await suite.device(), await suite.device()];
		await setUp(a);
		await setUp(b);
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'okay' }) });
		const id = saved.record.id as string;
		await eventually('the title on the second device', async () => (await rating(b, id)) === 'okay');
		const documents = () => suite.server().documents(db.database);
		const before = await documents();
		a.clock.advance(60_000);
		await call(a, 'svc_update', 'movies_patchMovieRecord', { mediaRecordId: id, rating: 'love' });
		await eventually('the edit on the second device', async () => (await rating(b, id)) === 'love');

		// Every document as it was before the edit, posted again as new revisions; and one moved under another's ID.
		const docs = before.filter((doc) => String(doc._id).startsWith('x:'));
		for (const { _rev, ...doc } of docs) await suite.server().putDocument(db.database, doc as { _id: string });
		await new Promise((resolve) => setTimeout(resolve, 1_500));
		expect([await rating(a, id), await rating(b, id)]).toEqual(['love', 'love']);

		const c = await suite.device();
		await setUp(c);
		await eventually('a device that joins after to hold the later edit', async () => (await rating(c, id)) === 'love');
		expect(c.sync.current().keptAside).toBe(0);
	});

	it('a body moved under another row\'s ID is kept aside, and the row\'s holder sends its own again, to a device that saw the moved body first, and then neither counts it', async () => {
		const db = await suite.server().newDatabase();
		// The worst order on a busy machine, made to happen: the new device reads the moved body, then
		// the holder sends its own version, then the new device reads the server's changes again.
		let sawMoved!: () => void;
		const moved = new Promise<void>((resolve) => (sawMoved = resolve));
		let sentAgain!: () => void;
		const holderSent = new Promise<void>((resolve) => (sentAgain = resolve));
		/** The ID the moved body is put under, once it is. */
		let planted: string | undefined;
		const a = await suite.device(undefined, (opened, remote) => {
			if (!remote) return;
			const bulkDocs = opened.bulkDocs.bind(opened);
			opened.bulkDocs = async (docs) => {
				if (!docs.some((doc) => doc._id === planted)) return bulkDocs(docs);
				await moved;
				const results = await bulkDocs(docs);
				sentAgain();
				return results;
			};
		});
		await a.sync.setUp({ ...db, ...USER, includeConnections: false });
		const matrix = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
		const alien = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Alien' }, '348') });
		await eventually('both on the server', async () => (await suite.server().documents(db.database)).length >= 3 && a.sync.current().pending === 0);
		const docs = await suite.server().documents(db.database);
		const { _id: _, _rev: __, ...alienBody } = docs.find((doc) => doc._id === `movies:${alien.record.id}`)!;
		planted = `movies:${matrix.record.id}`;
		await suite.server().putDocument(db.database, { ...alienBody, _id: planted });
		let reads = 0;
		const b = await suite.device(undefined, (opened, remote) => {
			if (!remote) return;
			const allDocs = opened.allDocs.bind(opened);
			opened.allDocs = async (options) => {
				try {
					return await allDocs(options);
				} finally {
					if (planted && options.keys?.includes(planted)) sawMoved();
				}
			};
			const changes = opened.changes.bind(opened) as (options: { live?: boolean }) => unknown;
			opened.changes = ((options: { live?: boolean }) => {
				if (options.live || ++reads !== 2) return changes(options);
				return holderSent.then(() => changes(options));
			}) as typeof opened.changes;
		});
		await b.sync.setUp({ ...db, ...USER, includeConnections: false });
		await eventually('the matrix back on the server, and on a new device', async () => {
			const library = await b.gateway.transfer.snapshot();
			return library.movies.map((m) => m.title).sort().join() === 'Alien,The Matrix';
		});
		// Nothing stays counted as kept aside: the holder wrote over the moved body, the new device read what it wrote.
		await eventually('the moved body no longer kept aside on either device', () => a.sync.current().keptAside === 0 && b.sync.current().keptAside === 0);
	});
});

describe('a server that lost the library', { timeout: 60_000 }, () => {
	it('is named as such, and one action sends the whole library to it again', async () => {
		const db = await suite.server().newDatabase();
		const [a, b] = [await suite.device(), await suite.device()];
		for (const d of [a, b]) await d.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbit', includeConnections: false });
		const saved = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ rating: 'okay' }) });
		await eventually('the title on the second device', async () => (await rating(b, saved.record.id)) === 'okay');
		await suite.server().wipeDatabase(db.database, USER);
		await eventually('the first device to say so', () => a.sync.current().problem?.code === 'library_gone');
		expect(await a.sync.sendAgain()).toEqual({ ok: true });
		const c = await suite.device();
		expect((await c.sync.setUp({ ...db, ...USER, passphrase: 'lantern orbit', includeConnections: false })).ok).toBe(true);
		await eventually('the library on a device that joins after', async () => (await rating(c, saved.record.id)) === 'okay');
		// The other device follows without being asked: its edit reaches the third.
		await call(b, 'svc_update', 'movies_patchMovieRecord', { mediaRecordId: saved.record.id, rating: 'love' });
		await eventually('the second device\'s later edit on the third', async () => (await rating(c, saved.record.id)) === 'love');
	});

	it('is named as such when a device\'s replication refilled the emptied database, description and all', async () => {
		const db = await suite.server().newDatabase();
		const a = await suite.device();
		await a.sync.setUp({ ...db, ...USER, includeConnections: false });
		const { _rev, ...description } = (await suite.server().documents(db.database)).find((doc) => doc._id === 'screenshelf-library')!;
		await suite.server().wipeDatabase(db.database, USER);
		await suite.server().putDocument(db.database, description as { _id: string });
		await eventually('the device to say so', () => a.sync.current().problem?.code === 'library_gone');
	});

	it('a device that kept writing to the emptied server still sends what only it held, once the library is sent again', async () => {
		const db = await suite.server().newDatabase();
		const [a, b] = [await suite.device(), await suite.device()];
		for (const d of [a, b]) await d.sync.setUp({ ...db, ...USER, includeConnections: false });
		const titles = async (d: Device) => (await d.gateway.transfer.snapshot()).movies.map((m) => m.title).sort().join();
		const onServer = async (title: string) => (await suite.server().documents(db.database)).some((doc) => (doc.row as { title?: string } | undefined)?.title === title);
		await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Alien' }, '348') });
		await eventually('the first title on the second device', async () => (await titles(b)) === 'Alien');
		await a.sync.setEnabled(false);
		await call(b, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Heat' }, '949') });
		await eventually('the second device\'s title on the server', () => onServer('Heat'));
		await suite.server().wipeDatabase(db.database, USER);
		// Written to the emptied database before anyone sent the library again: the device then
		// holds the earlier title as sent. Unless it saw the loss first (the wipe cuts its live feed,
		// and a device that lost its feed looks at the server again): then it sends nothing there.
		await call(b, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Ronin' }, '8195') });
		await eventually('the title written after the loss on the server, or the loss seen', async () => (await onServer('Ronin')) || b.sync.current().problem?.code === 'library_gone');
		expect(await a.sync.sendAgain()).toEqual({ ok: true });
		await a.sync.setEnabled(true);
		await eventually('every title on the device that sent the library again', async () => (await titles(a)) === 'Alien,Heat,Ronin');
	});
});
