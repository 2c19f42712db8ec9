/**
 * The library's tables by name, and the one map of which tables hold each kind's rows: what the
 * storage layer, export, import and sync share. Kept apart from the export file's schemas
 * (transfer/library-document.ts), so the storage layer can name the tables without loading the import
 * code on the app's first screen.
 */
import type { MediaKind } from './enums';
import type { Person } from './people';
import type { MediaRecord } from './records';
import type { Recommendation } from './recommendations';
import type { PersonTaste } from './tastes';
import type { WatchLog } from './watch-logs';

export const TABLES = [
	'tvSeries',
	'movies',
	'tvWatchLogs',
	'movieWatchLogs',
	'tvRecommendations',
	'movieRecommendations',
	'tvTastes',
	'movieTastes',
	'people'
] as const;
export type TableName = (typeof TABLES)[number];

/** The field holding each table's row ID. */
export const ROW_ID_FIELD: Record<TableName, string> = {
	tvSeries: 'id',
	movies: 'id',
	tvWatchLogs: 'watchLogId',
	movieWatchLogs: 'watchLogId',
	tvRecommendations: 'recommendationId',
	movieRecommendations: 'recommendationId',
	tvTastes: 'personTasteId',
	movieTastes: 'personTasteId',
	people: 'id'
};

export interface LibraryData {
	tvSeries: MediaRecord[];
	movies: MediaRecord[];
	tvWatchLogs: WatchLog[];
	movieWatchLogs: WatchLog[];
	tvRecommendations: Recommendation[];
	movieRecommendations: Recommendation[];
	tvTastes: PersonTaste[];
	movieTastes: PersonTaste[];
	people: Person[];
}

/** Which tables hold each kind's rows, so TV and movie code is written once. */
export const KIND_TABLES: Record<MediaKind, { records: 'tvSeries' | 'movies'; logs: 'tvWatchLogs' | 'movieWatchLogs'; recommendations: 'tvRecommendations' | 'movieRecommendations'; tastes: 'tvTastes' | 'movieTastes' }> = {
	tv: { records: 'tvSeries', logs: 'tvWatchLogs', recommendations: 'tvRecommendations', tastes: 'tvTastes' },
	movie: { records: 'movies', logs: 'movieWatchLogs', recommendations: 'movieRecommendations', tastes: 'movieTastes' }
};

