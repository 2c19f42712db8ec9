import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../../src/lib/transfer/library-document';
import { expectedStats, expectNoChange, exportDoc, importOk, keptGuides, openIoGateway, statsOf, summaryTables, withoutExportedAt } from '../../fixtures/io-gateway';
import { buildFullLibrary, call } from '../../fixtures/library-builder';
import { librarySession, playCommands } from '../../fixtures/random-library';

/** What the file says: the JSON text read back, so only what a file can hold is compared. */
const asFile = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('round trip: export, import into an empty library, export again', () => {
	it.each(['merge', 'replace'] as const)('loses not a single field (%s)', async (mode) => {
		const source = await openIoGateway();
		await buildFullLibrary(source);
		const first = await exportDoc(source);

		const target = await openIoGateway('2030-01-01T00:00:00.000Z');
		const summary = await importOk(target, first, { mode });
		const second = await exportDoc(target);

		expect(summary).toEqual({
			mode,
			dryRun: false,
			tables: summaryTables(Object.fromEntries(TABLES.map((t) => [t, { added: first.counts[t] }])))
		});
		expect(withoutExportedAt(second)).toStrictEqual(withoutExportedAt(first));
		expect(second.exportedAt).toBe('2030-01-01T00:00:00.000Z');
	});

	it('brings back the same stats, people, logs and person links', async () => {
		const source = await openIoGateway();
		const lib = await buildFullLibrary(source);
		const target = await openIoGateway();
		await importOk(target, await exportDoc(source));

		expect(await statsOf(target)).toEqual(await statsOf(source));
		expect(await target.gateway.people.list()).toEqual(await source.gateway.people.list());
		for (const t of [source, target]) expect(await t.dump()).toContain('"aggregates"');
		const read = async (t: typeof source) => ({
			logs: await call(t, 'svc_find', 'movies_queryMovieWatchLogs', { detail: 'full' }),
			records: await call(t, 'svc_find', 'tv_series_queryTvSeriesRecords', { detail: 'full' }),
			links: await call(t, 'svc_find', 'tv_series_queryTvSeriesPersonLinks', { personId: lib.people.ann }),
			search: await call(t, 'svc_find', 'movies_queryMovieRecords', { query: 'cyberpunk' })
		});
		const [before, after] = [await read(source), await read(target)];
		expect(after).toEqual(before);
		expect(after.search.items.map((r: { id: string }) => r.id)).toEqual([lib.movie.full]);
	});

	it('keeps working after the import: a new log counts on top of the imported ones', async () => {
		const source = await openIoGateway();
		const lib = await buildFullLibrary(source);
		const target = await openIoGateway();
		await importOk(target, await exportDoc(source));

		await call(target, 'svc_create', 'movies_addMovieWatchLog', { log: { mediaRecordId: lib.movie.full, watchedOn: '2026-06-01' } });
		const doc = await exportDoc(target);
		expect(doc.data.movies.find((r) => r.id === lib.movie.full)).toMatchObject({ watchCount: 4, lastWatchedOn: '2026-06-01' });
		expect((await statsOf(target)).movie.totals.watchLogs).toBe(5);
	});

	it.each(['merge', 'replace'] as const)('importing the same file twice changes nothing the second time (%s)', async (mode) => {
		const source = await openIoGateway();
		await buildFullLibrary(source);
		const doc = await exportDoc(source);
		const target = await openIoGateway();
		await importOk(target, doc, { mode });
		const once = await target.dump();

		const again = await importOk(target, doc, { mode });

		expectNoChange(again, doc);
		expect(await target.dump()).toBe(once);
	});

	it('importing a library into itself changes nothing', async () => {
		const t = await openIoGateway();
		await buildFullLibrary(t);
		const doc = await exportDoc(t);
		const before = await t.dump();

		expectNoChange(await importOk(t, doc), doc);
		expectNoChange(await importOk(t, doc, { mode: 'replace' }), doc);
		expect(await t.dump()).toBe(before);
	});

	it('reads the file from a Blob, as the file picker gives it', async () => {
		const source = await openIoGateway();
		await buildFullLibrary(source);
		const doc = await exportDoc(source);
		const target = await openIoGateway();

		await importOk(target, new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }));
		expect(withoutExportedAt(await exportDoc(target))).toStrictEqual(withoutExportedAt(doc));
	});
});

describe('round trip of random libraries (property)', () => {
	it('export, import into an empty library, export again: the same file, the same stats, and a second import changes nothing', async () => {
		await fc.assert(
			fc.asyncProperty(librarySession, async (commands) => {
				const source = await openIoGateway();
				const target = await openIoGateway('2031-05-05T05:05:05.000Z');
				try {
					await playCommands(source, commands);
					const doc = await exportDoc(source);
					// Series' episode guides are each device's cache, not in the file; the target is given the
					// source's, so the episodes a range across seasons counts are the same on both.
					const guides = await keptGuides(source);
					await target.gateway.library.write(async (tx) => {
						for (const guide of guides.values()) await tx.guides.put(guide, []);
					});

					await importOk(target, doc);
					const back = await exportDoc(target);
					expect(asFile(withoutExportedAt(back))).toEqual(asFile(withoutExportedAt(doc)));
					const stats = await statsOf(target);
					expect(stats).toEqual(expectedStats(doc.data, guides));
					expect(stats).toEqual(await statsOf(source));

					const once = await target.dump();
					expectNoChange(await importOk(target, doc), doc);
					expect(await target.dump()).toBe(once);
				} finally {
					source.close();
					target.close();
				}
			}),
			{ numRuns: 80 }
		);
	}, 300_000);
});
