/** The watch log pages' handler, loaded on its first call (query-watch-logs.ts): the Library does not list logs. */
import type { z } from 'zod/mini';
import { summarizeLog } from '../../domain/watch-logs';
import { decodeCursor, encodeCursor, logSortKey } from '../../db/keys';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { LOGS_LIMIT, type watchLogsInput } from './query-watch-logs';

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
