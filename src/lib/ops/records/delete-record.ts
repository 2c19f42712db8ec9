/** Remove a saved title; its watch logs and recommendations go with it, in the same transaction. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { notFound } from '../../domain/errors';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export function deleteRecord(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesRecord', 'movies_deleteMovieRecord'),
		tools: ['svc_delete'],
		kind: k.resources.record,
		input: z.strictObject({ mediaRecordId: id }),
		docs: () => import('./records-docs').then((m) => m.deleteRecord(k)),
		run: ({ mediaRecordId }, ctx) =>
			ctx.store.write(async (tx) => {
				// What goes with it (db/unit-of-work.ts), counted for the answer.
				const [removed, logs, recommendations] = await Promise.all([
					tx.records.delete(k.kind, mediaRecordId),
					tx.logs.idsOfRecord(k.kind, mediaRecordId),
					tx.recommendations.forRecord(k.kind, mediaRecordId)
				]);
				if (!removed) throw notFound('mediaRecordId', `No saved ${k.noun} has ID ${mediaRecordId}.`);
				return { deleted: { [k.resources.record]: 1, [k.resources.log]: logs.length, [k.resources.recommendation]: recommendations.length } };
			})
	});
}
