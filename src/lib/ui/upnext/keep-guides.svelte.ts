/**
 * Keeps the episode guides of the series a list of Up next shows while it is shown: Up next's
 * screen and the Library's shelf of it alike, so a series imported without its seasons shows its
 * next episode on either, with no "Fetch seasons" step. The fill's code (guide-fill.svelte.ts)
 * loads only once a guide is due: a Library whose guides are kept loads none of it.
 */
import type { UpNextItem } from '$lib/domain/watch-next';
import { pwa } from '$lib/pwa/pwa-state.svelte';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The series whose guide is missing, or over a day old while online, in the list's order. */
export function dueForGuide(items: readonly UpNextItem[], online: boolean, now = Date.now()): string[] {
	return items
		.filter((i) => (i.guideFetchedAt === null ? true : online && now - Date.parse(i.guideFetchedAt) >= DAY_MS))
		.map((i) => i.mediaRecordId);
}

let fill: typeof import('./guide-fill.svelte') | undefined;

/** Keeps the guides of the series `shown` gives while the screen is open; call while the screen's component initializes. */
export function keepGuidesOf(shown: () => readonly UpNextItem[] | undefined): void {
	let open = true;
	$effect(() => {
		const items = shown();
		if (!items) return;
		const due = dueForGuide(items, pwa.online);
		if (fill) fill.guideFill.want(due);
		else if (due.length > 0)
			void import('./guide-fill.svelte').then((loaded) => {
				fill = loaded;
				if (open) loaded.guideFill.want(due);
			});
	});
	$effect(() => () => {
		open = false;
		fill?.guideFill.stop();
	});
}
