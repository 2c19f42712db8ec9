import { describe, expect, it } from 'vitest';
import { TABLES } from '../../../src/lib/transfer/library-document';
import { copyOf, expectNoChange, exportDoc, importDoc, importOk, openIoGateway, summaryTables } from '../../fixtures/io-gateway';
import { buildFullLibrary, call } from '../../fixtures/library-builder';
import { expectError } from '../../fixtures/gateway';

const LATER = '2027-06-01T00:00:00.000Z';
const EARLIER = '2020-01-01T00:00:00.000Z';

describe('dry run: what an import would change, per table, and nothing written', () => {
	it('into an empty library: every row would be added', async () => {
		const source = await openIoGateway();
		await buildFullLibrary(source);
		const doc = await exportDoc(source);
		const target = await openIoGateway();
		const before = await target.dump();

		const dry = await importOk(target, doc, { dryRun: true });

		expect(dry).toEqual({ mode: 'merge', dryRun: true, tables: summaryTables(Object.fromEntries(TABLES.map((t) => [t, { added: doc.counts[t] }]))) });
		expect(await target.dump()).toBe(before);
		expect((await exportDoc(target)).counts).toEqual(Object.fromEntries(TABLES.map((t) => [t, 0])));
	});

	it('merge: counts added, updated and unchanged rows, and the real import then does exactly that', async () => {
		const t = await openIoGateway();
		const lib = await buildFullLibrary(t);
		const doc = await exportDoc(t);
		const file = copyOf(doc);
		Object.assign(file.data.movies.find((r) => r.id === lib.movie.full)!, { journalNotes: 'Newer in the file.', updatedAt: LATER });
		Object.assign(file.data.movieWatchLogs[0]!, { notes: 'Older in the file: loses.', updatedAt: EARLIER });
		file.data.people.push({ ...file.data.people[0]!, id: 'person:from-file', name: 'Dee' });
		file.data.tvTastes.push({ ...file.data.tvTastes[0]!, personTasteId: 'taste:new', personId: 'person:from-file' });
		const before = await t.dump();

		const dry = await importOk(t, file, { dryRun: true });

		const expected = summaryTables({
			...Object.fromEntries(TABLES.map((table) => [table, { unchanged: doc.counts[table] }])),
			movies: { updated: 1, unchanged: 1 },
			tvTastes: { added: 1, unchanged: 1 },
			people: { added: 1, unchanged: 3 }
		});
		expect(dry).toEqual({ mode: 'merge', dryRun: true, tables: expected });
		expect(await t.dump()).toBe(before);

		const real = await importOk(t, file);
		expect(real).toEqual({ mode: 'merge', dryRun: false, tables: expected });
		expect(await t.dump()).not.toBe(before);
		expectNoChange(await importOk(t, await exportDoc(t), { dryRun: true }), await exportDoc(t));
	});

	it('replace: counts the rows that would be removed, people included', async () => {
		const t = await openIoGateway();
		const lib = await buildFullLibrary(t);
		const doc = await exportDoc(t);
		await t.gateway.people.add({ name: 'Not in the file' });
		await call(t, 'svc_create', 'movies_upsertMovieRecord', { providerId: '679' });
		await call(t, 'svc_delete', 'movies_deleteMovieRecord', { mediaRecordId: lib.movie.quick });
		const before = await t.dump();

		const dry = await importOk(t, doc, { mode: 'replace', dryRun: true });

		expect(dry.mode).toBe('replace');
		expect(dry.dryRun).toBe(true);
		expect(dry.tables.movies).toEqual({ added: 1, updated: 0, unchanged: 1, removed: 1 });
		expect(dry.tables.movieWatchLogs).toEqual({ added: 1, updated: 0, unchanged: 3, removed: 0 });
		expect(dry.tables.people).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 1 });
		expect(dry.tables.tvSeries).toEqual({ added: 0, updated: 0, unchanged: 2, removed: 0 });
		expect(await t.dump()).toBe(before);

		const real = await importOk(t, doc, { mode: 'replace' });
		expect(real.tables).toEqual(dry.tables);
	});

	it('a dry run of a file that could not be imported fails the same way, with the same reasons', async () => {
		const t = await openIoGateway();
		await buildFullLibrary(t);
		const file = copyOf(await exportDoc(t));
		file.data.movieWatchLogs[1]!.mediaRecordId = 'movie:tmdb:999';
		const before = await t.dump();

		const dry = expectError(await importDoc(t, file, { dryRun: true }));
		const real = expectError(await importDoc(t, file));

		expect(dry).toEqual(real);
		expect(dry.issues).toEqual([{ path: 'data.movieWatchLogs.1.mediaRecordId', message: expect.stringContaining('movie:tmdb:999') }]);
		expect(await t.dump()).toBe(before);
	});
});
