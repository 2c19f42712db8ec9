/** "On my services" as screens reach it: the shelf's titles on one's services, checking titles' offers, Discover's list. */
import type { StreamingOrder, WatchOffers } from '$lib/domain/catalog';
import type { MediaKind } from '$lib/domain/enums';
import type { GatewayErrorBody, Result } from '$lib/gateway';
import { ops, type OperationData, type OperationInput } from '$lib/ui/gateway-client';
import { watchOffers } from './streaming-data';

/** What the shelf's operation answers (ops/watch-next/on-my-services-run.ts). */
export type ShelfOnServices = OperationData<MediaKind, 'queryOnMyServices'>;

export function shelfOnServices(kind: MediaKind, input: OperationInput<MediaKind, 'queryOnMyServices'>) {
	return ops[kind].queryOnMyServices(input);
}

export function discoverOnServices(kind: MediaKind, serviceIds: number[], order: StreamingOrder, page: number) {
	return ops[kind].discoverStreaming({ serviceIds, order, page });
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
