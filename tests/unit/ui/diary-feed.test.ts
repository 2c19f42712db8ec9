/** The Diary's merge of two separately paged lists: newest first, nothing twice, nothing skipped. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { WatchLog } from '../../../src/lib/domain/watch-logs';
import { DiaryFeed, PAGE_SIZE } from '../../../src/lib/ui/diary/diary-feed.svelte';
import type { Result } from '../../../src/lib/gateway';
import { ops } from '../../../src/lib/ui/gateway-client';

const MOVIE = 'movie:tmdb:603';
const SERIES = 'tv:tmdb:1396';

async function must(call: Promise<Result>): Promise<void> {
	const result = await call;
	if (!result.ok) throw new Error(result.error.message);
}

function day(i: number): string {
	return new Date(Date.UTC(2024, 11, 31 - i)).toISOString().slice(0, 10);
}

/** Movies most days, series in runs, and both kinds on some of the same days. */
const plan = Array.from({ length: 130 }, (_, i) => ({ kind: i % 7 < 2 || i % 11 === 0 ? ('tv' as const) : ('movie' as const), watchedOn: day(Math.floor(i / 2)) }));

function order(a: WatchLog, b: WatchLog): number {
	const key = (l: WatchLog) => `${l.watchedOn}|${l.createdAt}|${l.watchLogId}`;
	return key(a) < key(b) ? 1 : -1;
}

async function readAll(feed: DiaryFeed): Promise<WatchLog[]> {
	while (feed.hasMore) await feed.loadMore();
	return feed.rows;
}

beforeAll(async () => {
	await must(ops.movie.upsertRecord({ providerId: '603' }));
	await must(ops.tv.upsertRecord({ providerId: '1396' }));
	for (const [i, p] of plan.entries()) {
		await must(ops[p.kind].addWatchLog({ watchLogId: `log-${i}`, log: { mediaRecordId: p.kind === 'tv' ? SERIES : MOVIE, watchedOn: p.watchedOn } }));
	}
});

describe('DiaryFeed', () => {
	it('shows one page first, then pages on to the end in the order of a single list', async () => {
		const feed = new DiaryFeed();
		await feed.show({});
		expect(feed.rows).toHaveLength(PAGE_SIZE);
		expect(feed.hasMore).toBe(true);
		expect(feed.starting).toBe(false);

		const rows = await readAll(feed);
		expect(rows).toHaveLength(plan.length);
		expect(new Set(rows.map((r) => r.watchLogId)).size).toBe(plan.length);
		expect(rows).toEqual([...rows].sort(order));
		expect(rows.filter((r) => r.kind === 'tv')).toHaveLength(plan.filter((p) => p.kind === 'tv').length);
	});

	it('keeps to a period, both ends included', async () => {
		const feed = new DiaryFeed();
		await feed.show({ from: day(20), to: day(5) });
		const rows = await readAll(feed);
		const expected = plan.filter((p) => p.watchedOn >= day(20) && p.watchedOn <= day(5));
		expect(rows).toHaveLength(expected.length);
		expect(rows.every((r) => r.watchedOn >= day(20) && r.watchedOn <= day(5))).toBe(true);
		expect(rows).toEqual([...rows].sort(order));
	});

	it('reads again as many rows as it showed, so a change elsewhere does not shorten the list', async () => {
		const feed = new DiaryFeed();
		await feed.show({});
		await feed.loadMore();
		const before = feed.rows.map((r) => r.watchLogId);
		await must(ops.movie.addWatchLog({ watchLogId: 'newest', log: { mediaRecordId: MOVIE, watchedOn: '2025-01-01' } }));
		await feed.reload();
		expect(feed.rows.map((r) => r.watchLogId)).toEqual(['newest', ...before].slice(0, before.length));
	});

	it('reports a refused period with the failing field, and shows nothing from it', async () => {
		const feed = new DiaryFeed();
		await feed.show({ from: '2024-05-01', to: '2024-03-01' });
		expect(feed.rows).toEqual([]);
		expect(feed.error?.issues?.map((i) => i.path)).toEqual(['to']);
	});

	it('drops the answer of a period left before it arrived', async () => {
		const feed = new DiaryFeed();
		const first = feed.show({ from: day(3), to: day(3) });
		const second = feed.show({ from: day(10), to: day(10) });
		await Promise.all([first, second]);
		expect(feed.rows.length).toBeGreaterThan(0);
		expect(feed.rows.every((r) => r.watchedOn === day(10))).toBe(true);
	});
});
