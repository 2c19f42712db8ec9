/**
 * Identical TMDB requests asked close together share one answer: those in flight share the fetch
 * (its retries included), and an answer that arrived a moment ago answers again. A save reads a
 * title's details, then the screen it was saved from reads them once more as the library changes;
 * both are one request. Failures are never kept: the next ask fetches again.
 */

/** Long enough for a save and the redraws it causes; short enough that "Refresh" still refreshes. */
export const REUSE_MS = 10_000;
const MAX_KEPT = 100;

export class SharedRequests {
	private readonly inFlight = new Map<string, Promise<unknown>>();
	private readonly recent = new Map<string, { at: number; value: unknown }>();

	constructor(
		private readonly reuseMs = REUSE_MS,
		private readonly now: () => number = () => performance.now()
	) {}

	/** `load`'s answer for `key`, or the one a request for the same key has given or is getting. */
	run(key: string, load: () => Promise<unknown>): Promise<unknown> {
		const kept = this.recent.get(key);
		if (kept && this.now() - kept.at < this.reuseMs) return Promise.resolve(kept.value);
		this.recent.delete(key);
		let pending = this.inFlight.get(key);
		if (!pending) {
			pending = load().then((value) => this.keep(key, value));
			const forget = () => this.inFlight.delete(key);
			pending.then(forget, forget);
			this.inFlight.set(key, pending);
		}
		return pending;
	}

	private keep(key: string, value: unknown): unknown {
		if (this.reuseMs <= 0) return value;
		this.recent.set(key, { at: this.now(), value });
		// Oldest first: a Map iterates in insertion order.
		for (const old of this.recent.keys()) {
			if (this.recent.size <= MAX_KEPT) break;
			this.recent.delete(old);
		}
		return value;
	}
}
