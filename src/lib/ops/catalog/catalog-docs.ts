/** What svc_describe says of the catalog operations, loaded with it: no screen reads it. */
import { DISCOVER_CATEGORIES } from '../../domain/catalog';
import type { KindInfo } from '../kind-info';
import type { OperationDocs } from '../operation';

export function details(k: KindInfo): OperationDocs {
	return {
		description: `Provider details of one ${k.noun}.`,
		notes: [
			'providerId is a numeric string from a search or discover result.',
			k.pick(
				'Returns the catalog entry plus runtimeMinutes, numberOfSeasons, numberOfEpisodes and seasons: [{ seasonNumber, name, episodeCount, airDate }].',
				'Returns the catalog entry plus runtimeMinutes.'
			)
		]
	};
}

export function seasonDetails(): OperationDocs {
	return {
		description: 'Provider details of one season of a series: its episodes with names, numbers and air dates.',
		notes: [
			'seasonNumber 0 is usually specials.',
			'Use it to find an episode air date before logging a watch.',
			'Returns { providerId, seasonNumber, name, episodes: [{ episodeNumber, name, airDate, runtimeMinutes, overview }] }.'
		]
	};
}

export function discover(k: KindInfo): OperationDocs {
	const categories = DISCOVER_CATEGORIES[k.kind];
	return {
		description: `Provider discovery lists of ${k.pick('series', 'movies')}.`,
		notes: [
			`category is one of ${categories.join(', ')} (default popular); page starts at 1.`,
			'Returns { page, totalPages, totalResults, results }; each result has savedRecordId when the title is in the library.'
		]
	};
}

export function search(k: KindInfo): OperationDocs {
	return {
		description: `Search the provider for ${k.pick('series', 'movies')} by title; gives provider IDs for saving.`,
		notes: [
			'An omitted or empty query returns popular titles; page starts at 1.',
			'Searches provider metadata, not the saved library (use the records query for that).',
			'Returns { page, totalPages, totalResults, results }; each result has savedRecordId when the title is in the library.'
		]
	};
}
export function discoverStreaming(k: KindInfo): OperationDocs {
	return {
		description: `${k.pick('Series', 'Movies')} offered by subscription on any of the streaming services given, in a region: "on my services".`,
		notes: [
			`serviceIds: the services, by ID (from ${k.pick('tv_series_queryWatchServices', 'movies_queryWatchServices')}); the person's own are in the app's Settings. region: by default the one in the app's settings.`,
			'order is popular (default) or top_rated; page starts at 1. Renting and buying do not count: only what the services include.',
			'Returns { page, totalPages, totalResults, results }; each result has savedRecordId when the title is in the library.',
			'Offers come from JustWatch through TMDB: wherever they are shown, say "Streaming data by JustWatch".'
		]
	};
}
