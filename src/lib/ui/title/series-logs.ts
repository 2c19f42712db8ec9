/**
 * Every watch log of one series, full rows (a summary row has no episode range), read a keyset
 * page at a time: the title page's ticks are worked out from all of them.
 */
import type { WatchLog } from '$lib/domain/watch-logs';
import type { Result } from '$lib/gateway';
import { fullPage, ops } from '$lib/ui/gateway-client';

const PAGE = 500;

export async function seriesLogs(mediaRecordId: string): Promise<Result<WatchLog[]>> {
	const logs: WatchLog[] = [];
	let cursor: string | undefined;
	do {
		const page = fullPage(await ops.tv.queryWatchLogs({ mediaRecordId, detail: 'full', limit: PAGE, cursor }));
		if (!page.ok) return page;
		logs.push(...page.data.items);
		cursor = page.data.nextCursor ?? undefined;
	} while (cursor);
	return { ok: true, data: logs };
}
