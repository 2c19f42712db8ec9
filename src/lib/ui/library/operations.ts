/** The operation names each screen calls, per media kind, and the app's links to a title. */
import type { MediaKind, WatchStatus } from '$lib/domain/enums';

export const OPS = {
	tv: {
		records: 'tv_series_queryTvSeriesRecords',
		record: 'tv_series_getTvSeriesRecord',
		stats: 'tv_series_queryTvSeriesStats',
		upsert: 'tv_series_upsertTvSeriesRecord',
		remove: 'tv_series_deleteTvSeriesRecord',
		logs: 'tv_series_queryTvSeriesWatchLogs',
		log: 'tv_series_getTvSeriesWatchLog',
		addLog: 'tv_series_addTvSeriesWatchLog',
		updateLog: 'tv_series_updateTvSeriesWatchLog',
		deleteLog: 'tv_series_deleteTvSeriesWatchLog',
		details: 'tv_series_getTvSeriesDetails'
	},
	movie: {
		records: 'movies_queryMovieRecords',
		record: 'movies_getMovieRecord',
		stats: 'movies_queryMovieStats',
		upsert: 'movies_upsertMovieRecord',
		remove: 'movies_deleteMovieRecord',
		logs: 'movies_queryMovieWatchLogs',
		log: 'movies_getMovieWatchLog',
		addLog: 'movies_addMovieWatchLog',
		updateLog: 'movies_updateMovieWatchLog',
		deleteLog: 'movies_deleteMovieWatchLog',
		details: 'movies_getMovieDetails'
	}
} as const satisfies Record<MediaKind, Record<string, string>>;

export const SEASON_DETAILS = 'tv_series_getTvSeriesSeasonDetails';

/** Totals of one kind from the stats operation. */
export interface ShelfTotals {
	saved: number;
	byStatus: Record<WatchStatus, number>;
	watchLogs: number;
	rated: number;
}

export function asKind(value: string | null | undefined): MediaKind | undefined {
	return value === 'tv' || value === 'movie' ? value : undefined;
}

export function titleHref(kind: MediaKind, id: string): string {
	return `/title/${kind}/${encodeURIComponent(id)}`;
}

export function logHref(kind: MediaKind, id: string, watchLogId?: string): string {
	const base = `${titleHref(kind, id)}/log`;
	return watchLogId === undefined ? base : `${base}?log=${encodeURIComponent(watchLogId)}`;
}
