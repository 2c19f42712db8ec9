/** Both shelves' totals in one answer, for the Library's tab and status counts. */
import type { MediaKind } from '$lib/domain/enums';
import type { Result } from '$lib/gateway';
import { ops } from '$lib/ui/gateway-client';
import type { ShelfTotals } from './operations';

export async function loadShelfTotals(): Promise<Result<Record<MediaKind, ShelfTotals>>> {
	const [tv, movie] = await Promise.all([
		ops.tv.queryStats(),
		ops.movie.queryStats()
	]);
	if (!tv.ok) return tv;
	if (!movie.ok) return movie;
	return { ok: true, data: { tv: tv.data.totals, movie: movie.data.totals } };
}
