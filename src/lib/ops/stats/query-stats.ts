/** Totals, watch logs by year and month, and the rating distribution, read from kept aggregates. */
import { z } from 'zod/mini';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export function queryStats(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesStats', 'movies_queryMovieStats'),
		tools: ['svc_find'],
		kind: k.resources.record,
		input: z.strictObject({ year: z.optional(z.string().check(z.regex(/^\d{4}$/, 'must be a four-digit year'))) }),
		docs: () => import('./stats-docs').then((m) => m.queryStats(k)),
		run: ({ year }, ctx) =>
			ctx.store.read(async (tx) => {
				const agg = await tx.aggregates.get(k.kind);
				const months = Object.entries(agg.byMonth)
					.filter(([month]) => year === undefined || month.startsWith(`${year}-`))
					.sort(([a], [b]) => (a < b ? -1 : 1));
				const years = new Map<number, number>();
				for (const [month, n] of months) years.set(Number(month.slice(0, 4)), (years.get(Number(month.slice(0, 4))) ?? 0) + n);
				const rated = Object.values(agg.ratings).reduce((a, b) => a + b, 0);
				return {
					totals: { saved: agg.saved, byStatus: agg.byStatus, watchLogs: agg.watchLogs, rated },
					byYear: [...years].map(([y, count]) => ({ year: y, count })),
					byMonth: months.map(([month, count]) => ({ month, count })),
					ratings: { ...agg.ratings, unrated: agg.saved - rated }
				};
			})
	});
}
