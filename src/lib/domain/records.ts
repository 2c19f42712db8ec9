/** Saved series and movies: the record bodies of spec 2.1 and 2.2 and the stored record. */
import { z } from 'zod/mini';
import { rating, watchStatus, type MediaKind } from './enums';
import { count, episodeNumber, id, idList, isoDate, LIMITS, longText, seasonNumber, shortText, textList } from './fields';
import { providerRef } from './provider-ref';
import { searchWords } from './search-text';

const commonBody = {
	providerRef,
	title: shortText.check(z.trim(), z.minLength(1, 'must not be empty')),
	originalTitle: z.optional(shortText),
	overview: z.optional(longText),
	runtimeMinutes: z.optional(z.number().check(z.minimum(0), z.maximum(100_000))),
	genres: z.optional(textList),
	status: z.optional(watchStatus),
	rating: z.optional(rating),
	journalNotes: z.optional(longText),
	recommendedByPersonIds: z.optional(idList),
	tags: z.optional(textList)
};

// Bodies strip fields they do not own (id, derived fields, timestamps), so a row that was
// read can be edited and written back as it is.
export const tvRecordBody = z.object({
	...commonBody,
	firstAirDate: z.optional(isoDate),
	numberOfSeasons: z.optional(count),
	numberOfEpisodes: z.optional(count),
	currentSeason: z.optional(seasonNumber),
	currentEpisode: z.optional(episodeNumber)
});

export const movieRecordBody = z.object({
	...commonBody,
	releaseDate: z.optional(isoDate)
});

export type TvRecordBody = z.infer<typeof tvRecordBody>;
export type MovieRecordBody = z.infer<typeof movieRecordBody>;
export type RecordBody = TvRecordBody | MovieRecordBody;

/** Fields a saved record carries beyond its body: identity, derived counters, timestamps. */
export const recordMeta = z.object({
	id,
	status: watchStatus,
	genres: textList,
	tags: textList,
	recommendedByPersonIds: idList,
	watchCount: count,
	lastWatchedOn: z.nullable(isoDate),
	posterPath: z.nullable(shortText),
	/**
	 * Where the poster path's images live, as the provider's server said when the details were
	 * read (TMDB's /configuration): another server than TMDB's has its own. Absent: TMDB's.
	 */
	posterBase: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(LIMITS.shortText))),
	/** When the provider's details were last read into this record; absent for records from before it was kept. */
	detailsFetchedAt: z.optional(z.iso.datetime()),
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});

export const tvRecord = z.extend(tvRecordBody, recordMeta.shape);
export const movieRecord = z.extend(movieRecordBody, recordMeta.shape);
export type TvRecord = z.infer<typeof tvRecord>;
export type MovieRecord = z.infer<typeof movieRecord>;
/** A saved title of either kind; kind-specific fields are optional on it. */
export type MediaRecord = TvRecord & Partial<Pick<MovieRecord, 'releaseDate'>>;

export const recordSchemas: Record<MediaKind, { body: typeof tvRecordBody | typeof movieRecordBody; record: typeof tvRecord | typeof movieRecord }> = {
	tv: { body: tvRecordBody, record: tvRecord },
	movie: { body: movieRecordBody, record: movieRecord }
};

/** Fields the provider owns: a quick save refreshes these and keeps the user's own. */
export const PROVIDER_FIELDS = [
	'providerRef',
	'title',
	'originalTitle',
	'overview',
	'firstAirDate',
	'releaseDate',
	'runtimeMinutes',
	'genres',
	'numberOfSeasons',
	'numberOfEpisodes',
	'posterPath',
	'posterBase',
	'detailsFetchedAt'
] as const;

export interface RecordSummary {
	id: string;
	title: string;
	status: z.infer<typeof watchStatus>;
	rating: z.infer<typeof rating> | null;
	year: number | null;
}

export function releaseDateOf(record: Pick<MediaRecord, 'firstAirDate' | 'releaseDate'>): string | undefined {
	return record.firstAirDate ?? record.releaseDate;
}

export function summarizeRecord(record: MediaRecord): RecordSummary {
	const date = releaseDateOf(record);
	return {
		id: record.id,
		title: record.title,
		status: record.status,
		rating: record.rating ?? null,
		year: date ? Number(date.slice(0, 4)) : null
	};
}

/** The words a saved title is found by: title, original title, overview, genres and tags. */
export function recordWords(record: MediaRecord): string[] {
	return searchWords(record.title, record.originalTitle, record.overview, ...record.genres, ...record.tags);
}
