/**
 * Totals, watch logs by year and month (with their episodes and minutes), the rating distribution,
 * and what was watched in the year asked (or ever), read from kept aggregates, never from the logs.
 * Not loaded on first call like other reads: the Library's first screen counts its shelves with it.
 */
import { z } from 'zod/mini';
import { zeroRatings } from '../../db/aggregate-totals';
import type { MonthTotals } from '../../db/rows';
import { rating } from '../../domain/enums';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

interface Counted {
	count: number;
	episodes: number;
	minutes: number;
}

/** What the watches of the months asked add up to. */
function watchedIn(months: [string, MonthTotals][]) {
	const watched = { watchLogs: 0, episodes: 0, minutes: 0, untimedLogs: 0, ratings: zeroRatings() };
	for (const [, m] of months) {
		watched.watchLogs += m.watches;
		watched.episodes += m.episodes;
		watched.minutes += m.minutes;
		watched.untimedLogs += m.untimed;
		for (const r of rating.options) watched.ratings[r] += m.ratings[r];
	}
	return watched;
}

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
				const years = new Map<number, Counted>();
				for (const [month, m] of months) {
					const y = Number(month.slice(0, 4));
					const sum = years.get(y) ?? { count: 0, episodes: 0, minutes: 0 };
					years.set(y, { count: sum.count + m.watches, episodes: sum.episodes + m.episodes, minutes: sum.minutes + m.minutes });
				}
				const rated = Object.values(agg.ratings).reduce((a, b) => a + b, 0);
				return {
					totals: { saved: agg.saved, byStatus: agg.byStatus, watchLogs: agg.watchLogs, rated },
					byYear: [...years].map(([y, sum]) => ({ year: y, ...sum })),
					byMonth: months.map(([month, m]) => ({ month, count: m.watches, episodes: m.episodes, minutes: m.minutes })),
					ratings: { ...agg.ratings, unrated: agg.saved - rated },
					watched: watchedIn(months)
				};
			})
	});
}
