/** "On my services" as screens reach it: the shelf's titles on one's services, checking titles' offers, Discover's list. */
import type { CatalogPage, StreamingOrder, WatchOffers, WatchService } from '$lib/domain/catalog';
import type { MediaKind } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';
import type { GatewayErrorBody, Result } from '$lib/gateway';
import { call } from '$lib/ui/gateway-client';
import { watchOffers } from './streaming-data';

/** What the shelf's operation answers (ops/watch-next/on-my-services-run.ts). */
export interface ShelfOnServices {
	items: { record: MediaRecord; services: WatchService[] }[];
	elsewhere: number;
	unchecked: { mediaRecordId: string; providerId: string; title: string }[];
	checkedSince: string | null;
}

export function shelfOnServices(kind: MediaKind, input: { serviceIds: number[]; region: string; query?: string }): Promise<Result<ShelfOnServices>> {
	return call('svc_find', kind === 'tv' ? 'tv_series_queryTvSeriesOnMyServices' : 'movies_queryMoviesOnMyServices', input);
}

export function discoverOnServices(kind: MediaKind, serviceIds: number[], order: StreamingOrder, page: number): Promise<Result<CatalogPage>> {
	return call('svc_lookup', kind === 'tv' ? 'tv_series_discoverTvSeriesOnServices' : 'movies_discoverMoviesOnServices', { serviceIds, order, page });
}

/**
 * Looks up the offers of each title in turn (each answer is kept on the device for the shelf); the
 * TMDB client's rate limiter paces the requests. Stops at the first failure, or when `stopped` says so.
 */
export async function checkOffers(
	kind: MediaKind,
	providerIds: readonly string[],
	onProgress: (done: number) => void,
	stopped: () => boolean
): Promise<GatewayErrorBody | undefined> {
	for (const [i, providerId] of providerIds.entries()) {
		if (stopped()) return undefined;
		const result: Result<WatchOffers> = await watchOffers(kind, providerId);
		if (!result.ok) return result.error;
		onProgress(i + 1);
	}
	return undefined;
}

/** "Netflix", "Netflix and Max", "Netflix, Max and Hulu". */
export function serviceNames(names: readonly string[]): string {
	return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
