/** Extension: the provider's titles offered by subscription on the person's services ("On my services" in Discover). */
import { z } from 'zod/mini';
import { STREAMING_ORDERS } from '../../domain/catalog';
import { catalogRegion } from '../../domain/enums';
import { page, serviceIds } from '../../domain/fields';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { markSaved } from './saved-marks';

export function discoverStreaming(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_discoverTvSeriesOnServices', 'movies_discoverMoviesOnServices'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: z.strictObject({ serviceIds, order: z._default(z.enum(STREAMING_ORDERS), 'popular'), page, region: z.optional(catalogRegion) }),
		docs: () => import('./catalog-docs').then((m) => m.discoverStreaming(k)),
		run: async ({ serviceIds: services, order, page: pageNumber, region }, ctx) => {
			const result = await ctx.provider.discoverStreaming(k.kind, { serviceIds: services, order, page: pageNumber, region });
			return { ...result, results: await markSaved(k, result.results, ctx) };
		}
	});
}
