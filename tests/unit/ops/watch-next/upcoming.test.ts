/** Upcoming through the gateway: episodes of saved series and want-to-watch releases in the next days. */
import { describe, expect, it } from 'vitest';
import { expectError, expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

async function save(t: TestGateway, kind: 'tv' | 'movie', providerId: string, status?: string) {
	const operation = kind === 'tv' ? 'tv_series_upsertTvSeriesRecord' : 'movies_upsertMovieRecord';
	return expectOk(await t.app.svc_create({ operation, input: { providerId, ...(status ? { status } : {}) } })).record.id as string;
}

describe('Upcoming', () => {
	it("lists a followed series' episodes airing in the next 90 days, day by day, and which series need fetching", async () => {
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z' });
		// A quick save keeps the series' guide; a full body asks the provider nothing, so keeps none.
		const severance = await save(t, 'tv', '95396', 'watching');
		const body = { providerRef: { provider: 'tmdb', mediaType: 'tv', id: '1396' }, title: 'Breaking Bad', status: 'watching' };
		const breakingBad = expectOk(await t.app.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { record: body } })).record.id;
		await save(t, 'tv', '100088', 'dropped');

		const { items, needsRefresh } = expectOk(await t.app.svc_find({ operation: 'tv_series_queryUpcoming', input: {} }));
		expect(items.map((i: any) => `${i.date} S${i.seasonNumber}E${i.episodeNumber}`)).toEqual(
			['01-24', '01-31', '02-07', '02-14', '02-21', '02-28', '03-07', '03-14', '03-21'].map((d, i) => `2025-${d} S2E${i + 2}`)
		);
		expect(items[0]).toMatchObject({ title: 'Severance', mediaRecordId: severance, episodeName: 'Goodbye, Mrs. Selvig' });
		expect(needsRefresh).toEqual([breakingBad]);

		const nextMonth = expectOk(await t.app.svc_find({ operation: 'tv_series_queryUpcoming', input: { days: 30 } }));
		expect(nextMonth.items.at(-1).date).toBe('2025-02-14');
	});

	it('lists films on the want-to-watch list released in the window, and not the ones already out', async () => {
		const t = await openTestGateway({ start: '2025-01-20T10:00:00.000Z' });
		const sinners = await save(t, 'movie', '1233413');
		await save(t, 'movie', '693134');
		await save(t, 'movie', '402431', 'watched');
		const { items } = expectOk(await t.app.svc_find({ operation: 'movies_queryUpcoming', input: {} }));
		expect(items).toEqual([{ date: '2025-04-18', mediaRecordId: sinners, providerId: '1233413', title: 'Sinners' }]);
	});

	it('refuses a window beyond a year', async () => {
		const t = await openTestGateway();
		expect(expectError(await t.app.svc_find({ operation: 'tv_series_queryUpcoming', input: { days: 400 } }))).toMatchObject({
			code: 'invalid_input',
			issues: [{ path: 'days' }]
		});
	});
});
