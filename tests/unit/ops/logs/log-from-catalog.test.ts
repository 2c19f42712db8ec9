/**
 * A title logged straight from the catalog (Discover's Log): saved as the log leaves it, with its
 * watch and rating, in one transaction; a refused log leaves no title behind; a title already
 * saved keeps its own fields and moves as for any log.
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES, TV, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const ops = t.gateway.ops[family.kind];
	const episode = family === TV ? { seasonFrom: 1, episodeFrom: 1 } : {};
	return { t, c, ops, episode };
}

describe.each(FAMILIES)('$kind: a watch logged from the catalog', (family) => {
	const watched = family === TV ? 'watching' : 'watched';

	it('saves the title as the log leaves it, with the watch and its rating', async () => {
		const { c, ops, episode } = await setup(family);
		const logged = expectOk(await ops.logFromCatalog({ providerId: family.sample.providerId, log: { watchedOn: '2025-01-09', rating: 'love', ...episode } }));
		expect([logged.created, logged.recordCreated]).toEqual([true, true]);
		const record = await c.record(logged.record.id);
		expect([record.title, record.status, record.rating, record.watchCount, record.lastWatchedOn]).toEqual([family.sample.title, watched, 'love', 1, '2025-01-09']);
		expect(record.runtimeMinutes).toBe(family.sample.runtimeMinutes);
		if (family === TV) expect([record.currentSeason, record.currentEpisode]).toEqual([1, 1]);
		const logs = await c.logs();
		expect(logs.map((l) => [l.mediaRecordId, l.watchedOn, l.rating])).toEqual([[record.id, '2025-01-09', 'love']]);
		expect((await c.stats()).totals.watchLogs).toBe(1);
	});

	it('refused at the log (a companion who is not a People record) leaves no title saved', async () => {
		const { c, ops } = await setup(family);
		const before = await c.state();
		const error = expectError(await ops.logFromCatalog({ providerId: family.sample.providerId, log: { watchedOn: '2025-01-09', watchedWithPersonIds: ['nobody'] } }));
		expect(error.code).toBe('invalid_input');
		expect(error.issues?.map((i) => i.path)).toEqual(['log.watchedWithPersonIds.0']);
		expect(await c.state()).toEqual(before);
	});

	it('of a title the catalog does not have is not_found, and saves nothing', async () => {
		const { c, ops } = await setup(family);
		const before = await c.state();
		expect(expectError(await ops.logFromCatalog({ providerId: '999999999', log: { rating: 'like' } })).code).toBe('not_found');
		expect(await c.state()).toEqual(before);
	});

	it('of a title already saved keeps its status moves, notes and tags, and answers what it moved', async () => {
		const { c, ops, episode } = await setup(family);
		const saved = await c.save(0, { status: 'want_to_watch', tags: ['cosy'], journalNotes: 'Mum’s pick' });
		const logged = expectOk(await ops.logFromCatalog({ providerId: family.sample.providerId, log: { watchedOn: '2025-01-09', rating: 'okay', ...episode } }));
		expect([logged.recordCreated, logged.record.id]).toEqual([false, saved.id]);
		expect(logged.changed.status).toEqual({ from: 'want_to_watch', to: watched });
		expect(logged.changed.rating).toEqual({ from: null, to: 'okay' });
		const record = await c.record(saved.id);
		expect([record.status, record.rating, record.tags, record.journalNotes, record.watchCount]).toEqual([watched, 'okay', ['cosy'], 'Mum’s pick', 1]);
		expect(await c.records()).toHaveLength(1);
	});
});
