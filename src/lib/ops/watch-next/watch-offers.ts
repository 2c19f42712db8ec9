/** Extensions: where a title can be streamed, rented or bought, and the services of a region. */
import { z } from 'zod/mini';
import type { WatchOffers } from '../../domain/catalog';
import { catalogRegion } from '../../domain/enums';
import { providerId } from '../../domain/fields';
import { providerKey, tmdbRef } from '../../domain/provider-ref';
import { defineOperation, type OpContext } from '../operation';
import type { KindInfo } from '../kind-info';

/** A saved title's offers are kept, so its shelf can be filtered to one's services offline (on-my-services.ts). */
async function keepIfSaved(k: KindInfo, offers: WatchOffers, ctx: OpContext): Promise<void> {
	const key = providerKey(tmdbRef(k.kind, offers.providerId));
	const saved = await ctx.store.read((tx) => tx.records.idsByProviderKey(k.kind, [key]));
	if (saved.size > 0) await ctx.store.write((tx) => tx.offers.put({ ...offers, providerKey: key, fetchedAt: ctx.now().toISOString() }));
}

export function getWatchOffers(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_getTvSeriesWatchProviders', 'movies_getMovieWatchProviders'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: z.strictObject({ providerId, region: z.optional(catalogRegion) }),
		docs: () => import('./watch-next-docs').then((m) => m.getWatchOffers(k)),
		run: async (input, ctx) => {
			const offers = await ctx.provider.watchOffers(k.kind, input.providerId, input.region);
			await keepIfSaved(k, offers, ctx);
			return offers;
		}
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
