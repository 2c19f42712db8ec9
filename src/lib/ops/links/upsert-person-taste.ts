/** Record or update a person's favourite or disliked title, saved or not. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function upsertPersonTaste(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesPersonTaste', 'movies_upsertMoviePersonTaste'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.taste,
		input: lazyInput(() => import('./links-run').then((m) => m.personTasteInput(k))),
		docs: () => import('./links-docs').then((m) => m.upsertPersonTaste(k)),
		run: lazyRun(() => import('./links-run').then((m) => m.upsertPersonTaste(k)))
	});
}
