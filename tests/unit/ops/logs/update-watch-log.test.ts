/** Rewriting a watch log: the body replaces the stored fields; counters of every touched title follow. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const record = await c.save(0);
	return { t, c, id: record.id };
}

describe.each(FAMILIES)('$kind: update watch log', (family) => {
	it('an unknown watchLogId is not_found at watchLogId and changes nothing', async () => {
		const { c, id } = await setup(family);
		await c.log(id, { watchedOn: '2024-01-01' });
		const before = await c.state();
		const error = expectError(await c.updateLog({ watchLogId: 'missing', log: { mediaRecordId: id, watchedOn: '2024-02-02' } }));
		expect(error.code).toBe('not_found');
		expect(error.issues?.map((i) => i.path)).toEqual(['watchLogId']);
		expect(await c.state()).toEqual(before);
	});

	it('the body replaces the stored fields: omitted ones disappear', async () => {
		const { c, id } = await setup(family);
		const log = await c.log(id, {
			watchedOn: '2024-01-01',
			platform: 'Cinema One',
			platformType: 'streaming',
			notes: 'First time',
			rating: 'like',
			locationLabel: 'Downtown'
		});
		const data = expectOk(await c.updateLog({ watchLogId: log.watchLogId, log: { mediaRecordId: id, watchedOn: '2024-01-01', rating: 'love' } }));
		expect(data.created).toBe(false);
		const [stored] = await c.logs();
		expect(stored).toEqual(data.log);
		expect(stored.rating).toBe('love');
		expect(stored.platformType).toBe('theater');
		for (const gone of ['platform', 'notes', 'locationLabel']) expect(stored).not.toHaveProperty(gone);
	});

	it('keeps createdAt and moves updatedAt to now', async () => {
		const { t, c, id } = await setup(family);
		const log = await c.log(id, { watchedOn: '2024-01-01' });
		t.clock.set('2025-06-01T18:45:00.000Z');
		const { log: updated } = expectOk(await c.updateLog({ watchLogId: log.watchLogId, log: { mediaRecordId: id, watchedOn: '2024-01-03' } }));
		expect(updated.createdAt).toBe('2025-01-10T09:00:00.000Z');
		expect(updated.updatedAt).toBe('2025-06-01T18:45:00.000Z');
		expect(updated.watchLogId).toBe(log.watchLogId);
	});

	it('without watchedOn the date is defaulted again', async () => {
		const { c, id } = await setup(family);
		const log = await c.log(id, { watchedOn: '2024-05-05' });
		expect(log.watchedOnDefaulted).toBe(false);
		const { log: updated } = expectOk(await c.updateLog({ watchLogId: log.watchLogId, log: { mediaRecordId: id } }));
		expect([updated.watchedOn, updated.watchedOnDefaulted]).toEqual([family.sample.date, true]);
	});

	it("changing the date refreshes the title's last-watched date and the stats", async () => {
		const { c, id } = await setup(family);
		await c.log(id, { watchedOn: '2024-03-01' });
		const latest = await c.log(id, { watchedOn: '2024-09-01' });
		expect((await c.record(id)).lastWatchedOn).toBe('2024-09-01');
		expectOk(await c.updateLog({ watchLogId: latest.watchLogId, log: { mediaRecordId: id, watchedOn: '2023-12-31' } }));
		const saved = await c.record(id);
		expect([saved.watchCount, saved.lastWatchedOn]).toEqual([2, '2024-03-01']);
		const stats = await c.stats();
		expect(stats.byYear).toMatchObject([
			{ year: 2023, count: 1 },
			{ year: 2024, count: 1 }
		]);
	});

	it('moving a log to another title refreshes both titles and takes the new title', async () => {
		const { c, id } = await setup(family);
		const other = await c.save(1);
		await c.log(id, { watchedOn: '2024-01-01' });
		const moving = await c.log(id, { watchedOn: '2024-02-01' });
		const { log } = expectOk(await c.updateLog({ watchLogId: moving.watchLogId, log: { mediaRecordId: other.id, watchedOn: '2024-02-01' } }));
		expect(log.title).toBe(other.title);
		const [from, to] = [await c.record(id), await c.record(other.id)];
		expect([from.watchCount, from.lastWatchedOn]).toEqual([1, '2024-01-01']);
		expect([to.watchCount, to.lastWatchedOn]).toEqual([1, '2024-02-01']);
		expect((await c.logs({ mediaRecordId: other.id })).map((l) => l.watchLogId)).toEqual([moving.watchLogId]);
		expect((await c.stats()).totals.watchLogs).toBe(2);
	});

	it('a rule violation on update changes nothing', async () => {
		const { t, c, id } = await setup(family);
		const log = await c.log(id, { watchedOn: '2024-01-01', notes: 'keep me' });
		const gone = await t.gateway.people.add({ name: 'Ana' });
		await t.gateway.people.setActive(gone.id, false);
		const before = await c.state();
		const bad = { mediaRecordId: id, watchedOn: '2024-02-02', watchedWithPersonIds: [gone.id] };
		const error = expectError(await c.updateLog({ watchLogId: log.watchLogId, log: bad }));
		expect(error.code).toBe('invalid_input');
		expect(error.issues?.map((i) => i.path)).toEqual(['log.watchedWithPersonIds.0']);
		const missing = expectError(await c.updateLog({ watchLogId: log.watchLogId, log: { mediaRecordId: 'nope' } }));
		expect([missing.code, missing.issues?.[0]?.path]).toEqual(['not_found', 'log.mediaRecordId']);
		expect(await c.state()).toEqual(before);
	});

	it('a full row read back can be edited and sent as the body', async () => {
		const { c, id } = await setup(family);
		await c.log(id, { watchedOn: '2024-01-01', notes: 'Loved it', platform: 'Home' });
		const [row] = await c.logs();
		const { log } = expectOk(await c.updateLog({ watchLogId: row.watchLogId, log: { ...row, rating: 'okay' } }));
		expect(log).toEqual({ ...row, rating: 'okay', updatedAt: log.updatedAt });
	});

	it("a new record title reaches the title's logs", async () => {
		const { c, id } = await setup(family);
		const other = await c.save(1);
		await c.log(id, { watchedOn: '2024-01-01' });
		await c.log(other.id, { watchedOn: '2024-01-02' });
		const renamed = { ...(await c.record(id)), title: 'My Own Title' };
		expectOk(await c.upsertRecord({ record: renamed }));
		const summary = expectOk(await c.queryLogs({ mediaRecordId: id }));
		expect(summary.items.map((l: any) => l.title)).toEqual(['My Own Title']);
		expect((await c.logs({ mediaRecordId: other.id }))[0].title).toBe(other.title);
	});
});
