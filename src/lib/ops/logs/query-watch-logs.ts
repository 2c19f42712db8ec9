/** List watch logs newest first, optionally of one title and one period, a keyset page at a time. */
import { z } from 'zod/mini';
import { detail } from '../../domain/enums';
import { cursor, id, isoDate, limit } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const LOGS_LIMIT = { summary: 100, full: 50, max: 500 } as const;

export const watchLogsInput = z
	.strictObject({
		mediaRecordId: z.optional(id),
		from: z.optional(isoDate),
		to: z.optional(isoDate),
		detail: z._default(detail, 'summary'),
		limit: z.optional(limit(LOGS_LIMIT.max)),
		cursor: z.optional(cursor)
	})
	.check(
		z.refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
			path: ['to'],
			message: 'must not be before from'
		})
	);

export function queryWatchLogs(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesWatchLogs', 'movies_queryMovieWatchLogs'),
		tools: ['svc_find'],
		kind: k.resources.log,
		input: watchLogsInput,
		docs: () => import('./logs-docs').then((m) => m.queryWatchLogs(k)),
		run: lazyRun(() => import('./query-watch-logs-run').then((m) => m.watchLogs(k)))
	});
}
