/** Delete one watch log; the record's watch count and last-watched date follow (db/unit-of-work.ts). */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { notFound } from '../../domain/errors';
import { saveRecord } from '../records/record-writes';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export function deleteWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesWatchLog', 'movies_deleteMovieWatchLog'),
		tools: ['svc_delete'],
		kind: k.resources.log,
		input: z.strictObject({ watchLogId: id }),
		docs: () => import('./logs-docs').then((m) => m.deleteWatchLog(k)),
		run: ({ watchLogId }, ctx) =>
			ctx.store.write(async (tx) => {
				const removed = await tx.logs.delete(k.kind, watchLogId);
				if (!removed) throw notFound('watchLogId', `No ${k.noun} watch log has ID ${watchLogId}.`);
				// Its newest logs read ahead with it, for the unit of work's last-watched date.
				const [record] = await Promise.all([tx.records.get(k.kind, removed.mediaRecordId), tx.logs.readNewest(k.kind, removed.mediaRecordId)]);
				if (record) await saveRecord(tx, k, { ...record, updatedAt: ctx.now().toISOString() });
				return { deleted: { [k.resources.log]: 1 } };
			})
	});
}
