/** Saved series and movies: the record bodies of spec 2.1 and 2.2 and the stored record. */
import { z } from 'zod';
import { rating, watchStatus, type MediaKind } from './enums';
import { count, episodeNumber, id, idList, isoDate, longText, seasonNumber, shortText, textList } from './fields';
import { providerRef } from './provider-ref';

const commonBody = {
	providerRef,
	title: shortText.trim().min(1, 'must not be empty'),
	originalTitle: shortText.optional(),
	overview: longText.optional(),
	runtimeMinutes: z.number().min(0).max(100_000).optional(),
	genres: textList.optional(),
	status: watchStatus.optional(),
	rating: rating.optional(),
	journalNotes: longText.optional(),
	recommendedByPersonIds: idList.optional(),
	tags: textList.optional()
};

// Bodies strip fields they do not own (id, derived fields, timestamps), so a row that was
// read can be edited and written back as it is.
export const tvRecordBody = z.object({
	...commonBody,
	firstAirDate: isoDate.optional(),
	numberOfSeasons: count.optional(),
	numberOfEpisodes: count.optional(),
	currentSeason: seasonNumber.optional(),
	currentEpisode: episodeNumber.optional()
});

export const movieRecordBody = z.object({
	...commonBody,
	releaseDate: isoDate.optional()
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
	lastWatchedOn: isoDate.nullable(),
	posterPath: shortText.nullable(),
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});

export const tvRecord = tvRecordBody.extend(recordMeta.shape);
export const movieRecord = movieRecordBody.extend(recordMeta.shape);
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
	'posterPath'
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
