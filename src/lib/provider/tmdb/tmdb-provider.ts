/** TMDB API v3 as a CatalogProvider: discover lists, search, details and seasons. */
import type { z } from 'zod/mini';
import type { CatalogDetails, CatalogEntry, CatalogPage, DiscoverCategory, SeasonDetails, StreamingQuery, StreamingOrder, WatchOffers, WatchService } from '../../domain/catalog';
import type { MediaKind, catalogRegion } from '../../domain/enums';
import { queryWords } from '../../domain/search-text';
import type { CatalogProvider, ExternalSource, FoundEpisode } from '../catalog-provider';
import type { TmdbClient } from './tmdb-client';
import { movieDetailsEntry, movieEntry, seasonEntry, tvDetailsEntry, tvEntry, type Resolved } from './tmdb-normalize';
import { TmdbReference } from './tmdb-reference';
import {
	findResults,
	movieDetails,
	movieResults,
	seasonDetails,
	tvDetails,
	tvResults,
	watchProviders,
	watchServiceList,
	type MovieDetails,
	type WatchServiceWire,
	type MovieItem,
	type TvDetails,
	type TvItem
} from './tmdb-schemas';

/** TMDB's region follows the spec's platform countries. */
export type TmdbRegion = z.infer<typeof catalogRegion>;

const NOUN: Record<MediaKind, string> = { tv: 'series', movie: 'movie' };

/**
 * TMDB's discover sorts for the streaming orders. Top rated asks for some votes, as TMDB's own
 * top-rated list does: a title rated 10 by two people is not top rated.
 */
const STREAMING_SORT: Record<StreamingOrder, Record<string, string | number>> = {
	popular: { sort_by: 'popularity.desc' },
	top_rated: { sort_by: 'vote_average.desc', 'vote_count.gte': 200 }
};

interface WirePage<T> {
	page: number;
	total_pages: number;
	total_results: number;
	results: T[];
}

export class TmdbProvider implements CatalogProvider {
	readonly name = 'tmdb';

	constructor(
		private readonly client: TmdbClient,
		private readonly region: TmdbRegion = 'US',
		private readonly reference = new TmdbReference(client)
	) {}

	get language(): string {
		return this.client.language;
	}

	discover(kind: MediaKind, category: DiscoverCategory, page: number): Promise<CatalogPage> {
		return this.page(kind, `/${kind}/${category}`, { page });
	}

	search(kind: MediaKind, query: string, page: number): Promise<CatalogPage> {
		// The same rule as the demo catalog: a query with no words in it lists popular titles.
		if (queryWords(query).length === 0) return this.discover(kind, 'popular', page);
		return this.page(kind, `/search/${kind}`, { query, page, include_adult: 'false' });
	}

	async details(kind: MediaKind, providerId: string): Promise<CatalogDetails> {
		const notFound = `TMDB has no ${NOUN[kind]} with ID ${providerId}.`;
		if (kind === 'movie') {
			const wire = await this.client.get(`/movie/${providerId}`, movieDetails, { notFound });
			return movieDetailsEntry(wire, await this.resolveDetails(wire));
		}
		const wire = await this.client.get(`/tv/${providerId}`, tvDetails, { notFound });
		return tvDetailsEntry(wire, await this.resolveDetails(wire));
	}

	async season(providerId: string, seasonNumber: number): Promise<SeasonDetails> {
		const wire = await this.client.get(`/tv/${providerId}/season/${seasonNumber}`, seasonDetails, {
			notFound: `TMDB has no season ${seasonNumber} of series ${providerId}.`
		});
		return seasonEntry(providerId, wire, await Promise.all(wire.episodes.map((e) => this.reference.imageUrl('still', e.still_path))));
	}

	async watchOffers(kind: MediaKind, providerId: string, region: string = this.region): Promise<WatchOffers> {
		const wire = await this.client.get(`/${kind}/${providerId}/watch/providers`, watchProviders, {
			notFound: `TMDB has no ${NOUN[kind]} with ID ${providerId}.`
		});
		const offers = wire.results[region];
		const services = (list: WatchServiceWire[] | null | undefined) => Promise.all((list ?? []).map((s) => this.service(s)));
		const [flatrate, rent, buy] = await Promise.all([services(offers?.flatrate), services(offers?.rent), services(offers?.buy)]);
		return { providerId, mediaType: kind, region, link: offers?.link || null, flatrate, rent, buy };
	}

	async watchServices(kind: MediaKind, region: string = this.region): Promise<WatchService[]> {
		const wire = await this.client.get(`/watch/providers/${kind}`, watchServiceList, { params: { watch_region: region } });
		return Promise.all(wire.results.map((s) => this.service(s)));
	}

	/**
	 * TMDB's /discover with with_watch_providers (a pipe: any of them) in watch_region, by
	 * subscription only (flatrate): what the person can watch with what they pay for already.
	 */
	discoverStreaming(kind: MediaKind, { serviceIds, order, page, region = this.region }: StreamingQuery): Promise<CatalogPage> {
		return this.page(kind, `/discover/${kind}`, {
			...STREAMING_SORT[order],
			with_watch_providers: serviceIds.join('|'),
			watch_region: region,
			with_watch_monetization_types: 'flatrate',
			include_adult: 'false',
			page
		});
	}

	private async service(wire: WatchServiceWire): Promise<WatchService> {
		return { serviceId: wire.provider_id, name: wire.provider_name, logoUrl: await this.reference.imageUrl('logo', wire.logo_path) };
	}

	async findExternal(source: ExternalSource, externalId: string): Promise<CatalogEntry[]> {
		const wire = await this.client.get(`/find/${encodeURIComponent(externalId)}`, findResults, { params: { external_source: source } });
		const [movies, series] = await Promise.all([
			Promise.all(wire.movie_results.map(async (item) => movieEntry(item, await this.resolve('movie', item)))),
			Promise.all(wire.tv_results.map(async (item) => tvEntry(item, await this.resolve('tv', item))))
		]);
		return [...movies, ...series];
	}

	async findEpisode(tvdbEpisodeId: string): Promise<FoundEpisode | null> {
		const wire = await this.client.get(`/find/${encodeURIComponent(tvdbEpisodeId)}`, findResults, { params: { external_source: 'tvdb_id' } });
		const [found] = wire.tv_episode_results ?? [];
		return found ? { showId: String(found.show_id), seasonNumber: found.season_number, episodeNumber: found.episode_number } : null;
	}

	private page(kind: MediaKind, path: string, params: Record<string, string | number>): Promise<CatalogPage> {
		// TMDB narrows movie release dates and search to a country; its TV lists take none.
		if (kind === 'movie') {
			const withRegion = { ...params, region: this.region };
			return this.pageOf(path, movieResults, withRegion, async (item) => movieEntry(item, await this.resolve('movie', item)));
		}
		return this.pageOf(path, tvResults, params, async (item) => tvEntry(item, await this.resolve('tv', item)));
	}

	private async pageOf<T>(
		path: string,
		schema: z.ZodMiniType<WirePage<T>>,
		params: Record<string, string | number>,
		toEntry: (item: T) => Promise<CatalogEntry>
	): Promise<CatalogPage> {
		const wire = await this.client.get(path, schema, { params });
		return {
			page: wire.page,
			// TMDB may say 0 pages for no results; the catalog always has a first, empty, page.
			totalPages: Math.max(1, wire.total_pages),
			totalResults: wire.total_results,
			results: await Promise.all(wire.results.map(toEntry))
		};
	}

	/** Details name their genres; only the poster needs looking up. */
	private async resolveDetails(wire: MovieDetails | TvDetails): Promise<Resolved> {
		return { genres: wire.genres.map((g) => g.name), posterUrl: await this.reference.posterUrl(wire.poster_path ?? null) };
	}

	/** List items give genre IDs, named from TMDB's genre lists. */
	private async resolve(kind: MediaKind, item: MovieItem | TvItem): Promise<Resolved> {
		const [genres, posterUrl] = await Promise.all([
			this.reference.genreNames(kind, item.genre_ids ?? []),
			this.reference.posterUrl(item.poster_path ?? null)
		]);
		return { genres, posterUrl };
	}
}
