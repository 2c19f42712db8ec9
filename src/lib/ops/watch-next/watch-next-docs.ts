/** What svc_describe says of the watch-next operations, loaded with it: no screen reads it. */
import type { KindInfo } from '../kind-info';
import type { OperationDocs } from '../operation';

const ATTRIBUTION = 'Offers come from JustWatch through TMDB: wherever they are shown, say "Streaming data by JustWatch".';

export function refreshEpisodeGuide(): OperationDocs {
	return {
		description: "Fetches a saved series' seasons and episodes from the provider and keeps them, so Up next and Upcoming work offline.",
		notes: [
			'A guide fetched less than maxAgeHours ago (default 24: at most daily) is returned as kept, without asking the provider; 0 always asks.',
			'Asks for the details, then only the seasons that are new, changed in episode count, or the latest (older seasons do not change), within the rate limit.',
			'Returns { guide: { providerKey, providerId, fetchedAt, seasons: [{ seasonNumber, name, episodeNumbers }] }, refreshed }: the outline of the guide; each episode\'s name, air date and still are kept with it for Up next and Upcoming.'
		]
	};
}

export function queryUpNext(): OperationDocs {
	return {
		description: 'Up next: each series being watched with its next unwatched episode, most recently watched first.',
		notes: [
			'Reads only the library and its kept episode guides: it works offline and never asks the provider.',
			'Returns { items: [{ mediaRecordId, providerId, title, posterPath, lastWatchedOn, state, episode: { seasonNumber, episodeNumber, name, airDate, stillUrl }, guideFetchedAt }] }.',
			'state "ready": the episode has aired; "not_aired": it has not yet (see tv_series_queryUpcoming); "no_guide": no guide is kept (a full-body save, an import, or a quick save the provider could not answer), so the episode is only numbered on: fetch it with tv_series_refreshEpisodeGuide.',
			'A series whose every known episode is watched is left out. Specials (season 0) are skipped.'
		]
	};
}

export function queryUpcoming(k: KindInfo): OperationDocs {
	return {
		description: k.pick(
			'Episodes of saved series airing from today through the next days, from their kept episode guides, in air order.',
			'Films on the want-to-watch list released from today through the next days, in release order.'
		),
		notes: [
			'days: how far ahead, 90 by default. mediaRecordId: only that title.',
			'Reads only the library: it works offline and never asks the provider.',
			k.pick(
				'Returns { items: [{ date, mediaRecordId, providerId, title, seasonNumber, episodeNumber, episodeName }], needsRefresh: [mediaRecordId] }; needsRefresh lists series whose guide is missing or over a day old: refresh each with tv_series_refreshEpisodeGuide. Dropped series are left out.',
				'Returns { items: [{ date, mediaRecordId, providerId, title }], needsRefresh: [] }; the release date is the one saved with the film.'
			)
		]
	};
}

export function getWatchOffers(k: KindInfo): OperationDocs {
	return {
		description: `Where a ${k.noun} can be watched in a region: by subscription (flatrate), to rent, to buy.`,
		notes: [
			"region: an ISO 3166-1 code; by default the region in the app's settings.",
			'Returns { providerId, mediaType, region, link, flatrate, rent, buy }, each list [{ serviceId, name, logoUrl }]; link is the provider page of these offers, or null.',
			'The demo catalog records its titles\' offers in the US only, as they were when it was made.',
			`A saved title's offers are kept on the device, for ${k.pick('tv_series_queryTvSeriesOnMyServices', 'movies_queryMoviesOnMyServices')}.`,
			ATTRIBUTION
		]
	};
}

export function queryWatchServices(k: KindInfo): OperationDocs {
	return {
		description: `The streaming services, shops and channels offering ${k.pick('series', 'movies')} in a region.`,
		notes: ["region: by default the one in the app's settings.", 'Returns { items: [{ serviceId, name, logoUrl }] }.', ATTRIBUTION]
	};
}
export function queryOnMyServices(k: KindInfo): OperationDocs {
	return {
		description: `Saved ${k.pick('series', 'movies')} of a status (want_to_watch by default) that stream by subscription on any of the services given.`,
		notes: [
			`serviceIds: the services, by ID (from ${k.pick('tv_series_queryWatchServices', 'movies_queryWatchServices')}); the person's own are in the app's Settings. region: whose offers count (ISO 3166-1), as in Settings.`,
			`Reads only the library and the offers kept on the device: a saved title's offers are kept whenever ${k.pick('tv_series_getTvSeriesWatchProviders', 'movies_getMovieWatchProviders')} looks them up. It works offline and never asks the provider.`,
			'query narrows the titles as the records query does (the start of words in the title, original title, overview, genres and tags).',
			'Returns { items: [{ record, services }], elsewhere, unchecked: [{ mediaRecordId, providerId, title }], checkedSince }: items in title order with the services each is on; elsewhere counts titles checked and on none; unchecked lists titles whose offers in the region were never fetched (look each up to check it); checkedSince is the oldest check the answer rests on.',
			ATTRIBUTION
		]
	};
}
