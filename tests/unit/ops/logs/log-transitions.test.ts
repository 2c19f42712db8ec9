/** Spec section 3: what adding and deleting a watch log does to the saved title's status and counters. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, MOVIE, TV } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

const STATUSES = ['want_to_watch', 'watching', 'watched', 'completed', 'dropped', 'on_hold'] as const;

async function setup(family = TV) {
	const t = await openTestGateway();
	return { t, c: familyClient(t.app, family) };
}

describe('add log: status moves of spec section 3', () => {
	it.each(STATUSES.filter((s) => s !== 'completed'))('a %s series moves to watching', async (status) => {
		const { c } = await setup(TV);
		const record = await c.save(0, { status });
		await c.log(record.id, { watchedOn: '2024-03-01', seasonFrom: 1, episodeFrom: 1 });
		expect((await c.record(record.id)).status).toBe('watching');
	});

	it('a completed series stays completed', async () => {
		const { c } = await setup(TV);
		const record = await c.save(0, { status: 'completed' });
		const added = expectOk(await c.addLog({ log: { mediaRecordId: record.id, watchedOn: '2024-03-01' } }));
		expect(added.created).toBe(true);
		expect((await c.record(record.id)).status).toBe('completed');
	});

	it.each(STATUSES)('a %s movie moves to watched', async (status) => {
		const { c } = await setup(MOVIE);
		const record = await c.save(0, { status });
		await c.log(record.id, { watchedOn: '2024-03-01' });
		expect((await c.record(record.id)).status).toBe('watched');
	});
});

describe.each(FAMILIES)('$kind: counters and delete log', (family) => {
	it('each add refreshes the watch count and last-watched date', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		expect(record.watchCount).toBe(0);
		expect(record.lastWatchedOn).toBeNull();
		await c.log(record.id, { watchedOn: '2024-05-10' });
		let saved = await c.record(record.id);
		expect([saved.watchCount, saved.lastWatchedOn]).toEqual([1, '2024-05-10']);
		await c.log(record.id, { watchedOn: '2023-01-02' });
		saved = await c.record(record.id);
		expect([saved.watchCount, saved.lastWatchedOn]).toEqual([2, '2024-05-10']);
		await c.log(record.id, { watchedOn: '2025-07-07' });
		saved = await c.record(record.id);
		expect([saved.watchCount, saved.lastWatchedOn]).toEqual([3, '2025-07-07']);
	});

	it('delete log leaves the status as it is and refreshes the watch count and last-watched date', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		await c.log(record.id, { watchedOn: '2024-01-01' });
		const latest = await c.log(record.id, { watchedOn: '2024-06-01' });
		// The user then sets a status of their own: deleting a log must not undo it.
		const body = { ...(await c.record(record.id)), status: 'on_hold' };
		expectOk(await c.upsertRecord({ record: body }));

		const result = expectOk(await c.deleteLog(latest.watchLogId));
		expect(result).toEqual({ deleted: { [family.resources.log]: 1 } });
		const saved = await c.record(record.id);
		expect(saved.status).toBe('on_hold');
		expect([saved.watchCount, saved.lastWatchedOn]).toEqual([1, '2024-01-01']);
		expect((await c.logs()).map((l) => l.watchLogId)).not.toContain(latest.watchLogId);
	});

	it('deleting the last log resets the counters to none', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		const only = await c.log(record.id, { watchedOn: '2024-01-01' });
		expectOk(await c.deleteLog(only.watchLogId));
		const saved = await c.record(record.id);
		expect([saved.watchCount, saved.lastWatchedOn]).toEqual([0, null]);
		expect((await c.stats()).totals.watchLogs).toBe(0);
	});

	it('delete log updates the stats', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		const a = await c.log(record.id, { watchedOn: '2024-01-01' });
		await c.log(record.id, { watchedOn: '2024-01-20' });
		expect((await c.stats()).byMonth).toMatchObject([{ month: '2024-01', count: 2 }]);
		expectOk(await c.deleteLog(a.watchLogId));
		const stats = await c.stats();
		expect(stats.totals.watchLogs).toBe(1);
		expect(stats.byMonth).toMatchObject([{ month: '2024-01', count: 1 }]);
	});

	it('delete of an unknown log is not_found at watchLogId and changes nothing', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		await c.log(record.id, { watchedOn: '2024-01-01' });
		const before = await c.state();
		const error = expectError(await c.deleteLog('no-such-log'));
		expect(error.code).toBe('not_found');
		expect(error.issues?.[0]?.path).toBe('watchLogId');
		expect(await c.state()).toEqual(before);
	});

	it('a log deleted twice is not_found the second time', async () => {
		const { c } = await setup(family);
		const record = await c.save();
		const log = await c.log(record.id, { watchedOn: '2024-01-01' });
		expectOk(await c.deleteLog(log.watchLogId));
		expect(expectError(await c.deleteLog(log.watchLogId)).code).toBe('not_found');
	});
});
