/** Reading one watch log by its ID: the full stored row, however many logs its title has. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

const GET = { tv: 'tv_series_getTvSeriesWatchLog', movie: 'movies_getMovieWatchLog' } as const;
const OTHER = { tv: 'movies_getMovieWatchLog', movie: 'tv_series_getTvSeriesWatchLog' } as const;

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const record = await c.save(0);
	const get = (watchLogId: string, operation: string = GET[family.kind]) => t.app.svc_find({ operation, input: { watchLogId } });
	return { c, id: record.id, get };
}

describe.each(FAMILIES)('get one watch log ($kind)', (family) => {
	it('returns the full stored row, equal to what the full logs query gives', async () => {
		const { c, id, get } = await setup(family);
		const logged = await c.log(id, { watchedOn: '2024-03-01', notes: 'With the lights off', rating: 'love', platform: 'Cinema One' });
		await c.log(id, { watchedOn: '2024-04-01' });
		const { log } = expectOk(await get(logged.watchLogId));
		expect(log).toEqual(logged);
		expect(log).toEqual((await c.logs()).find((l) => l.watchLogId === logged.watchLogId));
		expect(log).not.toHaveProperty('sortKey');
	});

	it('finds the oldest of more logs than a query page holds', async () => {
		const { c, id, get } = await setup(family);
		const oldest = await c.log(id, { watchedOn: '2000-01-01', notes: 'The first time' });
		for (let day = 1; day <= 120; day++) await c.log(id, { watchedOn: '2024-01-01', notes: `Again ${day}` });
		const page = expectOk(await c.queryLogs({ mediaRecordId: id, limit: 100 }));
		expect(page.items.map((l: { watchLogId: string }) => l.watchLogId)).not.toContain(oldest.watchLogId);
		expect(expectOk(await get(oldest.watchLogId)).log).toMatchObject({ watchLogId: oldest.watchLogId, notes: 'The first time' });
	});

	it('answers not_found at watchLogId for a deleted log or a log of the other kind, and changes nothing', async () => {
		const { c, id, get } = await setup(family);
		const log = await c.log(id, { watchedOn: '2024-03-01' });
		expect(expectError(await get(log.watchLogId, OTHER[family.kind]))).toMatchObject({ code: 'not_found', issues: [{ path: 'watchLogId' }] });
		const before = await c.state();
		expectOk(await c.deleteLog(log.watchLogId));
		const after = await c.state();
		expect(expectError(await get(log.watchLogId))).toMatchObject({ code: 'not_found', issues: [{ path: 'watchLogId' }] });
		expect(await c.state()).toEqual(after);
		expect(after).not.toEqual(before);
	});
});
