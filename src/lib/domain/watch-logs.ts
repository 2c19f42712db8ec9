/** Watch logs: the log bodies of spec 2.3 with their validation rules, and the stored log. */
import { z } from 'zod/mini';
import { platformCountry, platformType, rating, type MediaKind } from './enums';
import { episodeNumber, id, idList, isoDate, longText, seasonNumber, shortText } from './fields';

const commonLog = {
	mediaRecordId: id,
	watchedOn: z.optional(isoDate),
	platform: z.optional(shortText),
	platformType: z._default(platformType, 'theater'),
	platformService: z.optional(shortText),
	platformCountry: z.optional(platformCountry),
	placeKey: z.optional(
		z
			.string()
			.check(
				z.maxLength(500),
				z.regex(
					/^(ext:.+|manual:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/,
					'must be ext:<placeId> or manual:<uuid>'
				)
			)
	),
	locationLabel: z.optional(shortText),
	watchedWithPersonIds: z.optional(idList),
	notes: z.optional(longText),
	rating: z.optional(rating),
	/** Beyond the spec (DESIGN 3): the person had seen it before, as a Letterboxd diary entry says. */
	rewatch: z.optional(z.boolean())
};

const tvRange = {
	episodeAirDate: z.optional(isoDate),
	seasonFrom: z.optional(seasonNumber),
	episodeFrom: z.optional(episodeNumber),
	seasonTo: z.optional(seasonNumber),
	episodeTo: z.optional(episodeNumber)
};

/** Spec rule 1 and DESIGN's episode rule: a range never ends before it starts. */
export function checkRange(log: { seasonFrom?: number; episodeFrom?: number; seasonTo?: number; episodeTo?: number }, ctx: z.core.$RefinementCtx): void {
	if (log.episodeFrom !== undefined && log.seasonFrom === undefined) {
		ctx.addIssue({ code: 'custom', path: ['seasonFrom'], message: 'is required when episodeFrom is given' });
	}
	if (log.episodeTo !== undefined && log.seasonTo === undefined && log.seasonFrom === undefined) {
		ctx.addIssue({ code: 'custom', path: ['seasonTo'], message: 'is required when episodeTo is given' });
	}
	if (log.seasonFrom !== undefined && log.seasonTo !== undefined && log.seasonTo < log.seasonFrom) {
		ctx.addIssue({ code: 'custom', path: ['seasonTo'], message: 'must not be before seasonFrom' });
	}
	const sameSeason = log.seasonTo === undefined || log.seasonTo === log.seasonFrom;
	if (sameSeason && log.episodeFrom !== undefined && log.episodeTo !== undefined && log.episodeTo < log.episodeFrom) {
		ctx.addIssue({ code: 'custom', path: ['episodeTo'], message: 'must not be before episodeFrom within one season' });
	}
}

export const movieLogBody = z.object(commonLog);
export const tvLogBody = z.object({ ...commonLog, ...tvRange }).check(z.superRefine(checkRange));

export type MovieLogBody = z.infer<typeof movieLogBody>;
export type TvLogBody = z.infer<typeof tvLogBody>;
export type LogBody = z.infer<typeof movieLogBody> & Partial<Omit<TvLogBody, keyof MovieLogBody>>;

export const logBodies: Record<MediaKind, typeof tvLogBody | typeof movieLogBody> = {
	tv: tvLogBody,
	movie: movieLogBody
};

/** Stored fields beyond the body. */
export const logMeta = z.object({
	watchLogId: id,
	kind: z.enum(['tv', 'movie']),
	title: shortText,
	watchedOn: isoDate,
	watchedOnDefaulted: z.boolean(),
	watchedWithPersonIds: idList,
	createdAt: z.iso.datetime(),
	updatedAt: z.iso.datetime()
});

export type WatchLog = Omit<LogBody, 'watchedOn' | 'watchedWithPersonIds'> & z.infer<typeof logMeta>;

/** A stored log as exported and imported: the body plus the stored fields, same rules. */
export const storedLogSchemas: Record<MediaKind, z.ZodMiniType<WatchLog>> = {
	tv: z.object({ ...commonLog, ...tvRange, ...logMeta.shape }).check(z.superRefine(checkRange)),
	movie: z.object({ ...commonLog, ...logMeta.shape })
};

export interface WatchLogSummary {
	watchLogId: string;
	mediaRecordId: string;
	title: string;
	date: string;
	platform: string | null;
	rating: z.infer<typeof rating> | null;
	notesPreview: string | null;
}

export const NOTES_PREVIEW_LENGTH = 120;

export function summarizeLog(log: WatchLog): WatchLogSummary {
	return {
		watchLogId: log.watchLogId,
		mediaRecordId: log.mediaRecordId,
		title: log.title,
		date: log.watchedOn,
		platform: log.platform ?? null,
		rating: log.rating ?? null,
		notesPreview: log.notes === undefined ? null : log.notes.slice(0, NOTES_PREVIEW_LENGTH)
	};
}

/** Where a TV log leaves the viewer: its last season and episode, if it names one. */
export function logEndPosition(log: Partial<TvLogBody>): { season: number; episode?: number } | null {
	const season = log.seasonTo ?? log.seasonFrom;
	if (season === undefined) return null;
	const episode = log.episodeTo ?? (log.seasonTo === undefined || log.seasonTo === log.seasonFrom ? log.episodeFrom : undefined);
	return episode === undefined ? { season } : { season, episode };
}
