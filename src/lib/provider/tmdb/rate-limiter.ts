/** Keeps requests to TMDB under its rate limit: a sliding window of dispatch times. */

/**
 * TMDB allows about 20 requests a second per client. Two short of that, because requests
 * sent evenly can still arrive bunched together after crossing the network.
 */
export const TMDB_REQUESTS_PER_SECOND = 18;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class RateLimiter {
	/** Dispatch times inside the current window, oldest first. */
	private readonly sent: number[] = [];
	private queue: Promise<void> = Promise.resolve();
	private resumeAt = 0;

	constructor(
		private readonly limit = TMDB_REQUESTS_PER_SECOND,
		private readonly windowMs = 1000,
		// Monotonic: a wall clock set back would stall every request until it caught up.
		private readonly now: () => number = () => performance.now()
	) {}

	/** Resolves when one more request may go out; callers go in the order they asked. */
	take(): Promise<void> {
		const turn = this.queue.then(() => this.waitForSlot());
		this.queue = turn;
		return turn;
	}

	/** Holds every request back until `ms` from now: TMDB asked us to wait (429 Retry-After). */
	pauseFor(ms: number): void {
		this.resumeAt = Math.max(this.resumeAt, this.now() + ms);
	}

	private async waitForSlot(): Promise<void> {
		for (;;) {
			const now = this.now();
			while (this.sent.length > 0 && this.sent[0]! <= now - this.windowMs) this.sent.shift();
			const full = this.sent.length >= this.limit ? this.sent[0]! + this.windowMs - now : 0;
			const wait = Math.max(full, this.resumeAt - now);
			if (wait <= 0) {
				this.sent.push(now);
				return;
			}
			// Timers may fire a millisecond early against the clock: the loop checks again.
			await sleep(wait);
		}
	}
}

/** One limiter for every client in this page: they all share TMDB's limit. */
export const sharedLimiter = new RateLimiter();
