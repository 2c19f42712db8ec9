/** The export file: a versioned envelope around every table of the library (DESIGN section 8). */
import { z } from 'zod/mini';
import type { MediaKind } from '../domain/enums';
import { person, type Person } from '../domain/people';
import { movieRecord, tvRecord, type MediaRecord } from '../domain/records';
import { recommendationRow, type Recommendation } from '../domain/recommendations';
import { personTasteRow, type PersonTaste } from '../domain/tastes';
import { storedLogSchemas, type WatchLog } from '../domain/watch-logs';

export const FORMAT = 'film-tv-library';
export const VERSION = 1;

/** Far above a heavy library (20,000 titles, 200,000 logs), far below what would exhaust memory. */
export const MAX_ROWS_PER_TABLE = 1_000_000;
export const MAX_FILE_BYTES = 256 * 1024 * 1024;

export { KIND_TABLES, TABLES, type LibraryData, type TableName } from '../domain/tables';
import { TABLES, type LibraryData, type TableName } from '../domain/tables';

const rows = <T extends z.ZodMiniType>(row: T) => z.array(row).check(z.maxLength(MAX_ROWS_PER_TABLE));
const ofKind = <T extends z.ZodMiniType<{ kind: MediaKind }>>(row: T, kind: MediaKind) =>
	row.check(z.refine((r) => r.kind === kind, { path: ['kind'], message: `must be "${kind}" in this table` }));
const ofMediaType = <T extends z.ZodMiniType<{ providerRef: { mediaType: MediaKind } }>>(row: T, kind: MediaKind) =>
	row.check(z.refine((r) => r.providerRef.mediaType === kind, { path: ['providerRef', 'mediaType'], message: `must be "${kind}" in this table` }));

/** One row of each table, validated with the same schemas the operations use. */
export const rowSchemas = {
	tvSeries: ofMediaType(tvRecord, 'tv'),
	movies: ofMediaType(movieRecord, 'movie'),
	tvWatchLogs: ofKind(storedLogSchemas.tv, 'tv'),
	movieWatchLogs: ofKind(storedLogSchemas.movie, 'movie'),
	tvRecommendations: ofKind(recommendationRow, 'tv'),
	movieRecommendations: ofKind(recommendationRow, 'movie'),
	tvTastes: ofMediaType(ofKind(personTasteRow, 'tv'), 'tv'),
	movieTastes: ofMediaType(ofKind(personTasteRow, 'movie'), 'movie'),
	people: person
} satisfies Record<TableName, z.ZodMiniType>;

/** Every table's rows. */
export const tableSchemas = {
	tvSeries: rows(rowSchemas.tvSeries),
	movies: rows(rowSchemas.movies),
	tvWatchLogs: rows(rowSchemas.tvWatchLogs),
	movieWatchLogs: rows(rowSchemas.movieWatchLogs),
	tvRecommendations: rows(rowSchemas.tvRecommendations),
	movieRecommendations: rows(rowSchemas.movieRecommendations),
	tvTastes: rows(rowSchemas.tvTastes),
	movieTastes: rows(rowSchemas.movieTastes),
	people: rows(rowSchemas.people)
} satisfies Record<TableName, z.ZodMiniType>;

export const envelope = z.object({
	format: z.literal(FORMAT),
	version: z.number().check(z.int(), z.minimum(1)),
	exportedAt: z.iso.datetime(),
	counts: z.optional(z.record(z.string(), z.number())),
	data: z.record(z.string(), z.unknown())
});

export interface LibraryDocument {
	format: typeof FORMAT;
	version: typeof VERSION;
	exportedAt: string;
	counts: Record<TableName, number>;
	data: LibraryData;
}

export function countsOf(data: LibraryData): Record<TableName, number> {
	return Object.fromEntries(TABLES.map((t) => [t, data[t].length])) as Record<TableName, number>;
}
