/** Extension: delete a recommendation; the person is unlinked from the title when it was their last. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function deleteRecommendation(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesRecommendation', 'movies_deleteMovieRecommendation'),
		tools: ['svc_delete'],
		kind: k.resources.recommendation,
		extension: true,
		input: lazyInput(() => import('./links-run').then((m) => m.deleteRecommendationInput)),
		docs: () => import('./links-docs').then((m) => m.deleteRecommendation(k)),
		run: lazyRun(() => import('./links-run').then((m) => m.deleteRecommendation(k)))
	});
}
