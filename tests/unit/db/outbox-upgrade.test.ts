/**
 * Schema version 12 keeps what waits to be sent in the stamps rows, and 13 drops the outbox store:
 * a change a version 11 device had not sent yet is still sent, with its stamps, nothing lost.
 */
import { afterEach, expect, it } from 'vitest';
import { LibraryDatabase } from '../../../src/lib/db/database';
import { LibraryStore } from '../../../src/lib/db/library-store';
import { installSchemaFixture, readSchemaFixture } from '../../fixtures/schema-fixtures';

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

it('moves version 11 outbox rows into the stamps rows of their keys, and drops the outbox', async () => {
	const fixture = readSchemaFixture(11);
	const edited = { key: 'movies:movie:tmdb:603', at: '2026-11-20T10:00:00.000Z', change: 'put', write: '0001' };
	const marked = { key: 'people:person:sam', at: '2026-11-20T10:00:01.000Z', change: 'put', write: 'b2c1' };
	const deleted = { key: 'movieWatchLogs:log-1', at: '2026-11-20T10:00:02.000Z', change: 'delete', write: '0002' };
	const stamps = { key: edited.key, stamps: { t: '0000000000001-0000-ab' } };
	const sent = { key: 'movies:movie:tmdb:27205', stamps: { t: '0000000000002-0000-ab' } };
	fixture.rows.syncOutbox = [deleted, edited, marked];
	fixture.rows.syncStamps = [stamps, sent];
	const dbName = `screenshelf-outbox-${crypto.randomUUID()}`;
	await installSchemaFixture(dbName, fixture);

	const db = new LibraryDatabase(dbName);
	opened.push(db);
	await db.open();
	expect(db.tables.map((table) => table.name)).not.toContain('syncOutbox');
	expect(await db.syncStamps.toArray()).toEqual([
		{ key: deleted.key, wait: deleted },
		sent,
		{ ...stamps, wait: edited },
		{ key: marked.key, wait: marked }
	]);
	db.close();

	const store = await LibraryStore.open(dbName);
	opened.push(store);
	const [pending, held] = await store.forSync('read', (tx) => Promise.all([tx.sync.pending(10), tx.sync.stamps([edited.key, sent.key])]));
	expect(pending).toEqual([deleted, edited, marked]);
	expect(held.get(edited.key)?.stamps).toEqual(stamps.stamps);
});
