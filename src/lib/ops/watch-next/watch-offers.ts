/** Extensions: where a title can be streamed, rented or bought, and the services of a region. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function getWatchOffers(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_getTvSeriesWatchProviders', 'movies_getMovieWatchProviders'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: lazyInput(() => import('./watch-offers-run').then((m) => m.watchOffersInput)),
		docs: () => import('./watch-next-docs').then((m) => m.getWatchOffers(k)),
		run: lazyRun(() => import('./watch-offers-run').then((m) => m.watchOffers(k)))
	});
}

export function queryWatchServices(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryWatchServices', 'movies_queryWatchServices'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: lazyInput(() => import('./watch-offers-run').then((m) => m.watchServicesInput)),
		docs: () => import('./watch-next-docs').then((m) => m.queryWatchServices(k)),
		run: lazyRun(() => import('./watch-offers-run').then((m) => m.watchServices(k)))
	});
}
