/** The shape of the bundled demo catalog (catalog.json), loaded only when first needed. */

export interface DemoEpisode {
	episodeNumber: number;
	name: string;
	airDate: string;
	runtimeMinutes: number | null;
	overview: string;
}

export interface DemoTitle {
	id: number;
	title: string;
	originalTitle: string;
	originalLanguage: string;
	overview: string;
	runtimeMinutes: number | null;
	genres: string[];
	voteAverage: number;
	popularity: number;
	/** IMDb's ID of the title, for /find lookups. */
	imdbId?: string;
	/** Where the title could be watched in the catalog's one region, by service ID, when the catalog was recorded. */
	watch: { flatrate: number[]; rent: number[]; buy: number[] };
}

export interface DemoMovie extends DemoTitle {
	releaseDate: string;
}

export interface DemoSeries extends DemoTitle {
	firstAirDate: string;
	/** TheTVDB's ID of the series, where known, for /find lookups. */
	tvdbId?: number;
	inProduction: boolean;
	seasons: { seasonNumber: number; name: string; episodes: DemoEpisode[] }[];
}

export interface DemoCatalogData {
	movies: DemoMovie[];
	tv: DemoSeries[];
	/** The one region whose offers the catalog records. */
	watchRegion: string;
	watchServices: { serviceId: number; name: string }[];
}

let loading: Promise<DemoCatalogData> | undefined;

export function loadDemoCatalog(): Promise<DemoCatalogData> {
	loading ??= import('./catalog.json').then((m) => m.default as DemoCatalogData);
	return loading;
}
