/**
 * DESIGN 12, where the person logs in the app: the rating they give a watch becomes the title's
 * when that watch is the title's newest (by watchedOn, then createdAt: Letterboxd's rule). Only the
 * app's own log operations apply it; the spec's keep the two ratings apart for every other caller
 * (agents, imports).
 */
import type { StoreTx } from '../../db/library-store';
import type { KindInfo } from '../kind-info';
import type { Settle } from './write-log';

export function personRating(tx: StoreTx, k: KindInfo): Settle {
	return async (record, log, previous) => {
		if (!log.rating) return record;
		// A rewrite that keeps the watch's rating and day leaves a rating given on the title since alone.
		if (previous && previous.rating === log.rating && previous.watchedOn === log.watchedOn) return record;
		const newest = await tx.logs.newestId(k.kind, record.id);
		return newest === log.watchLogId ? { ...record, rating: log.rating } : record;
	};
}
