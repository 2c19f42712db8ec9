/**
 * The library's tables by name: what export, import and the storage layer share. Kept apart from
 * the export file's schemas (library-document.ts), so the storage layer can name the tables
 * without loading the import code on the app's first screen.
 */
import type { MediaKind } from '../domain/enums';
import type { Person } from '../domain/people';
import type { MediaRecord } from '../domain/records';
import type { Recommendation } from '../domain/recommendations';
import type { PersonTaste } from '../domain/tastes';
import type { WatchLog } from '../domain/watch-logs';

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

