/** Where to stream, as screens reach it: a title's offers and the region's services, through the gateway. */
import type { MediaKind } from '$lib/domain/enums';
import type { WatchOffers, WatchService } from '$lib/domain/catalog';
import type { Result } from '$lib/gateway';
import { ops } from '$lib/ui/gateway-client';

/** JustWatch supplies TMDB's offers; TMDB's terms ask that it be credited wherever they are shown. */
export const JUSTWATCH_URL = 'https://www.justwatch.com/';

export function watchOffers(kind: MediaKind, providerId: string): Promise<Result<WatchOffers>> {
	return ops[kind].getWatchOffers({ providerId });
}

/** Every service offering either kind in the region, each once, by name. */
export async function regionServices(): Promise<Result<WatchService[]>> {
	const [tv, movie] = await Promise.all([ops.tv.queryWatchServices(), ops.movie.queryWatchServices()]);
	if (!tv.ok) return tv;
	if (!movie.ok) return movie;
	const byId = new Map([...tv.data.items, ...movie.data.items].map((s) => [s.serviceId, s]));
	return { ok: true, data: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)) };
}
