import { describe, expect, it } from 'vitest';
import { expectOk, openTestGateway } from '../../fixtures/gateway';

describe('a first evening with the app', () => {
	it('saves a movie from the catalog, logs it, and finds it in the library and the stats', async () => {
		const { app } = await openTestGateway();
		const saved = expectOk(await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
		expect(saved.record).toMatchObject({ id: 'movie:tmdb:603', title: 'The Matrix', status: 'want_to_watch' });

		const logged = expectOk(
			await app.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: saved.record.id } } })
		);
		expect(logged.log).toMatchObject({ watchedOn: saved.record.releaseDate, watchedOnDefaulted: true, title: 'The Matrix' });

		const found = expectOk(await app.svc_find({ operation: 'movies_queryMovieRecords', input: { query: 'matr' } }));
		expect(found.items).toEqual([{ id: 'movie:tmdb:603', title: 'The Matrix', status: 'watched', rating: null, year: 1999 }]);

		const stats = expectOk(await app.svc_find({ operation: 'movies_queryMovieStats', input: {} }));
		expect(stats.totals).toMatchObject({ saved: 1, watchLogs: 1 });
		expect(stats.byMonth).toEqual([{ month: saved.record.releaseDate.slice(0, 7), count: 1, episodes: 0, minutes: 136 }]);
		expect(stats.watched).toMatchObject({ watchLogs: 1, minutes: 136, untimedLogs: 0 });
	});
});
