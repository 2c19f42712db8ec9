// The client-side limiter keeps Screenshelf under TMDB's 20 requests a second, however many
// lookups the app fires at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimiter, TMDB_REQUESTS_PER_SECOND } from '../../../src/lib/provider/tmdb/rate-limiter';
import { movieDetails } from '../../../src/lib/provider/tmdb/tmdb-schemas';
import { mockClient, useMockTmdb } from '../../fixtures/mock-tmdb';

/** The most dispatches that fall inside any one-second window. */
function busiestSecond(times: number[]): number {
	const sorted = [...times].sort((a, b) => a - b);
	return Math.max(...sorted.map((start) => sorted.filter((t) => t >= start && t < start + 1000).length));
}

describe('rate limiter (fake clock)', () => {
	afterEach(() => {
		vi.useRealTimers();
	});

	it('lets a burst of 100 requests out at most 18 a second, in the order asked, without idling', async () => {
		vi.useFakeTimers({ now: 0 });
		const limiter = new RateLimiter();
		const dispatched: number[] = [];
		const order: number[] = [];
		const all = Array.from({ length: 100 }, (_, i) =>
			limiter.take().then(() => {
				dispatched.push(performance.now());
				order.push(i);
			})
		);
		await vi.advanceTimersByTimeAsync(10_000);
		await Promise.all(all);

		expect(TMDB_REQUESTS_PER_SECOND).toBeLessThan(20);
		expect(busiestSecond(dispatched)).toBe(TMDB_REQUESTS_PER_SECOND);
		expect(order).toEqual([...order].sort((a, b) => a - b));
		// 100 requests at 18 a second: the last goes out in the sixth second, not later.
		expect(dispatched.at(-1)).toBe(5000);
	});

	it('holds everything back for the pause TMDB asked for', async () => {
		vi.useFakeTimers({ now: 0 });
		const limiter = new RateLimiter();
		limiter.pauseFor(3000);
		let at = -1;
		const taken = limiter.take().then(() => (at = performance.now()));
		await vi.advanceTimersByTimeAsync(5000);
		await taken;
		expect(at).toBe(3000);
	});
});

describe('rate limiter (real client, mock TMDB)', () => {
	const server = useMockTmdb();

	it('sends 40 distinct lookups fired at once at under 20 a second', async () => {
		const { mock } = server;
		const dispatched: number[] = [];
		const recording: typeof fetch = (input, init) => {
			dispatched.push(performance.now());
			return fetch(input, init);
		};
		const client = mockClient(mock, { limiter: new RateLimiter(), fetch: recording });
		const started = performance.now();
		const ids = Array.from({ length: 40 }, (_, i) => 100_000 + i);
		await Promise.allSettled(ids.map((id) => client.get(`/movie/${id}`, movieDetails)));
		const seconds = (performance.now() - started) / 1000;

		expect(mock.requests).toHaveLength(40);
		// Measured at fetch time, a hair after the limiter let each go: allow one for that jitter.
		expect(busiestSecond(dispatched)).toBeLessThan(20);
		// 18 + 18 + 4: the last batch cannot leave before two full seconds.
		expect(seconds).toBeGreaterThanOrEqual(1.98);
	});
});
