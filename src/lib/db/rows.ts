/** Stored row shapes: domain values plus the derived keys our indexes are built from. */
import type { MediaKind, Rating, WatchStatus } from '../domain/enums';
import type { MediaRecord } from '../domain/records';
import type { Recommendation } from '../domain/recommendations';
import type { PersonTaste } from '../domain/tastes';
import type { WatchLog } from '../domain/watch-logs';

export interface RecordKeys {
	/** Folded title, NUL, id: the records sort order, unique. */
	sortKey: string;
	providerKey: string;
}
export type RecordRow = MediaRecord & RecordKeys;

/** A record's search words, in a store of their own: a record write need not rewrite their index entries. */
export interface WordsRow {
	/** The record's id. */
	id: string;
	/** Folded words of title, original title, overview, genres and tags, each as wordKey(word, sortKey). */
	wordKeys: string[];
}

export interface LogKeys {
	/** watchedOn|createdAt|watchLogId: ascending here, read in reverse for newest first. */
	sortKey: string;
	/** personId NUL sortKey per companion, so a person's shared logs come out in date order. */
	withKeys: string[];
}
export type LogRow = WatchLog & LogKeys;

export type RecommendationRow = Recommendation;
export type TasteRow = PersonTaste & { providerKey: string };

/** How far a whole-library read or write has come, in rows. */
export interface RowProgress {
	done: number;
	total: number;
}

/**
 * Running totals per kind, written in the same transaction as every change they count. Stored
 * apart (schema version 11): the kind's row without its months (AggregateHead, in `aggregates`),
 * and a row per year of months (YearRow, in `yearTotals`), so a write reads and rewrites the year
 * it moves, not every month ever watched, and a batch of sync's arrivals a row per year, not per month.
 */
export interface AggregateRow {
	id: MediaKind;
	saved: number;
	byStatus: Record<WatchStatus, number>;
	ratings: Record<Rating, number>;
	watchLogs: number;
	/** What was watched each month, keyed YYYY-MM; a month with no watch has no entry. */
	byMonth: Record<string, MonthTotals>;
}

/** A kind's totals as stored, without its months. */
export type AggregateHead = Omit<AggregateRow, 'byMonth'>;

/** One year of a kind's totals as stored: its months that count a watch. */
export interface YearRow {
	/** `<kind>:<YYYY>` (yearRowId). */
	id: string;
	months: Record<string, MonthTotals>;
}

/** One month's watch logs: how many, the episodes and minutes they cover (domain/watch-figures.ts), their ratings. */
export interface MonthTotals {
	watches: number;
	episodes: number;
	minutes: number;
	/** Watches counted with no known runtime (no minutes). */
	untimed: number;
	/** The ratings given with those watches. */
	ratings: Record<Rating, number>;
}

export interface SettingRow {
	key: string;
	value: unknown;
}

/** A provider answer or a person's choice kept by the history import, so matching can resume. */
export interface HistoryLookupRow {
	key: string;
	value: unknown;
	savedAt: string;
}
