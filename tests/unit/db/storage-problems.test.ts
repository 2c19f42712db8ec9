/**
 * What browsers do to IndexedDB under the library: a newer build's data, a refusing backing
 * store, another tab upgrading or blocking, a connection the browser closes, writes in other tabs.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHEMA_VERSIONS } from '../../../src/lib/db/database';
import { LibraryStore } from '../../../src/lib/db/library-store';
import type { StorageProblem } from '../../../src/lib/db/storage-problem';
import { openGateway } from '../../../src/lib/gateway';
import { installSchemaFixture, readSchemaFixture } from '../../fixtures/schema-fixtures';

const toClose: { close(): void }[] = [];
afterEach(() => {
	vi.restoreAllMocks();
	toClose.splice(0).forEach((c) => c.close());
});

const freshName = () => `screenshelf-problems-${crypto.randomUUID()}`;
const allStores = Object.fromEntries(SCHEMA_VERSIONS.flatMap((v) => Object.entries(v.stores))) as Record<string, string>;

async function openStore(name: string, heard: StorageProblem[] = []): Promise<LibraryStore> {
	const store = await LibraryStore.open(name, (p) => heard.push(p));
	toClose.push(store);
	return store;
}

/** A later build's database: the same stores under the next version. */
async function openNewerBuild(name: string): Promise<Dexie> {
	const newer = new Dexie(name);
	newer.version(SCHEMA_VERSIONS.length + 1).stores(allStores);
	await newer.open();
	toClose.push(newer);
	return newer;
}

describe('a library written by a newer build', () => {
	it('is refused with newer_version, and left as it was', async () => {
		const name = freshName();
		(await openNewerBuild(name)).close();
		await expect(LibraryStore.open(name)).rejects.toMatchObject({ problem: 'newer_version', code: 'internal', message: /newer version/ });
		const info = (await indexedDB.databases()).find((d) => d.name === name);
		expect(info?.version).toBe((SCHEMA_VERSIONS.length + 1) * 10);
	});

	it('is refused also where indexedDB.databases() does not exist, once opened', async () => {
		const name = freshName();
		(await openNewerBuild(name)).close();
		Object.defineProperty(indexedDB, 'databases', { value: undefined, configurable: true });
		try {
			await expect(LibraryStore.open(name)).rejects.toMatchObject({ problem: 'newer_version' });
		} finally {
			delete (indexedDB as { databases?: unknown }).databases;
		}
	});
});

describe('a backing store that will not open', () => {
	it('is reported as unavailable, with what the browser said kept as the cause', async () => {
		const backingStore = new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		vi.spyOn(indexedDB, 'open').mockImplementation(() => {
			throw backingStore;
		});
		const failure = await LibraryStore.open(freshName()).catch((e: unknown) => e);
		expect(failure).toMatchObject({ problem: 'unavailable', message: /would not open/ });
		const cause = (failure as Error).cause as { message?: string; inner?: { message?: string } };
		expect(`${cause.message} ${cause.inner?.message}`).toMatch(/backing store/);
	});

	it('is reported through openGateway too, as no half-open gateway', async () => {
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		vi.spyOn(indexedDB, 'open').mockImplementation(() => {
			throw new DOMException('The operation failed for reasons unrelated to the database itself', 'UnknownError');
		});
		await expect(openGateway({ dbName: freshName() })).rejects.toMatchObject({ problem: 'unavailable' });
	});
});

describe('another tab', () => {
	it('upgrading the library closes this connection, reports superseded, and refuses later calls without reopening', async () => {
		const name = freshName();
		const heard: StorageProblem[] = [];
		const store = await openStore(name, heard);
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const newer = await openNewerBuild(name);
		expect(heard).toEqual(['superseded']);
		await expect(store.read((tx) => tx.settings.all())).rejects.toMatchObject({ problem: 'superseded', message: /Reload/ });
		expect(newer.verno).toBe(SCHEMA_VERSIONS.length + 1);
		expect(store.db.isOpen()).toBe(false);
	});

	it('keeping the old version open blocks the upgrade: reported, and the upgrade finishes once that tab closes', async () => {
		const name = freshName();
		const v1 = readSchemaFixture(1);
		await installSchemaFixture(name, v1);
		// An old tab that does not give way (as a build before this one could).
		const old = new Dexie(name);
		old.version(1).stores(v1.stores);
		old.on('versionchange', () => false);
		await old.open();
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		const heard: StorageProblem[] = [];
		const opening = LibraryStore.open(name, (p) => heard.push(p));
		await vi.waitFor(() => expect(heard).toEqual(['blocked']));
		old.close();
		const store = await opening;
		toClose.push(store);
		expect(store.db.verno).toBe(SCHEMA_VERSIONS.length);
		expect(await store.db.table('movies').count()).toBe(v1.rows.movies!.length);
	});

	it("writing is heard here, so this tab's screens refresh", async () => {
		const name = freshName();
		const here = await openStore(name);
		const there = await openStore(name);
		const heard = new Promise<void>((resolve) => here.onWrite(resolve));
		await there.write((tx) => tx.settings.put({ language: 'en-IN' }));
		await expect(Promise.race([heard.then(() => 'heard'), new Promise((r) => setTimeout(() => r('silent'), 2_000))])).resolves.toBe('heard');
	});
});

describe('a connection the browser closes', () => {
	it('is reopened once, and the call goes through', async () => {
		const store = await openStore(freshName());
		store.db.backendDB().close();
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		await store.write((tx) => tx.settings.put({ language: 'en-IN' }));
		expect((await store.read((tx) => tx.settings.all())).get('language')).toBe('en-IN');
	});

	it('that cannot be reopened is reported as lost, with a message to reload', async () => {
		const heard: StorageProblem[] = [];
		const store = await openStore(freshName(), heard);
		store.db.close({ disableAutoOpen: false });
		vi.spyOn(console, 'warn').mockImplementation(() => {});
		vi.spyOn(indexedDB, 'open').mockImplementation(() => {
			throw new DOMException('Connection is closing.', 'InvalidStateError');
		});
		await expect(store.read((tx) => tx.settings.all())).rejects.toMatchObject({ problem: 'lost', message: /Reload/ });
		expect(heard).toEqual(['lost']);
	});
});
