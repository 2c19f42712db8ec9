/** Extension: one saved title by its ID, as a full row (what a title page opens with). */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { notFound } from '../../domain/errors';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export function getRecord(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_getTvSeriesRecord', 'movies_getMovieRecord'),
		tools: ['svc_find'],
		kind: k.resources.record,
		extension: true,
		input: z.strictObject({ mediaRecordId: id }),
		docs: () => import('./records-docs').then((m) => m.getRecord(k)),
		run: ({ mediaRecordId }, ctx) =>
			ctx.store.read(async (tx) => {
				const record = await tx.records.get(k.kind, mediaRecordId);
				if (!record) throw notFound('mediaRecordId', `No saved ${k.noun} has ID ${mediaRecordId}.`);
				return { record };
			})
	});
}
