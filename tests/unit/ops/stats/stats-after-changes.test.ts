/** Stats follow every change to the library: statuses, ratings, logs and deleted titles. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectOk, openTestGateway } from '../../../fixtures/gateway';

/** Rows of byYear or byMonth, their watch counts alone (episodes and minutes are watch-figures.test.ts's). */
const counts = (rows: { episodes: number; minutes: number }[]) => rows.map(({ episodes: _e, minutes: _m, ...row }) => row);

describe.each(FAMILIES.map((f) => [f.ops.stats, f] as [string, Family]))('%s after changes', (_name, f) => {
	it('moves a title between statuses when its status changes', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await c.saveBody(f.body({ status: 'want_to_watch' }, '1'));
		await c.saveBody(f.body({ status: 'on_hold' }, '1'));
		const result = await c.stats();
		expect(result.totals.saved).toBe(1);
		expect(result.totals.byStatus.want_to_watch).toBe(0);
		expect(result.totals.byStatus.on_hold).toBe(1);
	});

	it('moves the status a watch log sets', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const saved = await c.quickSave(f.sample.providerId);
		await c.log(saved.id, { watchedOn: '2024-01-01' });
		const byStatus = (await c.stats()).totals.byStatus;
		expect(byStatus.want_to_watch).toBe(0);
		expect(byStatus[f.kind === 'tv' ? 'watching' : 'watched']).toBe(1);
	});

	it('moves the rating distribution when a rating changes or is removed', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await c.saveBody(f.body({ rating: 'okay' }, '1'));
		await c.saveBody(f.body({ rating: 'okay' }, '2'));
		await c.saveBody(f.body({ rating: 'like' }, '1'));
		let result = await c.stats();
		expect(result.ratings).toEqual({ dislike: 0, okay: 1, like: 1, love: 0, unrated: 0 });
		expect(result.totals.rated).toBe(2);
		await c.saveBody(f.body({}, '2'));
		result = await c.stats();
		expect(result.ratings).toEqual({ dislike: 0, okay: 0, like: 1, love: 0, unrated: 1 });
		expect(result.totals.rated).toBe(1);
	});

	it('does not count a title twice when it is quick saved again', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		await c.quickSave(f.sample.providerId, { status: 'dropped' });
		await c.quickSave(f.sample.providerId);
		const result = await c.stats();
		expect(result.totals.saved).toBe(1);
		expect(result.totals.byStatus.dropped).toBe(1);
	});

	it('drops a deleted watch log from the month and year counts', async () => {
		const { app } = await openTestGateway();
		const client = familyClient(app, f);
		const saved = await client.quickSave(f.sample.providerId);
		const a = await client.log(saved.id, { watchedOn: '2024-02-01' });
		await client.log(saved.id, { watchedOn: '2024-02-20' });
		const c = await client.log(saved.id, { watchedOn: '2025-03-03' });
		expectOk(await app.svc_delete({ operation: f.ops.deleteLog, input: { watchLogId: a.watchLogId } }));
		expectOk(await app.svc_delete({ operation: f.ops.deleteLog, input: { watchLogId: c.watchLogId } }));
		const result = await client.stats();
		expect(result.totals.watchLogs).toBe(1);
		expect(counts(result.byYear)).toEqual([{ year: 2024, count: 1 }]);
		expect(counts(result.byMonth)).toEqual([{ month: '2024-02', count: 1 }]);
	});

	it('moves a log to its new month when its date is rewritten', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const saved = await c.quickSave(f.sample.providerId);
		const log = await c.log(saved.id, { watchedOn: '2024-02-01' });
		expectOk(
			await app.svc_update({ operation: f.ops.updateLog, input: { watchLogId: log.watchLogId, log: { mediaRecordId: saved.id, watchedOn: '2023-08-09' } } })
		);
		const result = await c.stats();
		expect(result.totals.watchLogs).toBe(1);
		expect(counts(result.byMonth)).toEqual([{ month: '2023-08', count: 1 }]);
		expect(counts(result.byYear)).toEqual([{ year: 2023, count: 1 }]);
	});

	it('forgets a deleted title with its logs and rating', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const gone = await c.saveBody(f.body({ rating: 'love', status: 'completed' }, '1'));
		const kept = await c.saveBody(f.body({ rating: 'dislike', status: 'dropped' }, '2'));
		await c.log(gone.id, { watchedOn: '2024-06-01' });
		await c.log(kept.id, { watchedOn: '2024-06-15' });
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: gone.id } }));
		const result = await c.stats();
		expect(result.totals.saved).toBe(1);
		expect(result.totals.watchLogs).toBe(1);
		expect(result.totals.rated).toBe(1);
		expect(result.ratings).toEqual({ dislike: 1, okay: 0, like: 0, love: 0, unrated: 0 });
		expect(counts(result.byMonth)).toEqual([{ month: '2024-06', count: 1 }]);
		expect(result.totals.byStatus.completed).toBe(0);
	});
});
