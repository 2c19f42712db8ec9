/** What svc_describe says of the stats operations, loaded with it: no screen reads it. */
import type { KindInfo } from '../kind-info';
import type { OperationDocs } from '../operation';

export function queryStats(k: KindInfo): OperationDocs {
	return {
		description: `Statistics of the ${k.noun} library: totals, watch logs by year and by month, rating distribution.`,
		notes: [
			'year (four digits) narrows byYear and byMonth to that year; totals and ratings cover the whole library.',
			'Returns { totals: { saved, byStatus, watchLogs, rated }, byYear: [{ year, count }], byMonth: [{ month: "YYYY-MM", count }], ratings: { dislike, okay, like, love, unrated } }.'
		]
	};
}
