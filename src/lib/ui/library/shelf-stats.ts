/** Both shelves' totals in one answer, for the Library's tab and status counts. */
import type { MediaKind } from '$lib/domain/enums';
import type { Result } from '$lib/gateway';
import { call } from '$lib/ui/gateway-client';
import { OPS, type ShelfTotals } from './operations';

export async function loadShelfTotals(): Promise<Result<Record<MediaKind, ShelfTotals>>> {
	const [tv, movie] = await Promise.all([
		call<{ totals: ShelfTotals }>('svc_find', OPS.tv.stats),
		call<{ totals: ShelfTotals }>('svc_find', OPS.movie.stats)
	]);
	if (!tv.ok) return tv;
	if (!movie.ok) return movie;
	return { ok: true, data: { tv: tv.data.totals, movie: movie.data.totals } };
}
