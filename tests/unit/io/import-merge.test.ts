import { describe, expect, it } from 'vitest';
import { copyOf, expectedStats, exportDoc, importOk, openIoGateway, statsOf, summaryTables, withoutExportedAt, type IoGateway } from '../../fixtures/io-gateway';
import { buildFullLibrary, call, type FullLibrary } from '../../fixtures/library-builder';
import type { LibraryDocument } from '../../../src/lib/transfer/library-document';

const LATER = '2027-06-01T00:00:00.000Z';
const EARLIER = '2020-01-01T00:00:00.000Z';

/** A library and its export; the library's clock runs on from there. */
async function exported(): Promise<{ t: IoGateway; lib: FullLibrary; doc: LibraryDocument }> {
	const t = await openIoGateway();
	const lib = await buildFullLibrary(t);
	return { t, lib, doc: await exportDoc(t) };
}

const byId = <T>(rows: T[], key: keyof T, id: string): T => rows.find((r) => r[key] === id)!;

describe('merge: the newer updatedAt wins, row by row', () => {
	it('takes rows the file changed later (edited on another device)', async () => {
		const { t, lib, doc } = await exported();
		const file = copyOf(doc);
		Object.assign(byId(file.data.movies, 'id', lib.movie.full), { journalNotes: 'Edited on the phone.', rating: 'love', updatedAt: LATER });
		Object.assign(byId(file.data.tvWatchLogs, 'watchLogId', 'tv-log-full'), { notes: 'Phone notes.', updatedAt: LATER });
		Object.assign(byId(file.data.people, 'id', lib.people.ann), { name: 'Ann Lee', updatedAt: LATER });
		Object.assign(file.data.tvRecommendations[0]!, { status: 'watched', updatedAt: LATER });
		Object.assign(file.data.tvTastes[0]!, { note: 'Still quotes it.', updatedAt: LATER });

		const summary = await importOk(t, file);

		expect(summary.tables).toEqual(
			summaryTables({
				tvSeries: { unchanged: 2 },
				movies: { updated: 1, unchanged: 1 },
				tvWatchLogs: { updated: 1, unchanged: 2 },
				movieWatchLogs: { unchanged: 4 },
				tvRecommendations: { updated: 1 },
				movieRecommendations: { unchanged: 1 },
				tvTastes: { updated: 1 },
				movieTastes: { unchanged: 2 },
				people: { updated: 1, unchanged: 2 }
			})
		);
		const after = await exportDoc(t);
		expect(withoutExportedAt(after)).toEqual(withoutExportedAt(file));
		expect((await statsOf(t)).movie.ratings).toMatchObject({ like: 0, love: 1 });
		expect((await t.gateway.people.list()).map((p) => p.name)).toContain('Ann Lee');
	});

	it('keeps rows the library changed after the export (the file is older)', async () => {
		const { t, lib, doc } = await exported();
		t.clock.set(LATER);
		await t.gateway.people.rename(lib.people.ann, 'Ann (renamed here)');
		const { record } = await call(t, 'svc_find', 'movies_queryMovieRecords', { detail: 'full', query: 'matrix' }).then((r) => ({ record: r.items[0] }));
		await call(t, 'svc_update', 'movies_upsertMovieRecord', { record: { ...record, journalNotes: 'Edited here, after the export.' } });
		await call(t, 'svc_update', 'movies_updateMovieWatchLog', { watchLogId: 'movie-log-full', log: { mediaRecordId: lib.movie.full, watchedOn: '2025-05-18', notes: 'Corrected date.' } });
		const before = await t.dump();

		const summary = await importOk(t, doc);

		expect(summary.tables.movies).toEqual({ added: 0, updated: 0, unchanged: 2, removed: 0 });
		expect(summary.tables.people).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 0 });
		expect(await t.dump()).toBe(before);
		const now = await exportDoc(t);
		expect(byId(now.data.movies, 'id', lib.movie.full).journalNotes).toBe('Edited here, after the export.');
		expect(byId(now.data.movieWatchLogs, 'watchLogId', 'movie-log-full')).toMatchObject({ watchedOn: '2025-05-18', notes: 'Corrected date.' });
		expect(byId(now.data.people, 'id', lib.people.ann).name).toBe('Ann (renamed here)');
	});

	it('keeps rows that only the library has, and adds rows only the file has', async () => {
		const { t, doc } = await exported();
		const other = await openIoGateway();
		const zoe = await other.gateway.people.add({ name: 'Zoe' });
		const { record } = await call(other, 'svc_create', 'movies_upsertMovieRecord', { providerId: '679' });
		await call(other, 'svc_create', 'movies_addMovieWatchLog', { log: { mediaRecordId: record.id, watchedOn: '2026-02-02', watchedWithPersonIds: [zoe.id] } });
		const otherDoc = await exportDoc(other);

		const summary = await importOk(t, otherDoc);

		// Rows only the library has stay as they were: counted unchanged, never removed.
		const kept = Object.fromEntries(Object.entries(doc.counts).map(([table, n]) => [table, { unchanged: n }]));
		expect(summary.tables).toEqual(
			summaryTables({ ...kept, movies: { added: 1, unchanged: 2 }, movieWatchLogs: { added: 1, unchanged: 4 }, people: { added: 1, unchanged: 3 } })
		);
		const after = await exportDoc(t);
		expect(after.counts).toEqual({ ...doc.counts, movies: 3, movieWatchLogs: 5, people: 4 });
		expect((await statsOf(t)).movie).toEqual(expectedStats(after.data).movie);
	});

	it('accepts a log whose title is not in the file but is in the library', async () => {
		const { t, lib, doc } = await exported();
		const file = copyOf(doc);
		file.data.movies = [];
		const log = { ...file.data.movieWatchLogs[0]!, watchLogId: 'log-from-partial-file', watchedOn: '2026-03-03', mediaRecordId: lib.movie.quick };
		file.data.movieWatchLogs = [log];

		await importOk(t, file);

		const after = await exportDoc(t);
		expect(byId(after.data.movies, 'id', lib.movie.quick)).toMatchObject({ watchCount: 2, lastWatchedOn: '2026-03-03' });
		expect(byId(after.data.movieWatchLogs, 'watchLogId', 'log-from-partial-file').title).toBe('Alien');
	});
});

describe('replace: the file becomes the library', () => {
	it('removes every row the file does not have, people included, and applies older rows too', async () => {
		const { t, lib, doc } = await exported();
		t.clock.set(LATER);
		await t.gateway.people.add({ name: 'Only here' });
		const { record } = await call(t, 'svc_create', 'tv_series_upsertTvSeriesRecord', { providerId: '95396' });
		await call(t, 'svc_create', 'tv_series_addTvSeriesWatchLog', { log: { mediaRecordId: record.id, seasonFrom: 1, episodeFrom: 1 } });
		await call(t, 'svc_create', 'tv_series_upsertTvSeriesRecommendation', { recommendation: { mediaRecordId: record.id, personId: lib.people.bo } });
		await t.gateway.people.rename(lib.people.ann, 'Renamed after the export');

		const summary = await importOk(t, doc, { mode: 'replace' });

		expect(summary.tables.tvSeries).toEqual({ added: 0, updated: 0, unchanged: 2, removed: 1 });
		expect(summary.tables.tvWatchLogs).toEqual({ added: 0, updated: 0, unchanged: 3, removed: 1 });
		expect(summary.tables.tvRecommendations).toEqual({ added: 0, updated: 0, unchanged: 1, removed: 1 });
		expect(summary.tables.people).toEqual({ added: 0, updated: 1, unchanged: 2, removed: 1 });
		expect(withoutExportedAt(await exportDoc(t))).toEqual(withoutExportedAt(doc));
		expect(await statsOf(t)).toEqual(expectedStats(doc.data));
	});

	it('replacing with an empty library empties every table and zeroes the stats', async () => {
		const { t } = await exported();
		const empty = await exportDoc(await openIoGateway());

		const summary = await importOk(t, empty, { mode: 'replace' });

		expect(summary.tables.movieWatchLogs).toEqual({ added: 0, updated: 0, unchanged: 0, removed: 4 });
		expect((await exportDoc(t)).counts).toEqual(empty.counts);
		expect((await statsOf(t)).movie.totals).toMatchObject({ saved: 0, watchLogs: 0, rated: 0 });
		expect((await statsOf(t)).tv.byMonth).toEqual([]);
	});
});
