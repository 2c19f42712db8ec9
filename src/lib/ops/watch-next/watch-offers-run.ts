/**
 * Where a title can be watched, and the services of a region: the input schemas and handlers,
 * loaded on their first call (watch-offers.ts): only title pages and Settings ask.
 */
import type { WatchOffers } from '../../domain/catalog';
import { z } from 'zod/mini';
import { catalogRegion } from '../../domain/enums';
import { providerId } from '../../domain/fields';
import { providerKey, tmdbRef } from '../../domain/provider-ref';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';

export const watchOffersInput = z.strictObject({ providerId, region: z.optional(catalogRegion) });
export const watchServicesInput = z.strictObject({ region: z.optional(catalogRegion) });

export function watchServices(k: KindInfo) {
	return async (input: z.output<typeof watchServicesInput>, ctx: OpContext) => ({ items: await ctx.provider.watchServices(k.kind, input.region) });
}

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

export function watchOffers(k: KindInfo) {
	return async (input: z.output<typeof watchOffersInput>, ctx: OpContext) => {
		const offers = await ctx.provider.watchOffers(k.kind, input.providerId, input.region);
		await keepIfSaved(k, offers, ctx);
		return offers;
	};
}
