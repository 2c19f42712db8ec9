/**
 * DESIGN 12: a watch the person logs or edits in the app (logWatch, editWatch) gives the title its
 * rating when it is the title's newest watch; the spec's add and update, as agents and imports call
 * them, keep the two ratings apart.
 */
import { describe, expect, it } from 'vitest';
import { TOOL_NAMES } from '../../../../src/lib/domain/tools';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectOk, openTestGateway } from '../../../fixtures/gateway';

async function setup(family: Family) {
	const t = await openTestGateway({ start: '2025-01-10T09:00:00.000Z' });
	const c = familyClient(t.app, family);
	const { id } = await c.save(0);
	const ops = t.gateway.ops[family.kind];
	const logWatch = async (fields: Record<string, unknown>) => {
		// Two logs of one test never share a creation time: the later one is the newer on the same day.
		t.clock.advance(1_000);
		return expectOk(await ops.logWatch({ log: { mediaRecordId: id, ...fields } })).log;
	};
	const rating = async () => (await c.record(id)).rating;
	return { t, c, id, ops, logWatch, rating };
}

describe.each(FAMILIES)('$kind: the rating given when the person logs a watch', (family) => {
	it('becomes the title’s rating, and Stats count the title as rated', async () => {
		const { c, logWatch, rating } = await setup(family);
		await logWatch({ watchedOn: '2024-05-01', rating: 'love' });
		expect(await rating()).toBe('love');
		const stats = await c.stats();
		expect(stats.totals.rated).toBe(1);
		expect(stats.ratings.love).toBe(1);
	});

	it('of a watch older than the newest leaves the title’s rating as it is', async () => {
		const { logWatch, rating } = await setup(family);
		await logWatch({ watchedOn: '2024-06-01', rating: 'like' });
		await logWatch({ watchedOn: '2023-01-01', rating: 'dislike' });
		expect(await rating()).toBe('like');
	});

	it('of two watches on one day, the one logged later is the newest', async () => {
		const { logWatch, rating } = await setup(family);
		await logWatch({ watchedOn: '2024-06-01', rating: 'okay' });
		await logWatch({ watchedOn: '2024-06-01', rating: 'love' });
		expect(await rating()).toBe('love');
	});

	it('is not taken from a newest watch with no rating, and the title’s own stays editable', async () => {
		const { ops, id, logWatch, rating } = await setup(family);
		await logWatch({ watchedOn: '2024-06-01', rating: 'like' });
		expectOk(await ops.patchRecord({ mediaRecordId: id, rating: 'okay' }));
		await logWatch({ watchedOn: '2024-07-01' });
		expect(await rating()).toBe('okay');
		expectOk(await ops.patchRecord({ mediaRecordId: id, rating: null }));
		expect(await rating()).toBeUndefined();
	});

	it('edited on the newest watch becomes the title’s; edited on an older one does not', async () => {
		const { ops, id, logWatch, rating } = await setup(family);
		const older = await logWatch({ watchedOn: '2023-01-01', rating: 'like' });
		const newest = await logWatch({ watchedOn: '2024-01-01', rating: 'like' });
		expectOk(await ops.editWatch({ watchLogId: older.watchLogId, log: { mediaRecordId: id, watchedOn: '2023-01-01', rating: 'dislike' } }));
		expect(await rating()).toBe('like');
		expectOk(await ops.editWatch({ watchLogId: newest.watchLogId, log: { mediaRecordId: id, watchedOn: '2024-01-01', rating: 'love' } }));
		expect(await rating()).toBe('love');
		// Moved to a later day, the older watch becomes the newest and its rating the title's.
		expectOk(await ops.editWatch({ watchLogId: older.watchLogId, log: { mediaRecordId: id, watchedOn: '2025-01-01', rating: 'dislike' } }));
		expect(await rating()).toBe('dislike');
	});

	it('is not given again by an edit that keeps the newest watch’s rating and day', async () => {
		const { ops, id, logWatch, rating } = await setup(family);
		const newest = await logWatch({ watchedOn: '2024-01-01', rating: 'like' });
		expectOk(await ops.patchRecord({ mediaRecordId: id, rating: 'love' }));
		expectOk(await ops.editWatch({ watchLogId: newest.watchLogId, log: { mediaRecordId: id, watchedOn: '2024-01-01', rating: 'like', notes: 'Better the second time' } }));
		expect(await rating()).toBe('love');
	});
});

describe.each(FAMILIES)('$kind: the spec’s add and update keep the two ratings apart', (family) => {
	it('an agent’s rated watch, newest or not, leaves the title’s rating alone', async () => {
		const { t, id, rating } = await setup(family);
		await t.gateway.saveConnection({ id: 'agent', label: 'AI agent in this browser', tools: [...TOOL_NAMES] });
		const added = expectOk(await t.agent.svc_create({ operation: family.ops.addLog, input: { log: { mediaRecordId: id, watchedOn: '2024-05-01', rating: 'love' } } }));
		expect(added.log.rating).toBe('love');
		expect(await rating()).toBeUndefined();
		const input = { watchLogId: added.log.watchLogId, log: { mediaRecordId: id, watchedOn: '2024-05-02', rating: 'dislike' } };
		expectOk(await t.agent.svc_update({ operation: family.ops.updateLog, input }));
		expect(await rating()).toBeUndefined();
	});

	it('the app’s own calls of the spec’s add leave it alone too, and answer no changes', async () => {
		const { c, id, rating } = await setup(family);
		const added = expectOk(await c.addLog({ log: { mediaRecordId: id, watchedOn: '2024-05-01', rating: 'like' } }));
		expect(Object.keys(added).sort()).toEqual(['created', 'log']);
		expect(await rating()).toBeUndefined();
		expect((await c.stats()).totals.rated).toBe(0);
	});
});
