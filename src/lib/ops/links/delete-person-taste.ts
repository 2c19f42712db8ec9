/** Extension: delete a person's taste record. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function deletePersonTaste(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesPersonTaste', 'movies_deleteMoviePersonTaste'),
		tools: ['svc_delete'],
		kind: k.resources.taste,
		extension: true,
		input: lazyInput(() => import('./links-run').then((m) => m.deletePersonTasteInput)),
		docs: () => import('./links-docs').then((m) => m.deletePersonTaste(k)),
		run: lazyRun(() => import('./links-run').then((m) => m.deletePersonTaste(k)))
	});
}
