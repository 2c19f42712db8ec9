/** Extensions: where a title can be streamed, rented or bought, and the services of a region. */
import { z } from 'zod/mini';
import { catalogRegion } from '../../domain/enums';
import { providerId } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const watchOffersInput = z.strictObject({ providerId, region: z.optional(catalogRegion) });

export function getWatchOffers(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_getTvSeriesWatchProviders', 'movies_getMovieWatchProviders'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: watchOffersInput,
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
		input: z.strictObject({ region: z.optional(catalogRegion) }),
		docs: () => import('./watch-next-docs').then((m) => m.queryWatchServices(k)),
		run: async (input, ctx) => ({ items: await ctx.provider.watchServices(k.kind, input.region) })
	});
}
