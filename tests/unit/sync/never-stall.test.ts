/**
 * Documents a device cannot place (a table this version does not know, a key that names nothing,
 * a row that fails its schema, a stamp that is no time) are kept aside and counted; sync carries
 * on past them both ways, and an updated app tries them again.
 */
import { describe, expect, it } from 'vitest';
import { MOVIE } from '../../fixtures/families';
import { call } from '../../fixtures/library-builder';
import { eventually, USER, useSyncDevices, type Device } from '../../fixtures/sync';
import { ReplicaCycle } from '../../../src/lib/sync/replica-cycle';
import { DocCodec } from '../../../src/lib/sync/sync-docs';
import { ASIDE_KEY, readKeptAside } from '../../../src/lib/sync/kept-aside';

const suite = useSyncDevices();

async function connect(d: Device, db: { url: string; database: string }) {
	const result = await d.sync.setUp({ ...db, ...USER, includeConnections: false });
	if (!result.ok) throw new Error(result.message);
}

const movieIds = async (d: Device) => (await d.gateway.transfer.snapshot()).movies.map((m) => m.id).sort();

const body = (key: string, extra: Record<string, unknown> = {}) => ({ _id: key, key, updatedAt: '2026-11-22T09:00:00.000Z', device: 'elsewhere', deleted: false, ...extra });

describe('documents this version cannot place', { timeout: 60_000 }, () => {
	it('are kept aside and counted, while titles keep arriving and local changes keep leaving; a stamp that is no time is overwritten', async () => {
		const db = await suite.server().newDatabase();
		const [a, b] = [await suite.device(), await suite.device()];
		await connect(a, db);
		const alien = await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Alien' }, '348') });
		await eventually('the title on the server', () => a.sync.current().phase === 'idle' && a.sync.current().pending === 0);
		const server = suite.server();
		await server.putDocument(db.database, body('bogusTable:1', { row: { id: '1' } }));
		await server.putDocument(db.database, body('constructor:1', { row: { id: '1' } }));
		await server.putDocument(db.database, body('movies:movie:tmdb:1', { row: { id: 'movie:tmdb:1', title: 42 } }));
		await server.putDocument(db.database, body(`movies:${alien.record.id}`, { updatedAt: 'zzzz', deleted: true }));
		await connect(b, db);
		await eventually('the title on the second device', async () => (await movieIds(b)).includes(alien.record.id));
		// The tombstone dated "zzzz" deletes nothing: the device holding the title sends it again over it.
		await eventually('three documents counted as kept aside', () => b.sync.current().keptAside === 3);
		expect(await movieIds(a)).toEqual([alien.record.id]);

		// The second device's own change still leaves it: the pull did not stop the push.
		const matrix = await call(b, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
		await eventually('the second device\'s title on the first', async () => (await movieIds(a)).includes(matrix.record.id));
		expect(await movieIds(b)).toEqual([alien.record.id, matrix.record.id].sort());
		expect(b.sync.current().phase).not.toBe('error');
	});
});

describe('after an update of the app', () => {
	it('a document an older version kept aside is placed', async () => {
		const d = await suite.device();
		const store = d.gateway.library;
		await store.forSync('write', (tx) => tx.sync.track(true));
		const server = d.pouch('retry-server');
		const row = { ...MOVIE.body({ title: 'Alien' }, '348'), id: 'movie:tmdb:348', status: 'want_to_watch', genres: [], tags: [], recommendedByPersonIds: [], posterPath: null, createdAt: '2026-11-22T09:00:00.000Z', updatedAt: '2026-11-22T09:00:00.000Z' };
		await server.put(body('movies:movie:tmdb:348', { row }));
		// As an older version left it: the document read past, kept aside.
		const { last_seq } = await server.changes({ since: 0, limit: 10, include_docs: true, conflicts: true });
		await server.close();
		await store.forSync('write', (tx) =>
			tx.settings.put({
				'sync.state': { pulledSeq: last_seq, source: 'server', parked: [], lastSyncedAt: null, joined: { generation: store.generationNumber } },
				[ASIDE_KEY]: { version: '1.0.0', docs: { 'movies:movie:tmdb:348': { reason: 'unknown_table' } } }
			})
		);
		// The server's database opened afresh for each run, as a reopened app does (stopping closes it).
		const run = async (version: string) => {
			const remote = d.pouch('retry-server');
			const cycle = new ReplicaCycle(
				{ store, remote, codec: new DocCodec(null), device: 'this', includeConnections: false, saveConnection: async () => undefined, connection: () => undefined, now: () => d.clock.now, appVersion: version },
				{ count: () => undefined, kick: () => undefined }
			);
			await cycle.cycle();
			await remote.close();
		};
		await run('1.0.0');
		expect(await movieIds(d)).toEqual([]);
		await run('1.1.0');
		expect(await movieIds(d)).toEqual(['movie:tmdb:348']);
		expect(await store.forSync('read', readKeptAside)).toEqual({ version: '1.1.0', docs: {} });
	});
});
