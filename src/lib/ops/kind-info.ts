/** What differs between the TV and movie families; every operation is written once over this. */
import type { MediaKind, WatchStatus } from '../domain/enums';

export type ResourceKind =
	| 'tv_series'
	| 'tv_watch_log'
	| 'tv_recommendation'
	| 'tv_taste'
	| 'tv_catalog'
	| 'movie'
	| 'movie_watch_log'
	| 'movie_recommendation'
	| 'movie_taste'
	| 'movie_catalog';

export interface KindInfo {
	kind: MediaKind;
	/** "series" or "movie", for messages. */
	noun: string;
	resources: { record: ResourceKind; log: ResourceKind; recommendation: ResourceKind; taste: ResourceKind; catalog: ResourceKind };
	/** The record field holding the provider's first date. */
	dateField: 'firstAirDate' | 'releaseDate';
	/** Status of a record-body upsert that names none. */
	bodyDefaultStatus: WatchStatus;
	/**
	 * The statuses a person picks from for this kind, in order: the spec allows all six for both,
	 * but a film is not watched bit by bit, so it is never Watching, On hold or Completed beside
	 * Watched. A stored film with one of those (an import, an agent) keeps it.
	 */
	statuses: readonly WatchStatus[];
	/** Status after a watch log is added (spec section 3). */
	statusAfterLog: (current: WatchStatus) => WatchStatus;
	/** Picks this family's spelling of a name; typed as either, so an operation's name type holds both. */
	pick: <const TV, const Movie>(tv: TV, movie: Movie) => TV | Movie;
}

export const KINDS: readonly KindInfo[] = [
	{
		kind: 'tv',
		noun: 'series',
		resources: { record: 'tv_series', log: 'tv_watch_log', recommendation: 'tv_recommendation', taste: 'tv_taste', catalog: 'tv_catalog' },
		dateField: 'firstAirDate',
		bodyDefaultStatus: 'watching',
		statuses: ['want_to_watch', 'watching', 'watched', 'completed', 'dropped', 'on_hold'],
		statusAfterLog: (current) => (current === 'completed' ? 'completed' : 'watching'),
		pick: (tv) => tv
	},
	{
		kind: 'movie',
		noun: 'movie',
		resources: {
			record: 'movie',
			log: 'movie_watch_log',
			recommendation: 'movie_recommendation',
			taste: 'movie_taste',
			catalog: 'movie_catalog'
		},
		dateField: 'releaseDate',
		bodyDefaultStatus: 'want_to_watch',
		statuses: ['want_to_watch', 'watched', 'dropped'],
		statusAfterLog: () => 'watched',
		pick: (_tv, movie) => movie
	}
];
