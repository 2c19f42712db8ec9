/**
 * Earlier versions kept a PouchDB mirror of the library on the device. A device that kept one
 * takes over from it once: what its mirror brought down is brought into the library, what it
 * wrote there and never sent goes to the server, and nothing is downloaded again.
 */
import { describe, expect, it } from 'vitest';
import { MOVIE } from '../../fixtures/families';
import { call } from '../../fixtures/library-builder';
import { eventually, USER, useSyncDevices, type Device } from '../../fixtures/sync';
import { stampOfTime } from '../../../src/lib/domain/hlc';
import { CONFIG_KEY, databaseUrl } from '../../../src/lib/sync/sync-config';
import { DocCodec } from '../../../src/lib/sync/sync-docs';
import type { PouchDatabase } from '../../../src/lib/sync/pouch';
import { STATE_KEY } from '../../../src/lib/sync/replica-state';

const suite = useSyncDevices();

const titles = async (d: Device) => (await d.gateway.transfer.snapshot()).movies.map((m) => m.title).sort();

describe('a device that kept a mirror of its library (an earlier version)', { timeout: 60_000 }, () => {
	it('brings in what its mirror held, sends what it never sent, downloads nothing again, and deletes the mirror', async () => {
		const db = await suite.server().newDatabase();
		const a = await suite.device();
		await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body() });
		await call(a, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Alien' }, '348') });
		expect((await a.sync.setUp({ ...db, ...USER, includeConnections: false })).ok).toBe(true);
		await eventually('the first device caught up', () => a.sync.current().phase === 'idle' && a.sync.current().pending === 0);

		/** Document IDs the earlier version's device reads from the server once it runs this version. */
		const downloaded: string[] = [];
		let counting = false;
		const old = await suite.device(undefined, (opened, remote) => {
			if (!remote) return;
			const allDocs = opened.allDocs.bind(opened);
			opened.allDocs = (options) => {
				if (counting && options.include_docs) downloaded.push(...(options.keys ?? ['(every document)']));
				return allDocs(options);
			};
		});
		// As the earlier version left it: its mirror replicated everything down, but none of it was brought into the library yet;
		// a title saved there and written to the mirror, which the replication had not carried yet.
		const heat = await call(old, 'svc_create', MOVIE.ops.upsertRecord, { record: MOVIE.body({ title: 'Heat' }, '949') });
		const store = old.gateway.library;
		const config = { ...db, ...USER, includeConnections: false, enabled: true, key: null };
		const mirror = old.pouch(`${store.library}-sync`) as PouchDatabase & { replicate: { from(db: PouchDatabase): Promise<unknown> } };
		await mirror.replicate.from(old.pouch(databaseUrl(db), { auth: USER, skip_setup: true }));
		const row = (await old.gateway.transfer.snapshot()).movies[0]!;
		const key = `movies:${heat.record.id as string}`;
		await mirror.put(await new DocCodec(null).toDoc({ key, updatedAt: row.updatedAt, device: 'old', deleted: false, row, stamps: { t: stampOfTime(row.updatedAt, 'old')! } }));
		await store.forSync('write', async (tx) => {
			await tx.sync.track(true);
			await tx.settings.put({ [CONFIG_KEY]: config, [STATE_KEY]: { pulledSeq: 0, parked: [], lastSyncedAt: null, joined: { generation: store.generationNumber } } });
		});

		counting = true;
		const { SyncService } = await import('../../../src/lib/sync/sync-service');
		const updated = await SyncService.open(old.gateway, { pouch: old.pouch, scope: 'updated', idleWatchMs: 300 });
		try {
			await eventually('the updated device caught up', () => updated.current().phase === 'idle' && updated.current().pending === 0);
			expect(await titles(old)).toEqual(['Alien', 'Heat', 'The Matrix']);
			await eventually('the title the mirror never sent, on the first device', async () => (await titles(a)).includes('Heat'));
			// Only the unsent title's document was asked for (to merge with, and found missing): nothing the mirror held.
			expect(downloaded).toEqual([key]);
			expect((await old.pouch(`${store.library}-sync`).allDocs({})).rows).toEqual([]);
		} finally {
			await updated.close();
		}
	});
});
