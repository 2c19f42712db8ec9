/**
 * A title's search words are a row of their own (schema version 4): a log write, which rewrites
 * its title's row for the watch count, leaves them alone; editing the title's text rewrites
 * them; deleting or importing titles keeps them in step with the titles.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LibraryDatabase } from '../../../src/lib/db/database';
import { generationName } from '../../../src/lib/db/generations';
import { MOVIE } from '../../fixtures/families';
import { familyClient } from '../../fixtures/family-calls';
import { expectOk } from '../../fixtures/gateway';
import { copyOf, exportDoc, importOk, openIoGateway, type IoGateway } from '../../fixtures/io-gateway';

const opened: IoGateway[] = [];
afterEach(() => {
	vi.restoreAllMocks();
	opened.splice(0).forEach((t) => t.close());
});

async function open(options: Parameters<typeof openIoGateway>[2] = {}): Promise<IoGateway> {
	const t = await openIoGateway(undefined, undefined, options);
	opened.push(t);
	return t;
}

/** Every object store a put or delete reaches from here on, by name, in order (fake-indexeddb's own). */
function storeWrites(): string[] {
	const writes: string[] = [];
	for (const method of ['put', 'add', 'delete'] as const) {
		const original = IDBObjectStore.prototype[method] as (...args: unknown[]) => IDBRequest;
		vi.spyOn(IDBObjectStore.prototype, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
			writes.push(this.name);
			return original.apply(this, args);
		});
	}
	return writes;
}

const titlesFound = async (t: IoGateway, query: string) => (await familyClient(t.app, MOVIE).allRecords({ query })).map((r) => r.title);

describe("a title's words", () => {
	it('are not rewritten by adding, updating or deleting a log, though the title row is', async () => {
		const t = await open();
		const c = familyClient(t.app, MOVIE);
		const { id } = await c.saveBody(MOVIE.body({ title: 'The Green Ray', overview: 'A summer in Biarritz.' }, '50001'));
		const writes = storeWrites();

		const log = await c.log(id, { watchedOn: '2024-02-02' });
		expectOk(await c.updateLog({ watchLogId: log.watchLogId, log: { mediaRecordId: id, watchedOn: '2024-02-03' } }));
		expectOk(await c.deleteLog(log.watchLogId));

		expect(writes.filter((store) => store === 'movies')).toHaveLength(3);
		expect(writes).not.toContain('movieWords');
		expect(await titlesFound(t, 'biarr')).toEqual(['The Green Ray']);
	});

	it('are rewritten when the text changes: the new word is found, the old one no longer', async () => {
		const t = await open();
		const c = familyClient(t.app, MOVIE);
		const saved = await c.saveBody(MOVIE.body({ title: 'The Green Ray', overview: 'A summer in Biarritz.' }, '50001'));
		const writes = storeWrites();

		await c.saveBody({ ...saved, overview: 'A summer in Cherbourg.' });

		expect(writes.filter((store) => store === 'movieWords')).toHaveLength(1);
		expect(await titlesFound(t, 'biarr')).toEqual([]);
		expect(await titlesFound(t, 'cherb')).toEqual(['The Green Ray']);
		// A new title keeps the title order of the word keys too.
		await c.saveBody({ ...saved, title: 'Le Rayon vert' });
		expect((await t.raw.table('movieWords').get(saved.id)).wordKeys).toContain(`rayon\u0000le rayon vert\u0000${saved.id}`);
	});

	it('go with their title when it is deleted', async () => {
		const t = await open();
		const c = familyClient(t.app, MOVIE);
		const { id } = await c.saveBody(MOVIE.body({ title: 'The Green Ray' }, '50001'));
		expectOk(await c.deleteRecord(id));
		expect(await t.raw.table('movieWords').count()).toBe(0);
		expect(await titlesFound(t, 'green')).toEqual([]);
	});
});

describe.each([
	['in one transaction', {}],
	['staged in a new database', { storage: { stageFromRows: 1 } }]
])('an import %s', (_, options) => {
	it("writes the words of the titles it leaves, and no others'", async () => {
		const source = await open();
		const s = familyClient(source.app, MOVIE);
		await s.saveBody(MOVIE.body({ title: 'The Green Ray', overview: 'A summer in Biarritz.' }, '50001'));
		await s.saveBody(MOVIE.body({ title: 'Pauline at the Beach', overview: 'Granville in August.' }, '50002'));
		const doc = copyOf(await exportDoc(source));

		const t = await open(options);
		await familyClient(t.app, MOVIE).saveBody(MOVIE.body({ title: 'Full Moon in Paris' }, '50003'));
		await importOk(t, doc, { mode: 'replace' });

		expect(await titlesFound(t, 'biarr')).toEqual(['The Green Ray']);
		expect(await titlesFound(t, 'granv')).toEqual(['Pauline at the Beach']);
		expect(await titlesFound(t, 'moon')).toEqual([]);
		// A words row left without its title would be skipped by the search: count them.
		const db = new LibraryDatabase('storage' in options ? generationName(t.dbName, 1) : t.dbName);
		await db.open();
		try {
			expect((await db.table('movieWords').toCollection().primaryKeys()).sort()).toEqual(doc.data.movies.map((m) => m.id).sort());
		} finally {
			db.close();
		}
	});
});
