/**
 * What logging a watch moved on its title (status, TV progress, rating), each as it was and as the
 * log left it. The app's Undo puts back only these, and only where the title still holds what the
 * log left: a change made since (another tab, an agent, sync) stands.
 */
import { z } from 'zod/mini';
import { rating, watchStatus } from './enums';
import { episodeNumber, seasonNumber } from './fields';
import type { Progress } from './progress';
import type { MediaRecord } from './records';

const progress = z.strictObject({ currentSeason: z.optional(seasonNumber), currentEpisode: z.optional(episodeNumber) });
const status = z.strictObject({ from: watchStatus, to: watchStatus });
const ratingMove = z.strictObject({ from: z.nullable(rating), to: z.nullable(rating) });

export const logChanges = z.strictObject({
	status: z.optional(status),
	/** Season and episode move together: one position. */
	progress: z.optional(z.strictObject({ from: progress, to: progress })),
	/** null: no rating. */
	rating: z.optional(ratingMove)
});
export type LogChanges = z.infer<typeof logChanges>;

const positionOf = (record: Progress): Progress => ({ currentSeason: record.currentSeason, currentEpisode: record.currentEpisode });
const samePosition = (a: Progress, b: Progress) => a.currentSeason === b.currentSeason && a.currentEpisode === b.currentEpisode;

/** The fields a write moved from `before` to `after`, each with both values. */
export function changesOf(before: MediaRecord, after: MediaRecord): LogChanges {
	const changes: LogChanges = {};
	if (before.status !== after.status) changes.status = { from: before.status, to: after.status };
	if (!samePosition(before, after)) changes.progress = { from: positionOf(before), to: positionOf(after) };
	if (before.rating !== after.rating) changes.rating = { from: before.rating ?? null, to: after.rating ?? null };
	return changes;
}

/** The record with each change taken back where it still holds the value the change left. */
export function undone(record: MediaRecord, changes: LogChanges): MediaRecord {
	const back: Partial<MediaRecord> = {};
	if (changes.status && record.status === changes.status.to) back.status = changes.status.from;
	if (changes.progress && samePosition(record, changes.progress.to)) Object.assign(back, positionOf(changes.progress.from));
	if (changes.rating && (record.rating ?? null) === changes.rating.to) back.rating = changes.rating.from ?? undefined;
	return { ...record, ...back };
}
