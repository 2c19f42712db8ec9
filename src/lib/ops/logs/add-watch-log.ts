/** Create a watch log; the record's status, progress and counters move with it. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { logBodies } from '../../domain/watch-logs';
import { saveRecord } from '../records/record-writes';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { composeLog, movedRecord, readLogInputs } from './log-writes';

export function addWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_addTvSeriesWatchLog', 'movies_addMovieWatchLog'),
		tools: ['svc_create'],
		kind: k.resources.log,
		input: z.strictObject({ watchLogId: z.optional(id), log: logBodies[k.kind] }),
		docs: () => import('./logs-docs').then((m) => m.addWatchLog(k)),
		run: ({ watchLogId, log: body }, ctx) =>
			ctx.store.write(async (tx) => {
				const logId = watchLogId ?? crypto.randomUUID();
				// The retry check goes out with the log's own reads: one round trip.
				const [existing, inputs] = await Promise.all([tx.logs.get(k.kind, logId), readLogInputs(tx, k, body)]);
				if (existing) return { log: existing, created: false };
				const now = ctx.now();
				const { log, record } = composeLog(k, body, inputs, { watchLogId: logId, createdAt: now.toISOString() }, now);
				const [saved] = await tx.logs.put(k.kind, log);
				await saveRecord(tx, k, movedRecord(k, record, log, true, now));
				return { log: saved!, created: true };
			})
	});
}
