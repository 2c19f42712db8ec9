/** What the gateway needs from a film and TV metadata provider (DESIGN section 6). */
import type { CatalogDetails, CatalogEntry, CatalogPage, DiscoverCategory, SeasonDetails, StreamingQuery, WatchOffers, WatchService } from '../domain/catalog';
import type { MediaKind } from '../domain/enums';

/**
 * Implemented by the TMDB client and by the embedded demo catalog. Failures are thrown as
 * GatewayError with a provider code (`not_found`, `provider_unavailable`, ...).
 */
export interface CatalogProvider {
	readonly name: 'tmdb' | 'demo';
	/** The language its titles and overviews come in, where it is asked for one (TMDB's `language`). */
	readonly language?: string;
	discover(kind: MediaKind, category: DiscoverCategory, page: number): Promise<CatalogPage>;
	search(kind: MediaKind, query: string, page: number): Promise<CatalogPage>;
	details(kind: MediaKind, providerId: string): Promise<CatalogDetails>;
	season(providerId: string, seasonNumber: number): Promise<SeasonDetails>;
	/**
	 * The titles another database's ID stands for (TMDB's /find), for imports that carry
	 * only that ID: none when the provider does not know it. Not an operation of the spec.
	 */
	findExternal(source: ExternalSource, externalId: string): Promise<CatalogEntry[]>;
	/**
	 * The episode a TVDB episode ID names (TMDB's /find again), for TV Time's 2020-era files,
	 * which name nothing else: null when the provider does not know it.
	 */
	findEpisode(tvdbEpisodeId: string): Promise<FoundEpisode | null>;
	/** Where a title can be watched in `region` (ISO 3166-1 code); none given: the settings' region. */
	watchOffers(kind: MediaKind, providerId: string, region?: string): Promise<WatchOffers>;
	/** The streaming services the provider knows in `region`, for the person to say which they have. */
	watchServices(kind: MediaKind, region?: string): Promise<WatchService[]>;
	/** Titles offered by subscription on any of the services asked for: "on my services". */
	discoverStreaming(kind: MediaKind, query: StreamingQuery): Promise<CatalogPage>;
}

/** The other databases a title can be found by: TV Time's history names series by their TVDB ID. */
export type ExternalSource = 'tvdb_id' | 'imdb_id';

/** An episode found by another database's ID: its series by the provider's ID, its season and number. */
export interface FoundEpisode {
	showId: string;
	seasonNumber: number;
	episodeNumber: number;
}

export const PAGE_SIZE = 20;
