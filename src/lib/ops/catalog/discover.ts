/** Provider discovery lists: popular, top rated, and what is showing or airing. */
import { z } from 'zod/mini';
import { DISCOVER_CATEGORIES } from '../../domain/catalog';
import { page } from '../../domain/fields';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { markSaved } from './saved-marks';

export function discover(k: KindInfo) {
	const categories = DISCOVER_CATEGORIES[k.kind];
	return defineOperation({
		name: k.pick('tv_series_discoverTvSeries', 'movies_discoverMovies'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		input: z.strictObject({ category: z._default(z.enum(categories), 'popular'), page }),
		docs: () => import('./catalog-docs').then((m) => m.discover(k)),
		run: async ({ category, page: pageNumber }, ctx) => {
			const result = await ctx.provider.discover(k.kind, category, pageNumber);
			return { ...result, results: await markSaved(k, result.results, ctx) };
		}
	});
}
