/** Extensions: where a title can be streamed, rented or bought, and the services of a region. */
import { z } from 'zod/mini';
import type { WatchOffers } from '../../domain/catalog';
import { catalogRegion } from '../../domain/enums';
import { providerId } from '../../domain/fields';
import { providerKey, tmdbRef } from '../../domain/provider-ref';
import { defineOperation, type OpContext } from '../operation';
import type { KindInfo } from '../kind-info';

const DAY_MS = 24 * 60 * 60 * 1000;
const sameOffers = (a: WatchOffers, b: WatchOffers) =>
	JSON.stringify([a.region, a.link, a.flatrate, a.rent, a.buy]) === JSON.stringify([b.region, b.link, b.flatrate, b.rent, b.buy]);

/**
 * A saved title's offers are kept, so its shelf can be filtered to one's services offline
 * (on-my-services.ts). Written only when they changed or were kept over a day ago: every write
 * wakes the open screens, which look offers up again.
 */
async function keepIfSaved(k: KindInfo, offers: WatchOffers, ctx: OpContext): Promise<void> {
	const key = providerKey(tmdbRef(k.kind, offers.providerId));
	const now = ctx.now();
	const { saved, kept } = await ctx.store.read(async (tx) => ({
		saved: (await tx.records.idsByProviderKey(k.kind, [key])).size > 0,
		kept: (await tx.offers.get([key])).get(key)
	}));
	if (!saved || (kept && sameOffers(kept, offers) && now.getTime() - Date.parse(kept.fetchedAt) < DAY_MS)) return;
	await ctx.store.write((tx) => tx.offers.put({ ...offers, providerKey: key, fetchedAt: now.toISOString() }));
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
