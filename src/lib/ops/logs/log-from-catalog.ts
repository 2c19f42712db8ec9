/**
 * App-only: a title logged straight from the catalog (Discover's "Log"): saved, or found saved,
 * with its watch and the person's rating in one transaction. Loaded as the quick sheet opens.
 */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function logFromCatalog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_logTvSeriesFromCatalog', 'movies_logMovieFromCatalog'),
		tools: ['svc_create'],
		kind: k.resources.log,
		appOnly: true,
		input: lazyInput(() => import('./log-from-catalog-run').then((m) => m.logFromCatalogInput(k))),
		docs: () => import('./logs-docs').then((m) => m.logFromCatalog(k)),
		run: lazyRun(() => import('./log-from-catalog-run').then((m) => m.logFromCatalog(k)))
	});
}
