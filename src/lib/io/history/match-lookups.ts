/**
 * The provider lookups matching makes, through the gateway (svc_lookup search and details, and
 * `gateway.history` for TMDB's /find), with what was kept of earlier ones.
 */
import type { MediaKind } from '../../domain/enums';
import { GatewayError, type Result } from '../../domain/errors';
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
		async findTvdb(tvdbId) {
			return (await gateway.history.findExternal('tvdb_id', tvdbId)).filter((e) => e.mediaType === 'tv').map(candidateOf);
		},
		kept: (keys) => gateway.history.kept(keys),
		keep: (values) => gateway.history.keep(values)
	};
}
