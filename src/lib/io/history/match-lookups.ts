/**
 * The provider lookups matching makes, through the gateway (svc_lookup search and details, and
 * `gateway.history` for TMDB's /find), with what was kept of earlier ones.
 */
import type { MediaKind } from '../../domain/enums';
import type { CatalogEntry, CatalogPage } from '../../domain/catalog';
import { GatewayError, type Result } from '../../gateway/errors';
import type { Gateway } from '../../gateway/gateway';
import { candidateOf, type Candidate } from './match-title';

export interface MatchLookups {
	/** Kept lookups belong to the provider that answered them. */
	readonly providerName: string;
	search(kind: MediaKind, query: string): Promise<Candidate[]>;
	/** Null when the provider has no such title. */
	details(kind: MediaKind, providerId: string): Promise<Candidate | null>;
	findTvdb(tvdbId: string): Promise<Candidate[]>;
	kept(keys: string[]): Promise<Map<string, unknown>>;
	keep(values: Map<string, unknown>): Promise<void>;
}

function dataOf<T>(result: Result): T {
	if (!result.ok) throw new GatewayError(result.error.code, result.error.message, result.error);
	return result.data as T;
}

export function gatewayLookups(gateway: Gateway): MatchLookups {
	const lookup = gateway.connect('app').svc_lookup;
	const op = (kind: MediaKind, tv: string, movie: string) => (kind === 'tv' ? tv : movie);
	return {
		get providerName() {
			return gateway.history.providerName;
		},
		async search(kind, query) {
			const result = await lookup({ operation: op(kind, 'tv_series_searchTvSeries', 'movies_searchMovies'), input: { query: query.slice(0, 200) } });
			return dataOf<CatalogPage>(result).results.map(candidateOf);
		},
		async details(kind, providerId) {
			const result = await lookup({ operation: op(kind, 'tv_series_getTvSeriesDetails', 'movies_getMovieDetails'), input: { providerId } });
			if (!result.ok && result.error.code === 'not_found') return null;
			return candidateOf(dataOf<CatalogEntry>(result));
		},
		async findTvdb(tvdbId) {
			return (await gateway.history.findExternal('tvdb_id', tvdbId)).filter((e) => e.mediaType === 'tv').map(candidateOf);
		},
		kept: (keys) => gateway.history.kept(keys),
		keep: (values) => gateway.history.keep(values)
	};
}
