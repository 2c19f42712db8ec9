/** Provider search by title (not the saved library). */
import { z } from 'zod/mini';
import { page } from '../../domain/fields';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { markSaved } from './saved-marks';

export function search(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_searchTvSeries', 'movies_searchMovies'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		input: z.strictObject({ query: z.optional(z.string().check(z.maxLength(200))), page }),
		docs: () => import('./catalog-docs').then((m) => m.search(k)),
		run: async ({ query, page: pageNumber }, ctx) => {
			const result = await ctx.provider.search(k.kind, query?.trim() ?? '', pageNumber);
			return { ...result, results: await markSaved(k, result.results, ctx) };
		}
	});
}
