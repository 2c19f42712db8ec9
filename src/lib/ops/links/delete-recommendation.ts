/** Extension: delete a recommendation; the person is unlinked from the title when it was their last. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { notFound } from '../../domain/errors';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { unlinkIfLast } from './link-writes';

export function deleteRecommendation(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesRecommendation', 'movies_deleteMovieRecommendation'),
		tools: ['svc_delete'],
		kind: k.resources.recommendation,
		extension: true,
		input: z.strictObject({ recommendationId: id }),
		docs: () => import('./links-docs').then((m) => m.deleteRecommendation(k)),
		run: ({ recommendationId }, ctx) =>
			ctx.store.write(async (tx) => {
				const existing = await tx.recommendations.get(k.kind, recommendationId);
				if (!existing) throw notFound('recommendationId', `No ${k.noun} recommendation has ID ${recommendationId}.`);
				await tx.recommendations.delete(k.kind, recommendationId);
				await unlinkIfLast(tx, k, existing.mediaRecordId, existing.personId, ctx.now().toISOString());
				return { deleted: { [k.resources.recommendation]: 1 } };
			})
	});
}
