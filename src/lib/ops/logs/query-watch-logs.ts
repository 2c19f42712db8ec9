/** List watch logs newest first, optionally of one title and one period, a keyset page at a time. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const LOGS_LIMIT = { summary: 100, full: 50, max: 500 } as const;

export function queryWatchLogs(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesWatchLogs', 'movies_queryMovieWatchLogs'),
		tools: ['svc_find'],
		kind: k.resources.log,
		input: lazyInput(() => import('./query-watch-logs-run').then((m) => m.watchLogsInput)),
		docs: () => import('./logs-docs').then((m) => m.queryWatchLogs(k)),
		run: lazyRun(() => import('./query-watch-logs-run').then((m) => m.watchLogs(k)))
	});
}
