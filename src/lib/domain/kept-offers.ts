/**
 * A saved title's offers as the library keeps them for the "On my services" filter of the
 * want-to-watch shelf: what the provider last said, so the filter answers offline. A provider
 * cache: never exported, never synced.
 */
import type { WatchOffers, WatchService } from './catalog';

export interface KeptOffers extends WatchOffers {
	/** The title's provider key, `movie:tmdb:<id>`, as saved records carry it. */
	providerKey: string;
	/** When the provider was asked (ISO timestamp). */
	fetchedAt: string;
}

/** Where a title stands against the person's services: `unchecked` when its offers in the region were never fetched. */
export type ServicesMatch = { on: 'mine'; services: WatchService[] } | { on: 'elsewhere' } | { on: 'unchecked' };

/** Only a subscription counts: renting or buying is not having it on one's services. */
export function matchServices(kept: KeptOffers | undefined, region: string, serviceIds: ReadonlySet<number>): ServicesMatch {
	if (!kept || kept.region !== region) return { on: 'unchecked' };
	const services = kept.flatrate.filter((s) => serviceIds.has(s.serviceId));
	return services.length > 0 ? { on: 'mine', services } : { on: 'elsewhere' };
}
