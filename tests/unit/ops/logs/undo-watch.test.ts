/**
 * The Undo of a watch just logged in the app (logWatch answers what it moved, undoWatch takes it
 * back): the log goes, the title's status, progress and rating return to what they were where the
 * log moved them, the counts follow, and a log already gone is refused with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES, MOVIE, TV, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family, overrides: Record<string, unknown> = {}) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const { id } = await c.save(0, overrides);
	const ops = t.gateway.ops[family.kind];
	const logWatch = async (fields: Record<string, unknown>) => expectOk(await ops.logWatch({ log: { mediaRecordId: id, ...fields } }));
	const undo = (logged: { log: { watchLogId: string }; changed: object }) => ops.undoWatch({ watchLogId: logged.log.watchLogId, changed: logged.changed });
	return { t, c, id, ops, logWatch, undo };
}

describe.each(FAMILIES)('$kind: undo of a watch just logged', (family) => {
	it('removes exactly that log; the status, rating and counts return to what they were', async () => {
		const { c, id, logWatch, undo } = await setup(family, { status: 'want_to_watch' });
		const kept = await logWatch({ watchedOn: '2023-03-01' });
		const before = await c.state();
		const logged = await logWatch({ watchedOn: '2024-05-01', rating: 'love', ...(family === TV ? { seasonFrom: 1, episodeFrom: 1 } : {}) });
		const after = await c.record(id);
		expect([after.watchCount, after.lastWatchedOn, after.rating]).toEqual([2, '2024-05-01', 'love']);
		expect(expectOk(await undo(logged))).toEqual({ deleted: { [family.resources.log]: 1 } });
		const state = await c.state();
		expect(state.logs.map((l) => l.watchLogId)).toEqual([kept.log.watchLogId]);
		// The records differ only in when they were last written.
		expect(state.records.map(({ updatedAt: _, ...r }) => r)).toEqual(before.records.map(({ updatedAt: _, ...r }) => r));
		expect(state.stats).toEqual(before.stats);
	});

	it('of a log already gone is not_found at watchLogId, and changes nothing', async () => {
		const { c, logWatch, undo } = await setup(family, { status: 'want_to_watch' });
		const logged = await logWatch({ watchedOn: '2024-05-01', rating: 'like' });
		expectOk(await undo(logged));
		const before = await c.state();
		const error = expectError(await undo(logged));
		expect(error.code).toBe('not_found');
		expect(error.issues?.map((i) => i.path)).toEqual(['watchLogId']);
		expect(await c.state()).toEqual(before);
	});

	it('leaves a field changed since the log as it was changed', async () => {
		const { c, id, ops, logWatch, undo } = await setup(family, { status: 'want_to_watch' });
		const logged = await logWatch({ watchedOn: '2024-05-01', rating: 'like' });
		expectOk(await ops.patchRecord({ mediaRecordId: id, status: 'on_hold' }));
		expectOk(await undo(logged));
		const record = await c.record(id);
		expect(record.status).toBe('on_hold');
		expect(record.rating).toBeUndefined();
	});

	it('refuses changes that are not a title’s fields, and deletes nothing', async () => {
		const { c, ops, logWatch } = await setup(family);
		const logged = await logWatch({ watchedOn: '2024-05-01' });
		const error = expectError(await ops.undoWatch({ watchLogId: logged.log.watchLogId, changed: { status: { from: 'gone', to: 'watched' } } as never }));
		expect(error.code).toBe('invalid_input');
		expect(await c.logs()).toHaveLength(1);
	});
});

describe('undo of a TV log: progress', () => {
	it('returns to the episode before the log, and the status to the one before', async () => {
		const { c, id, ops, logWatch, undo } = await setup(TV);
		await logWatch({ watchedOn: '2024-05-01', seasonFrom: 1, episodeFrom: 1, episodeTo: 2 });
		expectOk(await ops.patchRecord({ mediaRecordId: id, status: 'on_hold' }));
		const logged = await logWatch({ watchedOn: '2024-05-02', seasonFrom: 1, episodeFrom: 3 });
		expect(logged.changed).toEqual({ status: { from: 'on_hold', to: 'watching' }, progress: { from: { currentSeason: 1, currentEpisode: 2 }, to: { currentSeason: 1, currentEpisode: 3 } } });
		expectOk(await undo(logged));
		const record = await c.record(id);
		expect([record.status, record.currentSeason, record.currentEpisode, record.watchCount, record.lastWatchedOn]).toEqual(['on_hold', 1, 2, 1, '2024-05-01']);
	});

	it('of a series never started leaves it with no progress', async () => {
		const { c, id, logWatch, undo } = await setup(TV, { status: 'want_to_watch' });
		const logged = await logWatch({ seasonFrom: 1, episodeFrom: 1 });
		expectOk(await undo(logged));
		const record = await c.record(id);
		expect(record).not.toHaveProperty('currentSeason');
		expect(record).not.toHaveProperty('currentEpisode');
		expect(record.status).toBe('want_to_watch');
	});

	it('puts back nothing a log did not move: a completed series past that episode stays as it is', async () => {
		const { c, id, ops, logWatch, undo } = await setup(TV, { status: 'completed', currentSeason: 2, currentEpisode: 5, rating: 'like' });
		const logged = await logWatch({ watchedOn: '2024-05-01', seasonFrom: 1, episodeFrom: 1 });
		expect(logged.changed).toEqual({});
		// A later edit on the title page is not the log's to take back.
		expectOk(await ops.patchRecord({ mediaRecordId: id, rating: 'love' }));
		expectOk(await undo(logged));
		const record = await c.record(id);
		expect([record.status, record.currentSeason, record.currentEpisode, record.rating, record.watchCount]).toEqual(['completed', 2, 5, 'love', 0]);
	});
});

describe('undo of a movie watch', () => {
	it('makes a film wished for again, with no rating, after its only watch is taken back', async () => {
		const { c, id, logWatch, undo } = await setup(MOVIE, { status: 'want_to_watch' });
		const logged = await logWatch({ watchedOn: '2024-05-01', rating: 'love' });
		expect(logged.changed).toEqual({ status: { from: 'want_to_watch', to: 'watched' }, rating: { from: null, to: 'love' } });
		expectOk(await undo(logged));
		const record = await c.record(id);
		expect([record.status, record.rating, record.watchCount, record.lastWatchedOn]).toEqual(['want_to_watch', undefined, 0, null]);
		expect((await c.stats()).totals).toMatchObject({ watchLogs: 0, rated: 0 });
	});
});
