/** Stats: library totals, the rating distribution, and watch logs counted by year and month. */
import { describe, expect, it } from 'vitest';
import type { Tools } from '../../../../src/lib/gateway';
import { FAMILIES, otherFamily, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, openTestGateway } from '../../../fixtures/gateway';

const ZERO_STATUSES = { want_to_watch: 0, watching: 0, watched: 0, completed: 0, dropped: 0, on_hold: 0 };
const NO_RATINGS = { dislike: 0, okay: 0, like: 0, love: 0 };

/** A year's or month's row for logs naming no episode of titles with no runtime: a series' log is one episode. */
const row = (f: Family, count: number) => ({ count, episodes: f.kind === 'tv' ? count : 0, minutes: 0 });

/** Five titles: three rated, two not; statuses spread out. */
async function shelf(app: Tools, f: Family) {
	const c = familyClient(app, f);
	const save = (id: string, fields: Record<string, unknown>) => c.saveBody(f.body(fields, id));
	return [
		await save('1', { title: 'One', status: 'completed', rating: 'love' }),
		await save('2', { title: 'Two', status: 'completed', rating: 'love' }),
		await save('3', { title: 'Three', status: 'dropped', rating: 'dislike' }),
		await save('4', { title: 'Four', status: 'on_hold' }),
		await save('5', { title: 'Five', status: 'want_to_watch' })
	];
}

describe.each(FAMILIES.map((f) => [f.ops.stats, f] as [string, Family]))('%s', (_name, f) => {
	it('is all zeros for an empty library', async () => {
		const { app } = await openTestGateway();
		expect(await familyClient(app, f).stats()).toEqual({
			totals: { saved: 0, byStatus: ZERO_STATUSES, watchLogs: 0, rated: 0 },
			byYear: [],
			byMonth: [],
			ratings: { ...NO_RATINGS, unrated: 0 },
			watched: { watchLogs: 0, episodes: 0, minutes: 0, untimedLogs: 0, ratings: NO_RATINGS }
		});
	});

	it('counts saved titles by status and by rating, unrated included', async () => {
		const { app } = await openTestGateway();
		await shelf(app, f);
		const result = await familyClient(app, f).stats();
		expect(result.totals).toEqual({
			saved: 5,
			byStatus: { ...ZERO_STATUSES, completed: 2, dropped: 1, on_hold: 1, want_to_watch: 1 },
			watchLogs: 0,
			rated: 3
		});
		expect(result.ratings).toEqual({ dislike: 1, okay: 0, like: 0, love: 2, unrated: 2 });
	});

	it('counts watch logs by the year and month they were watched, oldest first', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const [one, two] = await shelf(app, f);
		for (const watchedOn of ['2024-01-15', '2023-12-31', '2024-03-02', '2024-01-01']) {
			await c.log(one!.id, { watchedOn });
		}
		await c.log(two!.id, { watchedOn: '2025-07-04' });
		const result = await c.stats();
		expect(result.totals.watchLogs).toBe(5);
		expect(result.byYear).toEqual([
			{ year: 2023, ...row(f, 1) },
			{ year: 2024, ...row(f, 3) },
			{ year: 2025, ...row(f, 1) }
		]);
		expect(result.byMonth).toEqual([
			{ month: '2023-12', ...row(f, 1) },
			{ month: '2024-01', ...row(f, 2) },
			{ month: '2024-03', ...row(f, 1) },
			{ month: '2025-07', ...row(f, 1) }
		]);
	});

	it('counts a log with a defaulted date in the month of that default', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const [one] = await shelf(app, f);
		await c.log(one!.id);
		const date = String(f.body()[f.dateField]);
		expect((await c.stats()).byMonth).toEqual([{ month: date.slice(0, 7), ...row(f, 1) }]);
	});

	it('narrows byYear, byMonth and what was watched to the year asked, and nothing else', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const [one] = await shelf(app, f);
		for (const watchedOn of ['2023-12-31', '2024-01-01', '2024-01-20', '2024-11-30', '2025-01-01']) {
			await c.log(one!.id, { watchedOn });
		}
		const whole = await c.stats();
		const year = await c.stats({ year: '2024' });
		expect(year.byYear).toEqual([{ year: 2024, ...row(f, 3) }]);
		expect(year.byMonth).toEqual([
			{ month: '2024-01', ...row(f, 2) },
			{ month: '2024-11', ...row(f, 1) }
		]);
		expect(year.watched.watchLogs).toBe(3);
		expect(whole.watched.watchLogs).toBe(5);
		expect(year.totals).toEqual(whole.totals);
		expect(year.ratings).toEqual(whole.ratings);
		const empty = await c.stats({ year: '1990' });
		expect(empty.byYear).toEqual([]);
		expect(empty.byMonth).toEqual([]);
		expect(empty.watched).toEqual({ watchLogs: 0, episodes: 0, minutes: 0, untimedLogs: 0, ratings: NO_RATINGS });
		expect(empty.totals.watchLogs).toBe(5);
	});

	it('refuses a year that is not four digits', async () => {
		const { app } = await openTestGateway();
		for (const year of ['99', 'abcd', '20245', ' 2024', 2024]) {
			const error = expectError(await app.svc_find({ operation: f.ops.stats, input: { year } }));
			expect(error.code).toBe('invalid_input');
			expect(error.issues?.[0]?.path).toBe('year');
		}
	});

	it("keeps each family's counts apart", async () => {
		const { app } = await openTestGateway();
		const [one] = await shelf(app, f);
		await familyClient(app, f).log(one!.id, { watchedOn: '2024-05-05' });
		const other = await familyClient(app, otherFamily(f)).stats();
		expect(other.totals.saved).toBe(0);
		expect(other.totals.watchLogs).toBe(0);
		expect(other.byMonth).toEqual([]);
	});
});
