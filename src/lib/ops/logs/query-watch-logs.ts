/** List watch logs newest first, optionally of one title and one period, a keyset page at a time. */
import { z } from 'zod/mini';
import { detail } from '../../domain/enums';
import { cursor, id, isoDate, limit } from '../../domain/fields';
import { summarizeLog } from '../../domain/watch-logs';
import { decodeCursor, encodeCursor, logSortKey } from '../../db/keys';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export const LOGS_LIMIT = { summary: 100, full: 50, max: 500 } as const;

export function queryWatchLogs(k: KindInfo) {
	const scope = `logs:${k.kind}`;
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesWatchLogs', 'movies_queryMovieWatchLogs'),
		tools: ['svc_find'],
		kind: k.resources.log,
		input: z
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
			),
		docs: () => import('./logs-docs').then((m) => m.queryWatchLogs(k)),
		run: (input, ctx) =>
			ctx.store.read(async (tx) => {
				const before = input.cursor === undefined ? undefined : decodeCursor(scope, input.cursor);
				const { rows, more } = await tx.logs.page(k.kind, {
					mediaRecordId: input.mediaRecordId,
					from: input.from,
					to: input.to,
					before,
					limit: input.limit ?? LOGS_LIMIT[input.detail]
				});
				const last = rows.at(-1);
				return {
					items: input.detail === 'full' ? rows : rows.map(summarizeLog),
					nextCursor: more && last ? encodeCursor(scope, logSortKey(last.watchedOn, last.createdAt, last.watchLogId)) : null
				};
			})
	});
}
