/**
 * The one line under a title's name saying how far the person is with it, read from its status
 * and its logs together, so a film marked Watched never reads "Not watched yet" and a series
 * counts episodes, not log entries.
 */
import type { CatalogSeasonSummary } from '$lib/domain/catalog';
import type { MediaKind } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';
import { episodeCode, formatDate } from '$lib/ui/labels';
import { nextEpisode } from './episodes';
import { regularEpisodes } from './watched-episodes';

const TIMES = ['', 'once', 'twice'];

function movieSummary(record: MediaRecord): string {
	const { watchCount: count, lastWatchedOn: last } = record;
	if (count === 0) return record.status === 'watched' || record.status === 'completed' ? 'Watched' : 'Not watched yet';
	if (count === 1) return last ? `Watched on ${formatDate(last)}` : 'Watched once';
	const times = TIMES[count] ?? `${count} times`;
	return last ? `Watched ${times}, last on ${formatDate(last)}` : `Watched ${times}`;
}

/** Episodes at or before the progress, counted over the regular seasons (specials aside). */
function episodesWatched(record: MediaRecord, regular: CatalogSeasonSummary[]): number {
	const { currentSeason: season, currentEpisode: episode } = record;
	if (season === undefined) return 0;
	return regular.reduce((sum, s) => {
		if (s.seasonNumber < season) return sum + s.episodeCount;
		if (s.seasonNumber === season) return sum + Math.min(episode ?? s.episodeCount, s.episodeCount);
		return sum;
	}, 0);
}

function seriesSummary(record: MediaRecord, seasons: CatalogSeasonSummary[] | undefined, ticked: number | undefined): string {
	const finished = record.status === 'watched' || record.status === 'completed';
	const started = record.currentSeason !== undefined;
	if (!seasons) {
		if (!started) return finished ? 'Watched' : 'Not started yet';
		return record.currentEpisode === undefined ? `Up to season ${record.currentSeason}` : `Up to ${episodeCode(record.currentSeason!, record.currentEpisode)}`;
	}
	const regular = seasons.filter((s) => s.seasonNumber > 0 && s.episodeCount > 0);
	const total = regularEpisodes(seasons);
	const next = nextEpisode(record, seasons);
	if (!started) return finished ? 'Watched' : `Not started yet: ${total} episode${total === 1 ? '' : 's'}`;
	const watched = ticked ?? episodesWatched(record, regular);
	// Progress at the last episode says nothing of the ones skipped on the way: the logs do.
	if (!next) return watched < total ? `${watched} of ${total} episodes, up to the last` : `All ${total} episodes watched`;
	return `${watched} of ${total} episodes, next ${episodeCode(next.season, next.episode)}`;
}

/**
 * `seasons`: the provider's, for a series; undefined while unknown. `ticked`: the regular episodes
 * its logs cover (watched-episodes.ts), once read; until then the progress counts everything before it.
 */
export function watchedSummary(kind: MediaKind, record: MediaRecord, seasons: CatalogSeasonSummary[] | undefined, ticked?: number): string {
	return kind === 'movie' ? movieSummary(record) : seriesSummary(record, seasons, ticked);
}
