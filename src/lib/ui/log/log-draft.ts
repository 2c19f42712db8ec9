/** The log form's values, read from a stored log and written back as the body the service takes. */
import type { MediaKind, PlatformType, Rating } from '$lib/domain/enums';
import type { LogBody, WatchLog } from '$lib/domain/watch-logs';
import type { PlatformChoice } from '$lib/gateway';
import { placeKeyOf } from './place-key';

/** An ISO 3166-1 code from TMDB's list; empty when unknown. */
export type Country = string;

export interface LogDraft {
	/** The day of the watch; ignored while `dateUnknown` is set. */
	watchedOn: string;
	/** The person does not remember: the service picks the default date and marks it as defaulted. */
	dateUnknown: boolean;
	platformType: PlatformType;
	platformService: string;
	platformCountry: Country;
	/** The place's name; its key is built from it (place-key.ts). */
	locationLabel: string;
	watchedWithPersonIds: string[];
	rating: Rating | undefined;
	/** Seen before: a rewatch. */
	rewatch: boolean;
	notes: string;
	seasonFrom: number | undefined;
	episodeFrom: number | undefined;
	seasonTo: number | undefined;
	episodeTo: number | undefined;
	episodeAirDate: string;
}

/** Where a new TV log starts: the next episode, with its air date when the catalog knows it. */
export interface RangeStart {
	season: number;
	episode: number;
	airDate: string | null;
}

/**
 * A new watch starts today (a person logging from the form has almost always just watched it)
 * and where this device last watched the kind; a stored one starts as it was saved.
 */
export function draftFrom(log: WatchLog | undefined, start: RangeStart | undefined, platform: PlatformChoice, today: string): LogDraft {
	const from = log ?? platform;
	return {
		// A defaulted date stays unknown, so saving without touching it keeps it defaulted.
		watchedOn: log ? (log.watchedOnDefaulted ? '' : log.watchedOn) : today,
		dateUnknown: log?.watchedOnDefaulted ?? false,
		platformType: from.platformType,
		platformService: from.platformService ?? '',
		platformCountry: from.platformCountry ?? '',
		locationLabel: log?.locationLabel ?? '',
		watchedWithPersonIds: [...(log?.watchedWithPersonIds ?? [])],
		rating: log?.rating,
		rewatch: log?.rewatch ?? false,
		notes: log?.notes ?? '',
		seasonFrom: log ? log.seasonFrom : start?.season,
		episodeFrom: log ? log.episodeFrom : start?.episode,
		seasonTo: log?.seasonTo,
		episodeTo: log?.episodeTo,
		episodeAirDate: (log ? log.episodeAirDate : start?.airDate) ?? ''
	};
}

const text = (value: string) => value.trim() || undefined;

/** The whole body: an update replaces the stored log, so what the form does not show (platform) is carried over. */
export function bodyOf(kind: MediaKind, mediaRecordId: string, draft: LogDraft, stored: WatchLog | undefined): LogBody {
	const body: LogBody = {
		mediaRecordId,
		watchedOn: draft.dateUnknown ? undefined : draft.watchedOn,
		platform: stored?.platform,
		...platformOf(draft),
		placeKey: placeKeyOf(draft.locationLabel, stored),
		locationLabel: text(draft.locationLabel),
		watchedWithPersonIds: draft.watchedWithPersonIds,
		notes: text(draft.notes),
		rating: draft.rating,
		rewatch: draft.rewatch || undefined
	};
	if (kind === 'movie') return body;
	return {
		...body,
		seasonFrom: draft.seasonFrom,
		episodeFrom: draft.seasonFrom === undefined ? undefined : draft.episodeFrom,
		seasonTo: draft.seasonTo,
		episodeTo: draft.episodeTo,
		episodeAirDate: draft.episodeAirDate || undefined
	};
}

/** What a new log of this kind starts from next time on this device. */
export function platformOf(draft: LogDraft): PlatformChoice {
	return {
		platformType: draft.platformType,
		platformService: draft.platformType === 'streaming' ? text(draft.platformService) : undefined,
		platformCountry: draft.platformCountry || undefined
	};
}

/** Where the range ends: the season and episode whose air date dates the watch. */
export function rangeEnd(draft: Pick<LogDraft, 'seasonFrom' | 'episodeFrom' | 'seasonTo' | 'episodeTo'>): { season: number; episode: number } | undefined {
	const season = draft.seasonTo ?? draft.seasonFrom;
	const sameSeason = draft.seasonTo === undefined || draft.seasonTo === draft.seasonFrom;
	const episode = draft.episodeTo ?? (sameSeason ? draft.episodeFrom : undefined);
	return season === undefined || episode === undefined ? undefined : { season, episode };
}
