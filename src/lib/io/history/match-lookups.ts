/**
 * The provider lookups matching makes, through the gateway (svc_lookup search and details, and
 * `gateway.history` for TMDB's /find, of titles and of episodes), season details for the episode names Netflix gives, with
 * what was kept of earlier ones.
 */
import type { MediaKind } from '../../domain/enums';
import { GatewayError, type Result } from '../../domain/errors';
import type { Gateway } from '../../gateway/gateway';
import type { ExternalSource, FoundEpisode } from '../../provider/catalog-provider';
import { candidateOf, type Candidate } from './match-title';

export interface GuideEpisodeName {
	episodeNumber: number;
	name: string;
}

export interface MatchLookups {
	/** Kept lookups belong to the provider that answered them. */
	readonly providerName: string;
	search(kind: MediaKind, query: string): Promise<Candidate[]>;
	/** Null when the provider has no such title. */
	details(kind: MediaKind, providerId: string): Promise<Candidate | null>;
	/** TMDB's /find: the titles another database's ID names. */
	find(source: ExternalSource, externalId: string): Promise<Candidate[]>;
	/** TMDB's /find again: the series, season and number a TVDB episode ID names; null when unknown. */
	findEpisode(tvdbEpisodeId: string): Promise<FoundEpisode | null>;
	/** A season's episodes, numbers and names; empty when the provider has no such season. */
	season(providerId: string, seasonNumber: number): Promise<GuideEpisodeName[]>;
	kept(keys: string[]): Promise<Map<string, unknown>>;
	keep(values: Map<string, unknown>): Promise<void>;
}

function dataOf<T>(result: Result<T>): T {
	if (!result.ok) throw new GatewayError(result.error.code, result.error.message, result.error);
	return result.data;
}

export function gatewayLookups(gateway: Gateway): MatchLookups {
	return {
		get providerName() {
			return gateway.history.providerName;
		},
		async search(kind, query) {
			return dataOf(await gateway.ops[kind].search({ query: query.slice(0, 200) })).results.map(candidateOf);
		},
		async details(kind, providerId) {
			const result = await gateway.ops[kind].details({ providerId });
			if (!result.ok && result.error.code === 'not_found') return null;
			return candidateOf(dataOf(result));
		},
		async find(source, externalId) {
			return (await gateway.history.findExternal(source, externalId)).map(candidateOf);
		},
		findEpisode: (tvdbEpisodeId) => gateway.history.findEpisode(tvdbEpisodeId),
		async season(providerId, seasonNumber) {
			const result = await gateway.ops.tv.seasonDetails({ providerId, seasonNumber });
			if (!result.ok && result.error.code === 'not_found') return [];
			return dataOf(result).episodes.map(({ episodeNumber, name }) => ({ episodeNumber, name }));
		},
		kept: (keys) => gateway.history.kept(keys),
		keep: (values) => gateway.history.keep(values)
	};
}
