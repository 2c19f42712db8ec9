/** Normalized provider catalog entries (DESIGN section 6), the same for TMDB and the demo catalog. */
import type { MediaKind } from './enums';

export interface CatalogEntry {
	providerId: string;
	mediaType: MediaKind;
	title: string;
	originalTitle: string | null;
	overview: string | null;
	releaseDate?: string | null;
	firstAirDate?: string | null;
	year: number | null;
	genres: string[];
	posterPath: string | null;
	posterUrl: string | null;
	/** The library record's ID when the title is saved; filled by the gateway, not the provider. */
	savedRecordId: string | null;
}

export interface CatalogSeasonSummary {
	seasonNumber: number;
	name: string;
	episodeCount: number;
	airDate: string | null;
}

export interface CatalogDetails extends CatalogEntry {
	runtimeMinutes: number | null;
	numberOfSeasons?: number | null;
	numberOfEpisodes?: number | null;
	seasons?: CatalogSeasonSummary[];
}

export interface CatalogPage {
	page: number;
	totalPages: number;
	totalResults: number;
	results: CatalogEntry[];
}

export interface CatalogEpisode {
	episodeNumber: number;
	name: string;
	airDate: string | null;
	runtimeMinutes: number | null;
	overview: string | null;
	/** A frame of the episode, where the provider has one. */
	stillUrl: string | null;
}

export interface SeasonDetails {
	providerId: string;
	seasonNumber: number;
	name: string;
	episodes: CatalogEpisode[];
}

/** A streaming service, shop or channel, by the provider's ID (TMDB's, from JustWatch). */
export interface WatchService {
	serviceId: number;
	name: string;
	logoUrl: string | null;
}

/** Where a title can be watched in one region: by subscription, to rent, to buy. */
export interface WatchOffers {
	providerId: string;
	mediaType: MediaKind;
	region: string;
	/** The provider's page listing these offers (TMDB's, which links on to JustWatch); null when it has none. */
	link: string | null;
	flatrate: WatchService[];
	rent: WatchService[];
	buy: WatchService[];
}

/** The orders a list of what streams on some services comes in. */
export const STREAMING_ORDERS = ['popular', 'top_rated'] as const;
export type StreamingOrder = (typeof STREAMING_ORDERS)[number];

/** Titles offered by subscription on any of some services in a region (TMDB's discover with watch providers). */
export interface StreamingQuery {
	serviceIds: readonly number[];
	order: StreamingOrder;
	page: number;
	/** ISO 3166-1; none given: the settings' region. */
	region?: string;
}

export const DISCOVER_CATEGORIES = {
	tv: ['popular', 'airing_today', 'on_the_air', 'top_rated'],
	movie: ['popular', 'now_playing', 'upcoming', 'top_rated']
} as const;
export type DiscoverCategory = (typeof DISCOVER_CATEGORIES)[MediaKind][number];

export function yearOf(date: string | null | undefined): number | null {
	return date ? Number(date.slice(0, 4)) : null;
}
