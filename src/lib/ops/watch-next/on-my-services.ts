/**
 * Extension: the saved titles of a status (the want-to-watch shelf) that stream on the person's
 * services, from the offers kept on the device: it works offline, and says which titles were never
 * checked rather than leaving them out unsaid.
 */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function queryOnMyServices(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesOnMyServices', 'movies_queryMoviesOnMyServices'),
		tools: ['svc_find'],
		kind: k.resources.record,
		extension: true,
		input: lazyInput(() => import('./on-my-services-run').then((m) => m.onMyServicesInput)),
		docs: () => import('./watch-next-docs').then((m) => m.queryOnMyServices(k)),
		run: lazyRun(() => import('./on-my-services-run').then((m) => m.onMyServices(k)))
	});
}
