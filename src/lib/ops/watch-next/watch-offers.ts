/** Extensions: where a title can be streamed, rented or bought, and the services of a region. */
import { z } from 'zod/mini';
import { catalogRegion } from '../../domain/enums';
import { providerId } from '../../domain/fields';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

const ATTRIBUTION = 'Offers come from JustWatch through TMDB: wherever they are shown, say "Streaming data by JustWatch".';

export function getWatchOffers(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_getTvSeriesWatchProviders', 'movies_getMovieWatchProviders'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: z.strictObject({ providerId, region: z.optional(catalogRegion) }),
		description: `Where a ${k.noun} can be watched in a region: by subscription (flatrate), to rent, to buy.`,
		notes: [
			"region: an ISO 3166-1 code; by default the region in the app's settings.",
			'Returns { providerId, mediaType, region, link, flatrate, rent, buy }, each list [{ serviceId, name, logoUrl }]; link is the provider page of these offers, or null.',
			'The demo catalog records its titles\' offers in the US only, as they were when it was made.',
			ATTRIBUTION
		],
		run: (input, ctx) => ctx.provider.watchOffers(k.kind, input.providerId, input.region)
	});
}

export function queryWatchServices(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryWatchServices', 'movies_queryWatchServices'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: z.strictObject({ region: z.optional(catalogRegion) }),
		description: `The streaming services, shops and channels offering ${k.pick('series', 'movies')} in a region.`,
		notes: ["region: by default the one in the app's settings.", 'Returns { items: [{ serviceId, name, logoUrl }] }.', ATTRIBUTION],
		run: async (input, ctx) => ({ items: await ctx.provider.watchServices(k.kind, input.region) })
	});
}
