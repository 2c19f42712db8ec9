/** Record or update a person's recommendation of a saved title; the person is linked on the title. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function upsertRecommendation(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesRecommendation', 'movies_upsertMovieRecommendation'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.recommendation,
		input: lazyInput(() => import('./links-run').then((m) => m.recommendationInput)),
		docs: () => import('./links-docs').then((m) => m.upsertRecommendation(k)),
		run: lazyRun(() => import('./links-run').then((m) => m.upsertRecommendation(k)))
	});
}
