/** The watch log pages' input schema and handler, loaded on their first call (query-watch-logs.ts): the Library does not list logs. */
import { z } from 'zod/mini';
import { detail } from '../../domain/enums';
import { cursor, id, isoDate, limit } from '../../domain/fields';
import { summarizeLog } from '../../domain/watch-logs';
import { decodeCursor, encodeCursor, logSortKey } from '../../db/keys';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { LOGS_LIMIT } from './query-watch-logs';

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

export function watchLogs(k: KindInfo) {
	const scope = `logs:${k.kind}`;
	return (input: z.output<typeof watchLogsInput>, ctx: OpContext) =>
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
		});
}
