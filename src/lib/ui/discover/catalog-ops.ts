/** The provider lookups and the quick save, as Discover and People call them. */
import { resolve } from '$app/paths';
import type { DiscoverCategory, StreamingOrder } from '$lib/domain/catalog';
import { DISCOVER_CATEGORIES, STREAMING_ORDERS } from '$lib/domain/catalog';
import type { MediaKind, WatchStatus } from '$lib/domain/enums';
import { habits } from '$lib/ui/device-habits';
import { ops, warmOps } from '$lib/ui/gateway-client';
export { titleHref } from '$lib/ui/library/operations';
import { discoverOnServices } from '$lib/ui/streaming/on-my-services-data';

// The quick save is not in the first visit's code: loaded as the first screen that offers it opens.
warmOps(['tv', 'movie'], ['upsertRecord']);

export const CATEGORY_LABELS: Record<DiscoverCategory, string> = {
	popular: 'Popular',
	top_rated: 'Top rated',
	now_playing: 'Now playing',
	upcoming: 'Upcoming',
	airing_today: 'Airing today',
	on_the_air: 'On the air'
};

/** Tabs in the order they are shown; movies first, as the larger list. */
export const KIND_TABS: { kind: MediaKind; label: string; noun: string }[] = [
	{ kind: 'movie', label: 'Movies', noun: 'movies' },
	{ kind: 'tv', label: 'TV', noun: 'series' }
];

export function nounOf(kind: MediaKind): string {
	return kind === 'tv' ? 'series' : 'movies';
}

export function parseKind(value: string | null | undefined): MediaKind | undefined {
	return value === 'tv' || value === 'movie' ? value : undefined;
}

export function parseCategory(kind: MediaKind, value: string | null): DiscoverCategory {
	const allowed: readonly DiscoverCategory[] = DISCOVER_CATEGORIES[kind];
	return allowed.find((c) => c === value) ?? 'popular';
}

/**
 * The Discover URL for a tab, a list or a search; defaults are left out. `mine`: the lists
 * narrowed to the person's services (a search is never narrowed: TMDB's search cannot be).
 */
export function discoverHref(kind: MediaKind, options: { category?: DiscoverCategory; query?: string; mine?: boolean } = {}): string {
	const params = new URLSearchParams({ kind });
	if (options.query) params.set('q', options.query);
	else {
		if (options.category && options.category !== 'popular') params.set('category', options.category);
		if (options.mine) params.set('mine', '1');
	}
	return resolve(`/discover?${params}`);
}

/** The lists that can be narrowed to one's services, by the order they give. */
export function isStreamingOrder(category: DiscoverCategory): category is StreamingOrder {
	return (STREAMING_ORDERS as readonly string[]).includes(category);
}

export function providerHref(kind: MediaKind, providerId: string): string {
	return resolve(`/discover/${kind}/${encodeURIComponent(providerId)}`);
}

/** One page of a discovery list, or of a search when there is a query; `services` narrows a list to them. */
export function lookupPage(kind: MediaKind, category: DiscoverCategory, query: string, page: number, services?: number[]) {
	if (query) return ops[kind].search({ query, page });
	if (services && isStreamingOrder(category)) return discoverOnServices(kind, services, category, page);
	return ops[kind].discover({ category, page });
}

export function lookupDetails(kind: MediaKind, providerId: string) {
	return ops[kind].details({ providerId });
}

/**
 * Saves a provider title with an initial status; a title already saved keeps its own status. The
 * Library then opens on the shelf of what was saved, not the one it was last left on.
 */
export async function quickSave(kind: MediaKind, providerId: string, status: WatchStatus) {
	const result = await ops[kind].upsertRecord({ providerId, status });
	if (result.ok) habits.rememberShelfKind(kind);
	return result;
}
