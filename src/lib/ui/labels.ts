/** Words the interface shows for the spec's enumerations. */
import type { MediaKind, PlatformType, Rating, RecommendationStatus, WatchStatus } from '../domain/enums';
import { KINDS } from '../ops/kind-info';

export const STATUS_LABELS: Record<WatchStatus, string> = {
	want_to_watch: 'Want to watch',
	watching: 'Watching',
	watched: 'Watched',
	completed: 'Completed',
	dropped: 'Dropped',
	on_hold: 'On hold'
};

/**
 * The statuses offered for a kind (KindInfo's: a film has no Watching, On hold or Completed), and
 * any of `kept` beyond them: a title that carries one (from an import or an agent) shows it, and a
 * shelf holding some keeps it as a filter.
 */
export function statusChoices(kind: MediaKind, kept: readonly WatchStatus[] = []): WatchStatus[] {
	const offered = KINDS.find((k) => k.kind === kind)!.statuses;
	return (Object.keys(STATUS_LABELS) as WatchStatus[]).filter((s) => offered.includes(s) || kept.includes(s));
}

export const RATING_LABELS: Record<Rating, string> = {
	dislike: 'Dislike',
	okay: 'Okay',
	like: 'Like',
	love: 'Love'
};

/** Drawn, not emoji: a browser without an emoji font shows emoji as empty boxes. */
export const RATING_ICONS = {
	dislike: 'thumbs-down',
	okay: 'meh',
	like: 'thumbs-up',
	love: 'heart'
} as const satisfies Record<Rating, string>;

/** What the person did about a recommendation, in their words (the data says open, accepted, dismissed, watched). */
export const RECOMMENDATION_LABELS: Record<RecommendationStatus, string> = {
	open: 'Not decided',
	accepted: 'Will watch',
	dismissed: 'Not for me',
	watched: 'Watched'
};

export const PLATFORM_TYPE_LABELS: Record<PlatformType, string> = {
	theater: 'Cinema',
	streaming: 'Streaming',
	television: 'Television',
	other: 'Other'
};

/**
 * A watch's place type in words, or '' where it says nothing: "Other", which is also what a
 * history import writes when the export does not say, and a series "at the cinema", which is
 * only ever the log form's default.
 */
export function placeTypeLabel(kind: MediaKind, type: PlatformType): string {
	return type === 'other' || (kind === 'tv' && type === 'theater') ? '' : PLATFORM_TYPE_LABELS[type];
}

export const KIND_LABELS: Record<MediaKind, { one: string; many: string }> = {
	tv: { one: 'Series', many: 'Series' },
	movie: { one: 'Movie', many: 'Movies' }
};

/**
 * A formatter in the reader's locale, made on its first use and kept: `toLocaleDateString` with
 * options makes a new one on every call, about a millisecond each on a phone, and the Diary and
 * Stats format hundreds of dates as they open.
 */
function dateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
	let made: Intl.DateTimeFormat | undefined;
	return (date) => (made ??= new Intl.DateTimeFormat(undefined, options)).format(date);
}

const longDate = dateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const longMonth = dateFormat({ month: 'long', year: 'numeric' });
/** "Tue", "Mar": a weekday's or a month's short name. */
export const shortWeekday = dateFormat({ weekday: 'short' });
export const shortMonth = dateFormat({ month: 'short' });

/** The local day of a YYYY-MM-DD (or YYYY-MM: its first) date, without a timezone shift. */
export function localDay(date: string): Date {
	const [y, m, d = 1] = date.split('-').map(Number) as [number, number, number?];
	return new Date(y, m - 1, d);
}

/** "12 March 2024" in the reader's locale, from a YYYY-MM-DD date, without a timezone shift. */
export function formatDate(date: string | null | undefined): string {
	return date ? longDate(localDay(date)) : '';
}

/** "March 2024" from YYYY-MM. */
export function formatMonth(month: string): string {
	return longMonth(localDay(month));
}

/** "S2 E3". Here rather than with the title page's episode rules: Up next on the first screen needs only this. */
export function episodeCode(season: number, episode: number): string {
	return `S${season} E${episode}`;
}
