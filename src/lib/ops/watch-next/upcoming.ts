/**
 * Extension: what is coming, from local data: episodes of saved series airing in the next days
 * (from their kept guides), and films on the want-to-watch list released in them.
 */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function queryUpcoming(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryUpcoming', 'movies_queryUpcoming'),
		tools: ['svc_find'],
		kind: k.resources.record,
		extension: true,
		input: lazyInput(() => import('./upcoming-run').then((m) => m.upcomingInput)),
		docs: () => import('./watch-next-docs').then((m) => m.queryUpcoming(k)),
		run: lazyRun(() => import('./upcoming-run').then((m) => m.upcoming(k)))
	});
}
