/**
 * What was watched, beyond the count of watch logs: the episodes a range covers and the hours
 * the runtimes give, by year and by month, for the year asked or ever, as logs, titles and
 * episode guides change and as a library is imported.
 */
import { describe, expect, it } from 'vitest';
import { MOVIE, TV } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';
import { exportDoc, importOk, openIoGateway, statsOf } from '../../../fixtures/io-gateway';

const BREAKING_BAD = 'tv:tmdb:1396';
/** Breaking Bad as a record body: the catalog's runtime and season counts, and no guide kept. */
const BREAKING_BAD_BODY = TV.body({ runtimeMinutes: 47, numberOfSeasons: 5, numberOfEpisodes: 62 });
const NO_RATINGS = { dislike: 0, okay: 0, like: 0, love: 0 };

/** Breaking Bad (47-minute episodes) and The Matrix (136 minutes), saved from the demo catalog. */
async function saved(t: TestGateway) {
	const tv = familyClient(t.app, TV);
	const movie = familyClient(t.app, MOVIE);
	await tv.quickSave('1396');
	const matrix = await movie.quickSave('603');
	return { tv, movie, matrix: matrix.id as string };
}

describe('episodes and hours watched', () => {
	it('counts S1 E1–E4 as four episodes of 47 minutes, in its month and year', async () => {
		const t = await openTestGateway();
		const { tv } = await saved(t);
		await tv.log(BREAKING_BAD, { watchedOn: '2025-03-14', seasonFrom: 1, episodeFrom: 1, episodeTo: 4 });
		await tv.log(BREAKING_BAD, { watchedOn: '2025-03-20', seasonFrom: 1, episodeFrom: 5 });
		const stats = await tv.stats();
		expect(stats.totals.watchLogs).toBe(2);
		expect(stats.byMonth).toEqual([{ month: '2025-03', count: 2, episodes: 5, minutes: 5 * 47 }]);
		expect(stats.byYear).toEqual([{ year: 2025, count: 2, episodes: 5, minutes: 5 * 47 }]);
		expect(stats.watched).toEqual({ watchLogs: 2, episodes: 5, minutes: 235, untimedLogs: 0, ratings: NO_RATINGS });
	});

	it("gives each film watch the film's runtime, and no episodes", async () => {
		const t = await openTestGateway();
		const { movie, matrix } = await saved(t);
		await movie.log(matrix, { watchedOn: '2024-12-31' });
		await movie.log(matrix, { watchedOn: '2025-01-01', rating: 'love' });
		const stats = await movie.stats();
		expect(stats.byYear).toEqual([
			{ year: 2024, count: 1, episodes: 0, minutes: 136 },
			{ year: 2025, count: 1, episodes: 0, minutes: 136 }
		]);
		expect(stats.watched).toMatchObject({ watchLogs: 2, episodes: 0, minutes: 272, ratings: { ...NO_RATINGS, love: 1 } });
	});

	it('narrows every figure of what was watched to the year asked, and leaves the library totals whole', async () => {
		const t = await openTestGateway();
		const { tv, movie, matrix } = await saved(t);
		await tv.log(BREAKING_BAD, { watchedOn: '2024-06-01', seasonFrom: 1, episodeFrom: 1, episodeTo: 7, rating: 'like' });
		await tv.log(BREAKING_BAD, { watchedOn: '2025-02-01', seasonFrom: 2, episodeFrom: 1, episodeTo: 2, rating: 'love' });
		await movie.log(matrix, { watchedOn: '2024-06-02', rating: 'okay' });
		const [whole, in2024, in2025] = await Promise.all([tv.stats(), tv.stats({ year: '2024' }), tv.stats({ year: '2025' })]);
		expect(whole.watched).toEqual({ watchLogs: 2, episodes: 9, minutes: 9 * 47, untimedLogs: 0, ratings: { ...NO_RATINGS, like: 1, love: 1 } });
		expect(in2024.watched).toEqual({ watchLogs: 1, episodes: 7, minutes: 7 * 47, untimedLogs: 0, ratings: { ...NO_RATINGS, like: 1 } });
		expect(in2025.watched).toEqual({ watchLogs: 1, episodes: 2, minutes: 2 * 47, untimedLogs: 0, ratings: { ...NO_RATINGS, love: 1 } });
		expect(in2024.byMonth).toEqual([{ month: '2024-06', count: 1, episodes: 7, minutes: 329 }]);
		expect(in2025.byYear).toEqual([{ year: 2025, count: 1, episodes: 2, minutes: 94 }]);
		expect(in2024.totals).toEqual(whole.totals);
		expect(in2024.ratings).toEqual(whole.ratings);
		expect((await movie.stats({ year: '2025' })).watched.minutes).toBe(0);
		expect((await movie.stats({ year: '2024' })).watched.minutes).toBe(136);
	});

	it('moves episodes and minutes when a log is re-ranged or redated, and takes them away when it is deleted', async () => {
		const t = await openTestGateway();
		const { tv } = await saved(t);
		const log = await tv.log(BREAKING_BAD, { watchedOn: '2025-03-14', seasonFrom: 1, episodeFrom: 1, episodeTo: 4 });
		expectOk(await t.app.svc_update({ operation: TV.ops.updateLog, input: { watchLogId: log.watchLogId, log: { mediaRecordId: BREAKING_BAD, watchedOn: '2024-11-02', seasonFrom: 1, episodeFrom: 3, episodeTo: 4 } } }));
		expect((await tv.stats()).byMonth).toEqual([{ month: '2024-11', count: 1, episodes: 2, minutes: 94 }]);
		expectOk(await t.app.svc_delete({ operation: TV.ops.deleteLog, input: { watchLogId: log.watchLogId } }));
		const stats = await tv.stats();
		expect(stats.byMonth).toEqual([]);
		expect(stats.watched).toEqual({ watchLogs: 0, episodes: 0, minutes: 0, untimedLogs: 0, ratings: NO_RATINGS });
	});

	it('recounts a range across seasons when the series’ episode guide is kept after it', async () => {
		const t = await openTestGateway();
		const tv = familyClient(t.app, TV);
		// Saved from a record body, as an agent or an import may: no guide comes with it.
		await tv.saveBody(BREAKING_BAD_BODY);
		await tv.log(BREAKING_BAD, { watchedOn: '2025-05-05', seasonFrom: 1, episodeFrom: 5, seasonTo: 2, episodeTo: 3 });
		// No guide yet: season 1 from E5 counts the average season (62 / 5) less four, season 2 up to E3 three.
		expect((await tv.stats()).watched.episodes).toBe(8 + 3);
		expectOk(await t.app.svc_lookup({ operation: 'tv_series_refreshEpisodeGuide', input: { mediaRecordId: BREAKING_BAD } }));
		// The guide: E5 to E7 of season 1, E1 to E3 of season 2.
		expect((await tv.stats()).byMonth).toEqual([{ month: '2025-05', count: 1, episodes: 6, minutes: 6 * 47 }]);
	});

	it('counts a range across seasons from the guide a quick save keeps', async () => {
		const t = await openTestGateway();
		const { tv } = await saved(t);
		await tv.log(BREAKING_BAD, { watchedOn: '2025-05-05', seasonFrom: 1, episodeFrom: 5, seasonTo: 2, episodeTo: 3 });
		expect((await tv.stats()).watched.episodes).toBe(6);
	});

	it('counts no hours for a title with no runtime, says how many watches that leaves out, and counts them once the runtime is known', async () => {
		const t = await openTestGateway();
		const tv = familyClient(t.app, TV);
		const record = await tv.saveBody(TV.body({}));
		await tv.log(record.id, { watchedOn: '2025-01-10', seasonFrom: 1, episodeFrom: 1, episodeTo: 2 });
		expect((await tv.stats()).watched).toMatchObject({ episodes: 2, minutes: 0, untimedLogs: 1 });
		// A quick save of the same title brings its catalog facts, the runtime among them.
		await tv.quickSave(TV.sample.providerId);
		expect((await tv.stats()).watched).toMatchObject({ episodes: 2, minutes: 2 * TV.sample.runtimeMinutes, untimedLogs: 0 });
	});
});

describe('episodes and hours after an import', () => {
	it('are counted from the file’s titles and logs, and a merge adds the new logs’ figures', async () => {
		const source = await openIoGateway();
		const { tv } = await saved(source);
		await tv.log(BREAKING_BAD, { watchedOn: '2025-03-14', seasonFrom: 1, episodeFrom: 1, episodeTo: 4 });
		const doc = await exportDoc(source);

		const target = await openIoGateway();
		await importOk(target, doc);
		expect(await statsOf(target)).toEqual(await statsOf(source));
		expect((await statsOf(target)).tv.watched).toMatchObject({ episodes: 4, minutes: 4 * 47 });

		await familyClient(source.app, TV).log(BREAKING_BAD, { watchedOn: '2025-04-01', seasonFrom: 1, episodeFrom: 5, episodeTo: 7 });
		await importOk(target, await exportDoc(source));
		expect((await statsOf(target)).tv.byMonth).toEqual([
			{ month: '2025-03', count: 1, episodes: 4, minutes: 188 },
			{ month: '2025-04', count: 1, episodes: 3, minutes: 141 }
		]);
	});

	it('counts a range across seasons from the guide the importing library keeps', async () => {
		const source = await openIoGateway();
		const tv = familyClient(source.app, TV);
		await tv.saveBody(BREAKING_BAD_BODY);
		await tv.log(BREAKING_BAD, { watchedOn: '2025-05-05', seasonFrom: 1, episodeFrom: 5, seasonTo: 2, episodeTo: 3 });
		// The importing library saved the series from the catalog, and so keeps its guide.
		const target = await openIoGateway();
		await familyClient(target.app, TV).quickSave('1396');
		await importOk(target, await exportDoc(source));
		expect((await statsOf(source)).tv.watched.episodes).toBe(11);
		expect((await statsOf(target)).tv.watched.episodes).toBe(6);
	});
});
