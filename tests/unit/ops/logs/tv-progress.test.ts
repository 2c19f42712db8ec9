/** TV progress through the operations: logs move currentSeason/currentEpisode forward, never back. */
import { describe, expect, it } from 'vitest';
import { MOVIE, TV } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(overrides: Record<string, unknown> = {}) {
	const t = await openTestGateway();
	const c = familyClient(t.app, TV);
	const record = await c.save(0, overrides);
	const progress = async () => {
		const saved = await c.record(record.id);
		return [saved.currentSeason, saved.currentEpisode];
	};
	return { t, c, id: record.id, progress };
}

describe('tv progress on add', () => {
	it('a range S1E1-E5 moves progress to season 1 episode 5', async () => {
		const { c, id, progress } = await setup();
		expect(await progress()).toEqual([undefined, undefined]);
		await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 1, episodeTo: 5 });
		expect(await progress()).toEqual([1, 5]);
	});

	it('a later log of S1E3 does not move progress back', async () => {
		const { c, id, progress } = await setup();
		await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 1, episodeTo: 5 });
		await c.log(id, { watchedOn: '2024-02-01', seasonFrom: 1, episodeFrom: 3 });
		expect(await progress()).toEqual([1, 5]);
	});

	it('a whole season S2 (seasonFrom only) moves progress to season 2', async () => {
		const { c, id, progress } = await setup();
		await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 1, episodeTo: 5 });
		await c.log(id, { watchedOn: '2024-02-01', seasonFrom: 2 });
		const [season, episode] = await progress();
		expect(season).toBe(2);
		// Season 1's episode 5 says nothing about season 2.
		expect(episode).not.toBe(5);
	});

	it('a range across seasons ends at its last season and episode', async () => {
		const { c, id, progress } = await setup();
		await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 8, seasonTo: 2, episodeTo: 2 });
		expect(await progress()).toEqual([2, 2]);
	});

	it('progress set in the record body is not moved back by an earlier episode', async () => {
		const { c, id, progress } = await setup({ currentSeason: 3, currentEpisode: 4 });
		await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 2, episodeFrom: 10, episodeTo: 13 });
		expect(await progress()).toEqual([3, 4]);
		await c.log(id, { watchedOn: '2024-01-02', seasonFrom: 3, episodeFrom: 5 });
		expect(await progress()).toEqual([3, 5]);
	});

	it('a log without seasons leaves progress as it is', async () => {
		const { c, id, progress } = await setup({ currentSeason: 2, currentEpisode: 3 });
		await c.log(id, { watchedOn: '2024-01-01' });
		expect(await progress()).toEqual([2, 3]);
	});
});

describe('tv progress on update and delete', () => {
	it('update log moves progress forward, not back', async () => {
		const { c, id, progress } = await setup();
		const first = await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 1, episodeTo: 2 });
		await c.log(id, { watchedOn: '2024-01-02', seasonFrom: 1, episodeFrom: 3, episodeTo: 4 });
		expect(await progress()).toEqual([1, 4]);

		const back = { mediaRecordId: id, watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 1 };
		expectOk(await c.updateLog({ watchLogId: first.watchLogId, log: back }));
		expect(await progress()).toEqual([1, 4]);

		const ahead = { mediaRecordId: id, watchedOn: '2024-01-01', seasonFrom: 3, episodeFrom: 1, episodeTo: 2 };
		expectOk(await c.updateLog({ watchLogId: first.watchLogId, log: ahead }));
		expect(await progress()).toEqual([3, 2]);
	});

	it('update log does not move the status', async () => {
		const { c, id } = await setup();
		const log = await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 1 });
		expectOk(await c.upsertRecord({ record: { ...(await c.record(id)), status: 'dropped' } }));
		expectOk(await c.updateLog({ watchLogId: log.watchLogId, log: { mediaRecordId: id, watchedOn: '2024-01-05', seasonFrom: 2 } }));
		const saved = await c.record(id);
		expect([saved.status, saved.currentSeason]).toEqual(['dropped', 2]);
	});

	it('delete log keeps progress and status', async () => {
		const { c, id, progress } = await setup();
		await c.log(id, { watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 1, episodeTo: 3 });
		const last = await c.log(id, { watchedOn: '2024-01-02', seasonFrom: 1, episodeFrom: 4, episodeTo: 6 });
		expectOk(await c.deleteLog(last.watchLogId));
		expect(await progress()).toEqual([1, 6]);
		expect((await c.record(id)).status).toBe('watching');
	});
});

describe('movie logs', () => {
	it('carry no progress onto the movie', async () => {
		const t = await openTestGateway();
		const c = familyClient(t.app, MOVIE);
		const record = await c.save();
		await c.log(record.id, { watchedOn: '2024-01-01', seasonFrom: 1, episodeFrom: 2 });
		const saved = await c.record(record.id);
		expect(saved).not.toHaveProperty('currentSeason');
		expect(saved).not.toHaveProperty('currentEpisode');
		expect((await c.logs())[0]).not.toHaveProperty('seasonFrom');
	});
});
