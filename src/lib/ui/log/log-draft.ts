/** The log form's values, read from a stored log and written back as the body the service takes. */
import type { MediaKind, Rating } from '$lib/domain/enums';
import type { LogBody, WatchLog } from '$lib/domain/watch-logs';
import type { PLATFORM_TYPE_LABELS } from '$lib/ui/labels';

export type PlatformType = keyof typeof PLATFORM_TYPE_LABELS;
export type Country = '' | 'US' | 'IN';

export interface LogDraft {
	/** Empty: the service picks the default date and marks it as defaulted. */
	watchedOn: string;
	platformType: PlatformType;
	platformService: string;
	platformCountry: Country;
	locationLabel: string;
	placeKey: string;
	watchedWithPersonIds: string[];
	rating: Rating | undefined;
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

export function draftFrom(log: WatchLog | undefined, start?: RangeStart): LogDraft {
	return {
		// A defaulted date stays empty, so saving without touching it keeps it defaulted.
		watchedOn: log && !log.watchedOnDefaulted ? log.watchedOn : '',
		platformType: log?.platformType ?? 'theater',
		platformService: log?.platformService ?? '',
		platformCountry: log?.platformCountry ?? '',
		locationLabel: log?.locationLabel ?? '',
		placeKey: log?.placeKey ?? '',
		watchedWithPersonIds: [...(log?.watchedWithPersonIds ?? [])],
		rating: log?.rating,
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
		watchedOn: draft.watchedOn || undefined,
		platform: stored?.platform,
		platformType: draft.platformType,
		platformService: draft.platformType === 'streaming' ? text(draft.platformService) : undefined,
		platformCountry: draft.platformCountry || undefined,
		placeKey: text(draft.placeKey),
		locationLabel: text(draft.locationLabel),
		watchedWithPersonIds: draft.watchedWithPersonIds,
		notes: text(draft.notes),
		rating: draft.rating
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

/** Where the range ends: the season and episode whose air date dates the watch. */
export function rangeEnd(draft: Pick<LogDraft, 'seasonFrom' | 'episodeFrom' | 'seasonTo' | 'episodeTo'>): { season: number; episode: number } | undefined {
	const season = draft.seasonTo ?? draft.seasonFrom;
	const sameSeason = draft.seasonTo === undefined || draft.seasonTo === draft.seasonFrom;
	const episode = draft.episodeTo ?? (sameSeason ? draft.episodeFrom : undefined);
	return season === undefined || episode === undefined ? undefined : { season, episode };
}
