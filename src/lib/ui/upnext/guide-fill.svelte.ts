/**
 * Keeps the episode guides of the series Up next lists while its screen or the Library's shelf of
 * it is open (keep-guides.svelte.ts says which are due): fills those it has none of (saved before
 * guides came with a save, imported, saved by an agent with a full body, or saved while the
 * provider could not answer) and refreshes those over a day old while online. One series at a
 * time, after the list is shown: the provider's rate limiter paces the requests and the screen
 * never waits for them. A quick save brings a guide with it already (ops/watch-next/keep-guide.ts);
 * this catches every other way a series arrives.
 */
import { untrack } from 'svelte';
import type { Result } from '$lib/gateway';
import { pwa } from '$lib/pwa/pwa-state.svelte';
import { guideStatus as status } from './guide-status.svelte';
import { refreshGuide } from './up-next-data';

/** Answers after which no other series is asked: the provider cannot be reached now. */
const UNREACHABLE = new Set(['provider_unavailable', 'provider_not_configured', 'rate_limited']);
/** How long the first request waits once a list is shown, so drawing it comes first. */
const START_DELAY_MS = 300;

class GuideFill {
	/** The series to ask for, in turn, from `next` on: a step moves the index, not a copy of the rest. */
	private queue: readonly string[] = [];
	private next = 0;
	private running = false;

	/** Asks for these series' guides in turn, in place of those still waiting. */
	want(ids: readonly string[]): void {
		untrack(() => {
			this.setQueue(ids.filter((id) => !status.failed.has(id) && id !== status.current));
			if (!this.running && this.queue.length > 0) void this.run();
		});
	}

	/** Forgets what waits (the screen was left); the series being fetched finishes. */
	stop(): void {
		this.want([]);
	}

	/** A row's "Fetch seasons": asks now, whatever failed before. */
	async fetchNow(mediaRecordId: string): Promise<Result<unknown>> {
		const result = await refreshGuide(mediaRecordId);
		if (result.ok) status.failed.delete(mediaRecordId);
		// As in the background fill: a provider out of reach is no reason to stop asking once it is back.
		else if (!UNREACHABLE.has(result.error.code)) status.failed.set(mediaRecordId, result.error);
		status.changed();
		return result;
	}

	private setQueue(ids: readonly string[]): void {
		this.queue = ids;
		this.next = 0;
		status.queued = new Set(ids);
		status.changed();
	}

	private async run(): Promise<void> {
		this.running = true;
		await new Promise((resolve) => setTimeout(resolve, START_DELAY_MS));
		while (this.next < this.queue.length) {
			const id = this.queue[this.next++]!;
			status.current = id;
			status.queued.delete(id);
			status.changed();
			const result = await refreshGuide(id);
			if (!result.ok && UNREACHABLE.has(result.error.code)) this.setQueue([]);
			else if (!result.ok) status.failed.set(id, result.error);
			status.current = undefined;
			status.changed();
		}
		this.running = false;
	}
}

export const guideFill = new GuideFill();

/**
 * A saved series' title page keeps its guide as Up next does: fetched when missing or over a day
 * old while online, in the background; a failure leaves it for Up next to try again.
 */
export function keepGuideOfSeries(mediaRecordId: () => string | undefined): void {
	$effect(() => {
		const id = mediaRecordId();
		if (id && pwa.online) void refreshGuide(id);
	});
}
