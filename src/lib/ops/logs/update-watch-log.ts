/** Rewrite a watch log: its body replaces the stored fields. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { logBodies } from '../../domain/watch-logs';
import { notFound } from '../../domain/errors';
import { saveRecord } from '../records/record-writes';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { composeLog, movedRecord, readLogInputs } from './log-writes';

export function updateWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_updateTvSeriesWatchLog', 'movies_updateMovieWatchLog'),
		tools: ['svc_update'],
		kind: k.resources.log,
		input: z.strictObject({ watchLogId: id, log: logBodies[k.kind] }),
		docs: () => import('./logs-docs').then((m) => m.updateWatchLog(k)),
		run: ({ watchLogId, log: body }, ctx) =>
			ctx.store.write(async (tx) => {
				const [previous, inputs] = await Promise.all([tx.logs.get(k.kind, watchLogId), readLogInputs(tx, k, body)]);
				if (!previous) throw notFound('watchLogId', `No ${k.noun} watch log has ID ${watchLogId}.`);
				const now = ctx.now();
				const { log, record } = composeLog(k, body, inputs, { watchLogId, createdAt: previous.createdAt }, now);
				const [saved] = await tx.logs.put(k.kind, log);
				await saveRecord(tx, k, movedRecord(k, record, log, false, now));
				if (previous.mediaRecordId !== log.mediaRecordId) {
					const former = await tx.records.get(k.kind, previous.mediaRecordId);
					if (former) await saveRecord(tx, k, { ...former, updatedAt: now.toISOString() });
				}
				return { log: saved!, created: false };
			})
	});
}
