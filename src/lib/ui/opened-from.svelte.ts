/**
 * Where the page open now was opened from (came-from.ts), kept with its history entry: coming back
 * to it (from its log form, or after a reload) it still names that place and goes back to it.
 */
import { afterNavigate } from '$app/navigation';
import type { Snapshot } from '@sveltejs/kit';
import { placeOf, type Place } from './came-from';

export class OpenedFrom {
	/** Absent when it was opened at its own address, or from a place `accepts` turns down. */
	place = $state<Place>();

	constructor(accepts: (place: Place) => boolean = () => true) {
		afterNavigate(({ from, type }) => {
			// Coming back, the snapshot brings the place back (after this callback).
			if (type === 'popstate') return;
			const place = placeOf(from);
			this.place = place && accepts(place) ? place : undefined;
		});
	}

	readonly snapshot: Snapshot<Place | null> = {
		capture: () => this.place ?? null,
		restore: (place) => (this.place = place ?? undefined)
	};
}

/** Goes back to the place: the entry just behind this one in the browser's history, as it was left. */
export function goBack(event?: Event): void {
	event?.preventDefault();
	history.back();
}
