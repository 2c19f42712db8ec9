/**
 * A page's scroll, kept with its history entry, so that coming back to it (the browser's Back, or
 * a back link that goes back) finds the list where it was left. The browser's own restore runs as
 * the page appears, before its list has read its rows: the page is then too short to scroll that
 * far, and lands at the top. And a list's rows out of view are not laid out (content-visibility),
 * so an offset in pixels names another row once they are laid out anew: where a list marks its
 * items (`data-anchor`, an ID), the item at the top of the screen is kept, and brought back to
 * where it stood. A list read a page at a time reads its next pages as the scroll reaches their
 * end, so the page grows until that item is there.
 */
import type { Snapshot } from '@sveltejs/kit';

/** Where the page was left: its offset, and the first item of a list on screen with how far down it stood. */
export interface Kept {
	y: number;
	anchor?: { id: string; top: number };
}

export function keptScroll(): Snapshot<Kept> {
	return {
		capture: () => ({ y: window.scrollY, anchor: anchorOnScreen() }),
		// Loaded when it is needed: the first screen only ever captures.
		restore: (kept) => void import('./scroll-back').then(({ scrollBack }) => scrollBack(kept))
	};
}

function anchorOnScreen(): Kept['anchor'] {
	// The first below the top of the screen: one the sticky header covers is not what was read.
	const below = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
	for (const item of document.querySelectorAll<HTMLElement>('[data-anchor]')) {
		const { top } = item.getBoundingClientRect();
		if (top >= below) return { id: item.dataset.anchor!, top };
	}
	return undefined;
}
