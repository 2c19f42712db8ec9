/** Titles linked to one person: their recommendations, logs shared with them, their tastes. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const PERSON_LINKS_LIMIT = { default: 100, max: 500 } as const;

export function queryPersonLinks(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesPersonLinks', 'movies_queryMoviePersonLinks'),
		tools: ['svc_find'],
		kind: k.resources.record,
		input: lazyInput(() => import('./query-person-links-run').then((m) => m.personLinksInput)),
		docs: () => import('./links-docs').then((m) => m.queryPersonLinks(k)),
		run: lazyRun(() => import('./query-person-links-run').then((m) => m.personLinks(k)))
	});
}
