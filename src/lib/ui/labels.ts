/** Words the interface shows for the spec's enumerations. */
import type { MediaKind, Rating, RecommendationStatus, WatchStatus } from '../domain/enums';

export const STATUS_LABELS: Record<WatchStatus, string> = {
	want_to_watch: 'Want to watch',
	watching: 'Watching',
	watched: 'Watched',
	completed: 'Completed',
	dropped: 'Dropped',
	on_hold: 'On hold'
};

/**
 * The statuses offered for a kind. A film is watched or not, so its menu has no Completed
 * beside Watched; both stay valid in the data, and a film that carries Completed (from an
 * import or an agent) keeps the choice where it is shown as a filter.
 */
export function statusChoices(kind: MediaKind, keepCompleted = false): WatchStatus[] {
	const all = Object.keys(STATUS_LABELS) as WatchStatus[];
	return kind === 'movie' && !keepCompleted ? all.filter((s) => s !== 'completed') : all;
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

export const PLATFORM_TYPE_LABELS = {
	theater: 'Cinema',
	streaming: 'Streaming',
	television: 'Television',
	other: 'Other'
} as const;

export const KIND_LABELS: Record<MediaKind, { one: string; many: string }> = {
	tv: { one: 'Series', many: 'Series' },
	movie: { one: 'Movie', many: 'Movies' }
};

/** "12 March 2024" in the reader's locale, from a YYYY-MM-DD date, without a timezone shift. */
export function formatDate(date: string | null | undefined): string {
	if (!date) return '';
	const [y, m, d] = date.split('-').map(Number) as [number, number, number];
	return new Date(y, m - 1, d).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** "March 2024" from YYYY-MM. */
export function formatMonth(month: string): string {
	const [y, m] = month.split('-').map(Number) as [number, number];
	return new Date(y, m - 1, 1).toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
}

/** "S2 E3". Here rather than with the title page's episode rules: Up next on the first screen needs only this. */
export function episodeCode(season: number, episode: number): string {
	return `S${season} E${episode}`;
}
