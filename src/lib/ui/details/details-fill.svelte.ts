/**
 * This page's run of the details fetch (fetch-details.ts): started after a history import and,
 * where titles are left from an earlier page, as the app opens (gateway-client's fetchDetailsLeft).
 * One tab of the library fetches at a time (a Web Lock), so two open tabs never ask twice; a tab
 * waiting for the lock takes over when the fetching one closes.
 */
import { gateway } from '$lib/ui/gateway-client';
import { fetchDetails, type DetailsWait } from './fetch-details';

const LOCK = 'screenshelf-details-fetch';

function backOnline(): Promise<void> {
	return new Promise((resolve) => (navigator.onLine ? resolve() : window.addEventListener('online', () => resolve(), { once: true })));
}

class DetailsFill {
	/** Why this page's fetching waits now, for the line that shows its progress. */
	waiting = $state<DetailsWait | undefined>();
	/** Whether this page fetched details: only then does the progress line say the fetching is done. */
	ran = $state(false);
	private running = false;
	/** Set by a start while this page fetches: the list is read once more when the run ends, in case it came as that run found it empty. */
	private asked = false;

	/** Fetches what is listed; a call while this page fetches asks the run to read the list again before it ends. */
	start(): void {
		this.asked = true;
		this.ran = true;
		if (this.running) return;
		this.running = true;
		void this.run().finally(() => {
			this.running = false;
			this.waiting = undefined;
		});
	}

	private async run(): Promise<void> {
		const g = await gateway();
		const work = async () => {
			while (this.asked) {
				this.asked = false;
				await fetchDetails(g, {
					offline: () => !navigator.onLine,
					backOnline,
					sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
					onWait: (wait) => (this.waiting = wait)
				});
			}
		};
		try {
			if (navigator.locks) await navigator.locks.request(LOCK, work);
			else await work();
		} catch (error) {
			// The library closed under it (another tab replaced it): the next page carries on.
			console.warn('Screenshelf stopped fetching details', error);
		}
	}
}

export const detailsFill = new DetailsFill();
