/**
 * An import that writes most of a large library is written as a new generation of it, in small
 * transactions, and switched to whole (src/lib/db/generations.ts): the same all-or-nothing
 * import, seen from this tab, from another tab, and after a reload.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_KEY } from '../../../src/lib/db/change-record';
import { LibraryDatabase } from '../../../src/lib/db/database';
import type { StorageProblem } from '../../../src/lib/db/storage-problem';
import type { LibraryDocument } from '../../../src/lib/transfer/library-document';
import { rescueExport } from '../../../src/lib/io/rescue-export';
import { STATE_KEY } from '../../../src/lib/sync/replica-state';
import { expectError } from '../../fixtures/gateway';
import { copyOf, exportDoc, importDoc, importOk, openIoGateway, type IoGateway } from '../../fixtures/io-gateway';
import { buildFullLibrary } from '../../fixtures/library-builder';

// Every import that writes at least this many rows is staged: the whole file, in several chunks.
const storage = { stageFromRows: 1 };
const LOGS = 5_000;

let doc: LibraryDocument;

/** The full library with enough logs that writing it takes several transactions, as its export lists it. */
beforeAll(async () => {
	const source = await openIoGateway();
	await buildFullLibrary(source);
	const built = copyOf(await exportDoc(source));
	const log = built.data.movieWatchLogs[0]!;
	built.data.movieWatchLogs.push(...Array.from({ length: LOGS }, (_, i) => ({ ...log, watchLogId: `staged-${i}`, watchedOn: `20${String(10 + (i % 15))}-03-04` })));
	await importOk(source, built);
	doc = await exportDoc(source);
	source.close();
});

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((t) => t.close()));

async function open(library: string, heard: StorageProblem[] = []): Promise<IoGateway> {
	const t = await openIoGateway(undefined, library, { storage, onStorageProblem: (p) => heard.push(p) });
	opened.push(t);
	return t;
}

async function databasesOf(library: string): Promise<string[]> {
	return (await indexedDB.databases())
		.map((d) => d.name!)
		.filter((name) => name === library || name.startsWith(`${library}~`))
		.sort();
}

/** The databases the library leaves once the deletions it started (not awaited) are done. */
async function expectDatabases(library: string, names: string[]): Promise<void> {
	await vi.waitFor(async () => expect(await databasesOf(library)).toEqual(names));
}

const dataOf = async (t: IoGateway) => (await exportDoc(t)).data;
const newLibrary = () => `screenshelf-generations-${crypto.randomUUID()}`;

describe('a large import', () => {
	it('lands whole in a new database, keeps settings and connections, and leaves no old database behind', async () => {
		const library = newLibrary();
		const t = await open(library);
		await t.gateway.settings.update({ language: 'de-DE' });
		await t.gateway.saveConnection({ ...t.gateway.connection('agent')!, tools: ['svc_find', 'svc_lookup'] });
		await t.gateway.history.keep(new Map([['demo:match:the matrix', { providerId: '603' }]]));

		const summary = await importOk(t, doc);

		expect(summary.tables.movieWatchLogs.added).toBe(doc.data.movieWatchLogs.length);
		await expectDatabases(library, [`${library}~1`]);
		expect(await dataOf(t)).toEqual(doc.data);
		const reopened = await open(library);
		expect(await dataOf(reopened)).toEqual(doc.data);
		expect(reopened.gateway.settings.get().language).toBe('de-DE');
		expect(reopened.gateway.connection('agent')!.tools).toEqual(['svc_find', 'svc_lookup']);
		expect(await reopened.gateway.history.kept(['demo:match:the matrix'])).toEqual(new Map([['demo:match:the matrix', { providerId: '603' }]]));
		expect((await rescueExport(new Date(), library)).data).toEqual(doc.data);
	});

	it('a second one moves on to the next database; one that writes little, or nothing, stays where the library is', async () => {
		const library = newLibrary();
		const t = await open(library);
		await importOk(t, doc);
		const onePerson = copyOf(doc);
		onePerson.data.people.push({ ...onePerson.data.people[0]!, id: 'person:~eve', name: 'Eve' });
		const rewritten = copyOf(onePerson);
		for (const log of rewritten.data.movieWatchLogs) Object.assign(log, { notes: 'Seen again', updatedAt: '2026-11-23T10:00:00.000Z' });

		const small = await importOk(t, onePerson);
		expect(small.tables.people.added).toBe(1);
		await expectDatabases(library, [`${library}~1`]);
		await importOk(t, rewritten, { mode: 'replace' });
		await importOk(t, rewritten, { mode: 'replace' });

		await expectDatabases(library, [`${library}~2`]);
		expect(await dataOf(t)).toEqual(rewritten.data);
		expect(await dataOf(await open(library))).toEqual(rewritten.data);
	});

	it('left half written is not the library when it opens, and the next import clears it away', async () => {
		const library = newLibrary();
		const t = await open(library);
		await t.gateway.people.add({ name: 'Dee' });
		const before = await dataOf(t);
		const abandoned = new LibraryDatabase(`${library}~4`);
		await abandoned.open();
		await abandoned.table('people').put({ ...before.people[0]!, name: 'Half written' });
		abandoned.close();

		expect(await dataOf(await open(library))).toEqual(before);
		await importOk(t, doc, { mode: 'replace' });

		await expectDatabases(library, [`${library}~5`]);
		expect(await dataOf(await open(library))).toEqual(doc.data);
	});
});

describe('a write while a large import is written', () => {
	for (const where of ['in this tab', 'in another tab'] as const) {
		it(`${where} cancels the import, which changes nothing and says why`, async () => {
			const library = newLibrary();
			const t = await open(library);
			const other = where === 'in this tab' ? t : await open(library);
			const before = await dataOf(t);
			let wrote: Promise<unknown> | undefined;

			const result = await importDoc(t, doc, {
				onProgress: () => {
					wrote ??= other.gateway.people.add({ name: 'Written meanwhile' });
				}
			});

			expect(expectError(result)).toMatchObject({ code: 'internal', message: /changed while the import was being written.*nothing was imported/ });
			await wrote;
			await expectDatabases(library, [library]);
			const after = await dataOf(t);
			expect(after.people.map((p) => p.name).sort()).toEqual([...before.people.map((p) => p.name), 'Written meanwhile'].sort());
			expect(after.movieWatchLogs).toEqual(before.movieWatchLogs);
		});
	}

	it('sync noting how far it has come does not cancel it, and sync’s set-up does', async () => {
		const library = newLibrary();
		const t = await open(library);
		const store = t.gateway.library;
		let noted: Promise<unknown> | undefined;

		await importOk(t, doc, { onProgress: () => (noted ??= store.forSync('progress', (tx) => tx.settings.put({ [STATE_KEY]: { pulledSeq: '7', parked: [], lastSyncedAt: null } }))) });
		await noted;

		await expectDatabases(library, [`${library}~1`]);
		expect(await dataOf(t)).toEqual(doc.data);
		// The new library holds the import’s copy of sync’s state, from before it: the hand-over that follows a new library starts afresh anyway.
		expect(await store.forSync('read', (tx) => tx.settings.get(STATE_KEY))).toBeUndefined();

		const other = await open(newLibrary());
		let setUp: Promise<unknown> | undefined;
		const result = await importDoc(other, doc, { onProgress: () => (setUp ??= other.gateway.library.forSync('write', (tx) => tx.settings.put({ [DEVICE_KEY]: 'device-1' }))) });
		expect(expectError(result)).toMatchObject({ code: 'internal', message: /changed while the import was being written/ });
		await setUp;
		expect(await other.gateway.library.forSync('read', (tx) => tx.settings.get(DEVICE_KEY))).toBe('device-1');
	});
});

describe('the new database deleted while it is written (another tab importing too)', () => {
	it('fails the import, which changes nothing, and the next one goes through', async () => {
		const library = newLibrary();
		const t = await open(library);
		await t.gateway.people.add({ name: 'Dee' });
		const before = await dataOf(t);
		let deleted = false;

		const result = await importDoc(t, doc, {
			onProgress: () => {
				if (!deleted) indexedDB.deleteDatabase(`${library}~1`);
				deleted = true;
			}
		});

		expect(result.ok).toBe(false);
		await expectDatabases(library, [library]);
		expect(await dataOf(await open(library))).toEqual(before);
		await importOk(t, doc, { mode: 'replace' });
		expect(await dataOf(await open(library))).toEqual(doc.data);
	});
});

describe('another tab holding the library', () => {
	it('is told the library was replaced and to reload, and its calls change nothing', async () => {
		const library = newLibrary();
		const heard: StorageProblem[] = [];
		const here = await open(library);
		const there = await open(library, heard);

		await importOk(here, doc);

		await vi.waitFor(() => expect(heard).toEqual(['replaced']));
		expect(expectError(await there.app.svc_find({ operation: 'movies_queryMovieStats', input: {} }))).toMatchObject({ code: 'internal', message: /imported in another tab.*Reload/ });
		expect(await dataOf(await open(library))).toEqual(doc.data);
	});
});
