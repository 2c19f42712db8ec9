/** The embedded demo catalog as a CatalogProvider: real titles, no key, no network. */
import type { CatalogDetails, CatalogEntry, CatalogPage, DiscoverCategory, SeasonDetails, StreamingQuery, WatchOffers, WatchService } from '../../domain/catalog';
import { yearOf } from '../../domain/catalog';
import { localDate } from '../../domain/fields';
import type { MediaKind } from '../../domain/enums';
import { queryWords, searchWords } from '../../domain/search-text';
import { GatewayError } from '../../domain/errors';
import { PAGE_SIZE, type CatalogProvider, type ExternalSource, type FoundEpisode } from '../catalog-provider';
import { loadDemoCatalog, type DemoMovie, type DemoSeries } from './demo-data';

type DemoTitle = DemoMovie | DemoSeries;

function isSeries(title: DemoTitle): title is DemoSeries {
	return 'seasons' in title;
}

function releaseOf(title: DemoTitle): string {
	return isSeries(title) ? title.firstAirDate : title.releaseDate;
}

export function demoEntry(title: DemoTitle): CatalogEntry {
	const date = releaseOf(title);
	return {
		providerId: String(title.id),
		mediaType: isSeries(title) ? 'tv' : 'movie',
		title: title.title,
		originalTitle: title.originalTitle,
		overview: title.overview,
		...(isSeries(title) ? { firstAirDate: date } : { releaseDate: date }),
		year: yearOf(date),
		genres: title.genres,
		// The demo catalog ships no images: posters show the app's placeholder.
		posterPath: null,
		posterUrl: null,
		savedRecordId: null
	};
}

function paged(titles: DemoTitle[], page: number): CatalogPage {
	const start = (page - 1) * PAGE_SIZE;
	return {
		page,
		totalPages: Math.max(1, Math.ceil(titles.length / PAGE_SIZE)),
		totalResults: titles.length,
		results: titles.slice(start, start + PAGE_SIZE).map(demoEntry)
	};
}

const byPopularity = (a: DemoTitle, b: DemoTitle) => b.popularity - a.popularity;
const byRating = (a: DemoTitle, b: DemoTitle) => b.voteAverage - a.voteAverage;

export class DemoCatalogProvider implements CatalogProvider {
	readonly name = 'demo';

	constructor(private readonly today: () => Date = () => new Date()) {}

	private async titles(kind: MediaKind): Promise<DemoTitle[]> {
		const data = await loadDemoCatalog();
		return kind === 'tv' ? data.tv : data.movies;
	}

	async discover(kind: MediaKind, category: DiscoverCategory, page: number): Promise<CatalogPage> {
		const titles = await this.titles(kind);
		const today = localDate(this.today());
		const newestFirst = (a: DemoTitle, b: DemoTitle) => (releaseOf(a) < releaseOf(b) ? 1 : -1);
		// A fixed catalog cannot know what is in cinemas or on air today; these lists are the
		// closest honest reading of its own dates.
		const lists: Record<DiscoverCategory, () => DemoTitle[]> = {
			popular: () => [...titles].sort(byPopularity),
			top_rated: () => [...titles].sort(byRating),
			now_playing: () => titles.filter((t) => releaseOf(t) <= today).sort(newestFirst).slice(0, 10),
			upcoming: () => titles.filter((t) => releaseOf(t) > today).sort((a, b) => (releaseOf(a) < releaseOf(b) ? -1 : 1)),
			on_the_air: () => titles.filter((t) => isSeries(t) && t.inProduction).sort(byPopularity),
			airing_today: () =>
				titles.filter((t) => isSeries(t) && t.seasons.some((s) => s.episodes.some((e) => e.airDate === today)))
		};
		return paged(lists[category](), page);
	}

	async search(kind: MediaKind, query: string, page: number): Promise<CatalogPage> {
		const words = queryWords(query);
		if (words.length === 0) return this.discover(kind, 'popular', page);
		const titles = await this.titles(kind);
		const hits = titles.filter((t) => {
			const own = searchWords(t.title, t.originalTitle);
			return words.every((w) => own.some((o) => o.startsWith(w)));
		});
		return paged(hits.sort(byPopularity), page);
	}

	async details(kind: MediaKind, providerId: string): Promise<CatalogDetails> {
		const title = (await this.titles(kind)).find((t) => String(t.id) === providerId);
		if (!title) throw new GatewayError('not_found', `The demo catalog has no ${kind === 'tv' ? 'series' : 'movie'} with ID ${providerId}.`);
		const entry = { ...demoEntry(title), runtimeMinutes: title.runtimeMinutes };
		if (!isSeries(title)) return entry;
		return {
			...entry,
			numberOfSeasons: title.seasons.filter((s) => s.seasonNumber > 0).length,
			numberOfEpisodes: title.seasons.filter((s) => s.seasonNumber > 0).reduce((n, s) => n + s.episodes.length, 0),
			seasons: title.seasons.map((s) => ({
				seasonNumber: s.seasonNumber,
				name: s.name,
				episodeCount: s.episodes.length,
				airDate: s.episodes[0]?.airDate ?? null
			}))
		};
	}

	async season(providerId: string, seasonNumber: number): Promise<SeasonDetails> {
		const series = (await this.titles('tv')).find((t) => String(t.id) === providerId);
		const season = series && isSeries(series) ? series.seasons.find((s) => s.seasonNumber === seasonNumber) : undefined;
		if (!season) throw new GatewayError('not_found', `The demo catalog has no season ${seasonNumber} of series ${providerId}.`);
		return {
			providerId,
			seasonNumber,
			name: season.name,
			episodes: season.episodes.map((e) => ({
				episodeNumber: e.episodeNumber,
				name: e.name,
				airDate: e.airDate,
				runtimeMinutes: e.runtimeMinutes,
				overview: e.overview || null,
				// The demo catalog ships no images.
				stillUrl: null
			}))
		};
	}

	/** Offers as the catalog recorded them, in its one region; elsewhere it knows of none. */
	async watchOffers(kind: MediaKind, providerId: string, region = 'US'): Promise<WatchOffers> {
		const data = await loadDemoCatalog();
		const title = (await this.titles(kind)).find((t) => String(t.id) === providerId);
		if (!title) throw new GatewayError('not_found', `The demo catalog has no ${kind === 'tv' ? 'series' : 'movie'} with ID ${providerId}.`);
		const services = new Map(data.watchServices.map((s) => [s.serviceId, { ...s, logoUrl: null }]));
		const named = (ids: number[]) => (region === data.watchRegion ? ids.flatMap((id) => services.get(id) ?? []) : []);
		return { providerId, mediaType: kind, region, link: null, flatrate: named(title.watch.flatrate), rent: named(title.watch.rent), buy: named(title.watch.buy) };
	}

	async watchServices(_kind: MediaKind, region = 'US'): Promise<WatchService[]> {
		const data = await loadDemoCatalog();
		return region === data.watchRegion ? data.watchServices.map((s) => ({ ...s, logoUrl: null })) : [];
	}

	/** The catalog's titles on any of the services by subscription, in its one region; elsewhere none. */
	async discoverStreaming(kind: MediaKind, { serviceIds, order, page, region = 'US' }: StreamingQuery): Promise<CatalogPage> {
		const data = await loadDemoCatalog();
		const wanted = new Set(serviceIds);
		const titles = region === data.watchRegion ? (await this.titles(kind)).filter((t) => t.watch.flatrate.some((id) => wanted.has(id))) : [];
		return paged(titles.sort(order === 'top_rated' ? byRating : byPopularity), page);
	}

	/** Series by the TVDB IDs the catalog records, films and series by IMDb ID; anything else is unknown. */
	async findExternal(source: ExternalSource, externalId: string): Promise<CatalogEntry[]> {
		if (source === 'tvdb_id') return ((await this.titles('tv')) as DemoSeries[]).filter((t) => String(t.tvdbId) === externalId).map(demoEntry);
		const all = [...(await this.titles('movie')), ...(await this.titles('tv'))];
		return all.filter((t) => t.imdbId === externalId).map(demoEntry);
	}

	/** The catalog records no episode IDs: a history that names episodes only by them needs TMDB. */
	async findEpisode(): Promise<FoundEpisode | null> {
		return null;
	}
}
