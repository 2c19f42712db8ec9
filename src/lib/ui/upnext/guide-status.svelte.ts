/**
 * Where the keeping of each series' guide stands this session (guide-fill.svelte.ts keeps them):
 * what a row of Up next reads to say "Fetching…" or why it failed. Apart from the fill's code, so
 * a list whose guides are all kept does not load it.
 */
import type { GatewayErrorBody } from '$lib/gateway';

class GuideStatus {
	// Plain collections and one counter that moves when any changes: a long list's thousands of
	// series ids must not each become reactive as the list is drawn.
	/** Why a series' guide could not be fetched this session; it is asked again only from its row. */
	readonly failed = new Map<string, GatewayErrorBody>();
	/** The series waiting their turn. */
	queued = new Set<string>();
	current: string | undefined;
	private changes = $state(0);

	/** Whether a series waits for its guide or is being fetched now: its row says so rather than offer a button. */
	isWaiting(mediaRecordId: string): boolean {
		void this.changes;
		return this.current === mediaRecordId || this.queued.has(mediaRecordId);
	}

	/** Why the series' guide could not be fetched, when it could not. */
	failure(mediaRecordId: string): GatewayErrorBody | undefined {
		void this.changes;
		return this.failed.get(mediaRecordId);
	}

	/** Tells the rows that reading again may give another answer. */
	changed(): void {
		this.changes++;
	}
}

export const guideStatus = new GuideStatus();
