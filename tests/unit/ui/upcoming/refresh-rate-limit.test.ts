/**
 * Upcoming's "Refresh from the catalog" for 500 saved series, as the screen runs it (refreshAll
 * through the app's gateway, the configured TMDB provider, its client and the shared rate
 * limiter), against a stand-in for TMDB's fetch on a simulated clock: every series is fetched,
 * progress is reported after each one, and no second ever carries more requests than the
 * limiter allows TMDB.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TMDB_REQUESTS_PER_SECOND } from '../../../../src/lib/provider/tmdb/rate-limiter';
import { gateway, ops } from '../../../../src/lib/ui/gateway-client';
import { loadUpcoming, refreshAll } from '../../../../src/lib/ui/upcoming/upcoming-data';

const SERIES = 500;
const sent: { path: string; at: number }[] = [];

/** TMDB's answers, in its wire shape: every series has one season of eight episodes, one a day. */
function answer(path: string): unknown {
	const details = /^\/3\/tv\/(\d+)$/.exec(path);
	if (details) {
		const seasons = [{ season_number: 1, name: 'Season 1', episode_count: 8, air_date: '2026-11-06' }];
		return { id: Number(details[1]), name: `Series ${details[1]}`, overview: '', first_air_date: '2026-11-06', poster_path: null, genres: [], seasons };
	}
	const season = /^\/3\/tv\/\d+\/season\/1$/.exec(path);
	if (!season) return undefined;
	const episodes = Array.from({ length: 8 }, (_, i) => ({
		episode_number: i + 1,
		name: `Episode ${i + 1}`,
		air_date: `2026-11-${String(6 + i).padStart(2, '0')}`,
		runtime: 50,
		overview: '',
		still_path: null
	}));
	return { season_number: 1, name: 'Season 1', episodes };
}

async function tmdbStandIn(input: RequestInfo | URL): Promise<Response> {
	const { pathname } = new URL(String(input));
	sent.push({ path: pathname, at: performance.now() });
	const body = answer(pathname);
	return new Response(JSON.stringify(body ?? { status_code: 34, status_message: 'Not found.' }), { status: body ? 200 : 404 });
}

beforeAll(async () => {
	vi.stubGlobal('fetch', tmdbStandIn);
	const g = await gateway();
	await g.settings.update({ tmdbToken: 'a-test-read-access-token', tmdbBaseUrl: 'https://api.tmdb.test/3' });
	for (let i = 1; i <= SERIES; i++) {
		const record = { providerRef: { provider: 'tmdb' as const, mediaType: 'tv' as const, id: String(900_000 + i) }, title: `Series ${i}`, status: 'watching' as const };
		const saved = await ops.tv.upsertRecord({ record });
		if (!saved.ok) throw new Error(saved.error.message);
	}
});

afterAll(() => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
});

describe("Upcoming's refresh of 500 series", () => {
	// 500 series written and refreshed through IndexedDB: 2.5 s alone, over 20 s beside the e2e and the bench on 2 busy cores.
	it('fetches every guide within the rate limit, reporting progress after each series', { timeout: 90_000 }, async () => {
		const before = await loadUpcoming();
		if (!before.ok) throw new Error(before.error.message);
		expect(before.data.needsRefresh).toHaveLength(SERIES);

		// The clock the limiter and the client read, and their timers, are simulated from here on;
		// IndexedDB (setImmediate) runs as it would.
		vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] });
		const start = performance.now();
		const progress: number[] = [];
		let finished = false;
		const refreshing = refreshAll(before.data.needsRefresh, (done) => progress.push(done)).finally(() => (finished = true));
		// The clock moves only when nothing but a timer is left to wait for: IndexedDB's work first.
		while (!finished) {
			await new Promise((resolve) => setImmediate(resolve));
			if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
		}
		const result = await refreshing;
		const seconds = (performance.now() - start) / 1000;
		vi.useRealTimers();

		expect(result).toEqual({ ok: true, data: SERIES });
		expect(progress).toEqual(Array.from({ length: SERIES }, (_, i) => i + 1));
		// One details request and one season request per series, nothing else.
		expect(sent).toHaveLength(2 * SERIES);
		expect(sent.filter((r) => /\/season\/1$/.test(r.path))).toHaveLength(SERIES);
		// No window of one second holds more requests than the limit.
		const limit = TMDB_REQUESTS_PER_SECOND;
		for (let i = limit; i < sent.length; i++) expect(sent[i]!.at - sent[i - limit]!.at, `request ${i}`).toBeGreaterThanOrEqual(1000);
		// ...and the limiter does not idle either: close to the fastest the limit allows (1,000 requests at 18 a second).
		expect(seconds).toBeGreaterThanOrEqual((sent.length - limit) / limit);
		expect(seconds).toBeLessThan(sent.length / limit + 5);

		const after = await loadUpcoming();
		expect(after.ok && after.data.needsRefresh).toEqual([]);
	});

	it('asks TMDB nothing for a guide fetched less than a day ago', async () => {
		const count = sent.length;
		const again = await refreshAll(['tv:tmdb:900001', 'tv:tmdb:900500'], () => undefined);
		expect(again).toEqual({ ok: true, data: 2 });
		expect(sent).toHaveLength(count);
	});
});
