/** Record or update a person's recommendation of a saved title; the person is linked on the title. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { recommendationBody } from '../../domain/recommendations';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const recommendationInput = z.strictObject({ recommendationId: z.optional(id), recommendation: recommendationBody });

export function upsertRecommendation(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesRecommendation', 'movies_upsertMovieRecommendation'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.recommendation,
		input: recommendationInput,
		docs: () => import('./links-docs').then((m) => m.upsertRecommendation(k)),
		run: lazyRun(() => import('./links-run').then((m) => m.upsertRecommendation(k)))
	});
}
