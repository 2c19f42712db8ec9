/**
 * The recovery screen's export: whatever can still be read of a library that will not open
 * (an older schema, a newer build's, one table broken) comes out as a file the normal import takes.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_VERSIONS } from '../../../src/lib/db/database';
import { rescueExport } from '../../../src/lib/io/rescue-export';
import { exportDoc, importOk, openIoGateway, withoutExportedAt, type IoGateway } from '../../fixtures/io-gateway';
import { installSchemaFixture, readSchemaFixture } from '../../fixtures/schema-fixtures';

const open: IoGateway[] = [];
afterEach(() => {
	vi.restoreAllMocks();
	open.splice(0).forEach((t) => t.close());
});
const NOW = new Date('2026-12-01T09:00:00.000Z');

async function gatewayOn(dbName?: string): Promise<IoGateway> {
	const t = await openIoGateway(NOW.toISOString(), dbName);
	open.push(t);
	return t;
}

describe('the rescue export', () => {
	it.each(SCHEMA_VERSIONS.map((v) => v.version))('reads every row of a version %i library, and importing it gives back the same library', async (version) => {
		const dbName = `screenshelf-rescue-${crypto.randomUUID()}`;
		await installSchemaFixture(dbName, readSchemaFixture(version));
		const rescued = await rescueExport(NOW, dbName);
		expect(rescued.unreadable).toEqual([]);

		const original = await gatewayOn(dbName);
		const copy = await gatewayOn();
		await importOk(copy, rescued);
		expect(withoutExportedAt(await exportDoc(copy))).toEqual(withoutExportedAt(await exportDoc(original)));
	});

	it("reads a newer build's library without changing its version", async () => {
		const dbName = `screenshelf-rescue-${crypto.randomUUID()}`;
		const v2 = readSchemaFixture(2);
		const newer = new Dexie(dbName);
		newer.version(SCHEMA_VERSIONS.length + 1).stores(v2.stores);
		await newer.open();
		await newer.table('people').bulkAdd(v2.rows.people!);
		newer.close();
		const rescued = await rescueExport(NOW, dbName);
		expect(rescued.data.people).toEqual(v2.rows.people);
		expect(rescued.counts.people).toBe(v2.rows.people!.length);
		expect((await indexedDB.databases()).find((d) => d.name === dbName)?.version).toBe((SCHEMA_VERSIONS.length + 1) * 10);
	});

	it('keeps the tables it can read when one cannot be read, and names that one', async () => {
		const dbName = `screenshelf-rescue-${crypto.randomUUID()}`;
		await installSchemaFixture(dbName, readSchemaFixture(2));
		const getAll = IDBObjectStore.prototype.getAll;
		vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(function (this: IDBObjectStore, ...args) {
			if (this.name === 'movieWatchLogs') throw new DOMException('Failed to read large IndexedDB value', 'UnknownError');
			return getAll.apply(this, args);
		});
		const rescued = await rescueExport(NOW, dbName);
		expect(rescued.unreadable).toEqual(['movieWatchLogs']);
		expect(rescued.data.movieWatchLogs).toEqual([]);
		expect(rescued.data.movies).toHaveLength(2);
		expect(rescued.data.tvWatchLogs).toHaveLength(3);
	});

	it('creates no database where there was none', async () => {
		const dbName = `screenshelf-rescue-${crypto.randomUUID()}`;
		const rescued = await rescueExport(NOW, dbName);
		expect(Object.values(rescued.counts).every((n) => n === 0)).toBe(true);
		expect((await indexedDB.databases()).some((d) => d.name === dbName)).toBe(false);
	});
});
