/** Upcoming as screens reach it: both kinds' lists in one, grouped by day, and the refresh of stale guides. */
import type { UpcomingItem } from '$lib/domain/watch-next';
import type { Result } from '$lib/gateway';
import { ops } from '$lib/ui/gateway-client';
import { refreshGuide } from '$lib/ui/upnext/up-next-data';

export async function loadUpcoming(): Promise<Result<{ items: UpcomingItem[]; needsRefresh: string[] }>> {
	const [tv, movie] = await Promise.all([ops.tv.queryUpcoming(), ops.movie.queryUpcoming()]);
	if (!tv.ok) return tv;
	if (!movie.ok) return movie;
	const items = [...tv.data.items, ...movie.data.items].sort((a, b) => a.date.localeCompare(b.date));
	return { ok: true, data: { items, needsRefresh: tv.data.needsRefresh } };
}

export function byDay(items: UpcomingItem[]): [string, UpcomingItem[]][] {
	const days = new Map<string, UpcomingItem[]>();
	for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
	return [...days];
}

/**
 * Fetches each stale guide in turn: the TMDB client's rate limiter paces the requests, and the
 * count after each one is the progress. Stops at the first failure, which it returns.
 */
export async function refreshAll(ids: string[], onProgress: (done: number) => void): Promise<Result<number>> {
	for (const [i, id] of ids.entries()) {
		const result = await refreshGuide(id);
		if (!result.ok) return result;
		onProgress(i + 1);
	}
	return { ok: true, data: ids.length };
}
