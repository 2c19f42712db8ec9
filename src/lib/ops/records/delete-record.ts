/** Remove a saved title with its watch logs and recommendations, in one transaction. */
import { z } from 'zod/mini';
import { removeRecord } from '../../db/derived';
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
				const removed = await removeRecord(tx, k.kind, mediaRecordId);
				if (!removed) throw notFound('mediaRecordId', `No saved ${k.noun} has ID ${mediaRecordId}.`);
				const { logs, recommendations } = removed;
				return { deleted: { [k.resources.record]: 1, [k.resources.log]: logs, [k.resources.recommendation]: recommendations } };
			})
	});
}
