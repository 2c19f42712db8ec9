import { describe, expect, it } from 'vitest';
import { copyOf, expectedStats, exportDoc, importOk, openIoGateway, statsOf, withoutExportedAt } from '../../fixtures/io-gateway';
import { buildFullLibrary, call } from '../../fixtures/library-builder';
import { TABLES } from '../../../src/lib/transfer/library-document';

const LATER = '2027-06-01T00:00:00.000Z';

describe('derived fields are recomputed on import, never taken from the file', () => {
	it('watch counts, last-watched dates, log titles and stats come from the rows', async () => {
		const source = await openIoGateway();
		await buildFullLibrary(source);
		const doc = await exportDoc(source);
		const file = copyOf(doc);
		for (const r of [...file.data.tvSeries, ...file.data.movies]) Object.assign(r, { watchCount: 99, lastWatchedOn: '1901-01-01' });
		for (const l of [...file.data.tvWatchLogs, ...file.data.movieWatchLogs]) l.title = 'Tampered title';
		file.counts = Object.fromEntries(TABLES.map((t) => [t, 7])) as typeof file.counts;
		const unwatched = { ...file.data.movies[0]!, id: 'movie:tmdb:679', providerRef: { provider: 'tmdb' as const, mediaType: 'movie' as const, id: '679' }, title: 'Aliens' };
		file.data.movies.push({ ...unwatched, watchCount: 3, lastWatchedOn: '2020-01-01' });

		const target = await openIoGateway();
		await importOk(target, file);

		const back = await exportDoc(target);
		const expected = copyOf(doc);
		expected.data.movies.push({ ...unwatched, watchCount: 0, lastWatchedOn: null });
		expected.counts.movies = 3;
		expect(withoutExportedAt(back)).toEqual(withoutExportedAt(expected));
		expect(await statsOf(target)).toEqual(expectedStats(expected.data));
		const sourceStats = await statsOf(source);
		expect((await statsOf(target)).tv).toEqual(sourceStats.tv);
		expect((await statsOf(target)).movie.byMonth).toEqual(sourceStats.movie.byMonth);
	});

	it('a merge counts the logs of the library and of the file together', async () => {
		const t = await openIoGateway();
		const lib = await buildFullLibrary(t);
		const doc = await exportDoc(t);
		const file = copyOf(doc);
		const log = { ...file.data.movieWatchLogs.find((l) => l.watchLogId === 'movie-log-full')!, watchLogId: 'from-the-phone', watchedOn: '2026-01-10' };
		file.data.movieWatchLogs = [log];

		const summary = await importOk(t, file);

		expect(summary.tables.movieWatchLogs).toEqual({ added: 1, updated: 0, unchanged: 4, removed: 0 });
		expect(summary.tables.movies).toEqual({ added: 0, updated: 1, unchanged: 1, removed: 0 });
		const after = await exportDoc(t);
		expect(after.data.movies.find((r) => r.id === lib.movie.full)).toMatchObject({ watchCount: 4, lastWatchedOn: '2026-01-10' });
		const stats = await statsOf(t);
		expect(stats.movie.totals.watchLogs).toBe(5);
		expect(stats.movie.byMonth).toContainEqual({ month: '2026-01', count: 1, episodes: 0, minutes: 136 });
		expect(stats).toEqual(expectedStats(after.data));
	});

	it('a newer title in the file renames the logs the library already had', async () => {
		const t = await openIoGateway();
		const lib = await buildFullLibrary(t);
		const file = copyOf(await exportDoc(t));
		Object.assign(file.data.tvSeries.find((r) => r.id === lib.tv.full)!, { title: 'Breaking Bad Remastered', updatedAt: LATER });
		file.data.tvWatchLogs = [];

		await importOk(t, file);

		const logs = await call(t, 'svc_find', 'tv_series_queryTvSeriesWatchLogs', { mediaRecordId: lib.tv.full });
		expect(logs.items.map((l: { title: string }) => l.title)).toEqual(['Breaking Bad Remastered', 'Breaking Bad Remastered']);
		const found = await call(t, 'svc_find', 'tv_series_queryTvSeriesRecords', { query: 'remastered' });
		expect(found.items.map((r: { id: string }) => r.id)).toEqual([lib.tv.full]);
	});

	it('a series whose row states no progress keeps none, and Up next names the episode after its logs', async () => {
		const t = await openIoGateway();
		const lib = await buildFullLibrary(t);
		const file = copyOf(await exportDoc(t));
		// A file written by hand or by another app: the logs say S1 E1-E3 and S2 E1 to S3 E2, the row nothing.
		const series = file.data.tvSeries.find((r) => r.id === lib.tv.full)!;
		delete series.currentSeason;
		delete series.currentEpisode;
		series.status = 'watching';
		const target = await openIoGateway();

		await importOk(target, file);

		const after = await exportDoc(target);
		expect(after.data.tvSeries.find((r) => r.id === lib.tv.full)).not.toHaveProperty('currentSeason');
		const upNext = await call(target, 'svc_find', 'tv_series_queryUpNext', {});
		expect(upNext.items.find((i: { mediaRecordId: string }) => i.mediaRecordId === lib.tv.full)?.episode).toMatchObject({ seasonNumber: 3, episodeNumber: 3 });
	});

	it('TV progress and status are record fields: imported as the file has them', async () => {
		const t = await openIoGateway();
		const lib = await buildFullLibrary(t);
		const file = copyOf(await exportDoc(t));
		Object.assign(file.data.tvSeries.find((r) => r.id === lib.tv.full)!, { currentSeason: 1, currentEpisode: 1, status: 'dropped', updatedAt: LATER });

		await importOk(t, file);

		const after = await exportDoc(t);
		expect(after.data.tvSeries.find((r) => r.id === lib.tv.full)).toMatchObject({ currentSeason: 1, currentEpisode: 1, status: 'dropped', watchCount: 2 });
		expect((await statsOf(t)).tv.totals.byStatus).toMatchObject({ dropped: 1, watching: 0, completed: 1 });
	});
});
