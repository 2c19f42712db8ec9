/** What Up next and Upcoming answer: the shapes the operations give and the screens read. */
import type { GuideEpisode } from './episode-guide';

/**
 * `ready`: the next episode has aired; `not_aired`: it has not (it belongs to Upcoming);
 * `no_guide`: the series' seasons were never fetched, so only its number is known.
 */
export type UpNextState = 'ready' | 'not_aired' | 'no_guide';

export interface UpNextItem {
	mediaRecordId: string;
	providerId: string;
	title: string;
	posterPath: string | null;
	lastWatchedOn: string | null;
	state: UpNextState;
	/** The next episode; for `no_guide` only its season and number, by numbering on. */
	episode: GuideEpisode;
	/** When the guide was fetched; null for `no_guide`. */
	guideFetchedAt: string | null;
}

export interface UpcomingItem {
	/** The air or release date, YYYY-MM-DD. */
	date: string;
	mediaRecordId: string;
	providerId: string;
	title: string;
	/** Series only. */
	seasonNumber?: number;
	episodeNumber?: number;
	episodeName?: string;
}
