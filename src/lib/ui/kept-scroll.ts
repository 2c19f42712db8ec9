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
interface Kept {
	y: number;
	anchor?: { id: string; top: number };
}

/** How long the page may take to grow before it is left where it got to, and how long in all. */
const STILL_MS = 1_500;
const AT_MOST_MS = 8_000;
/** Frames the place must hold, the rows around it laid out, before it is reached. */
const HELD_FRAMES = 3;
/** What the person does that says they are scrolling themselves: they win. */
const OWN_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function keptScroll(): Snapshot<Kept> {
	return {
		capture: () => ({ y: window.scrollY, anchor: anchorOnScreen() }),
		restore: scrollBack
	};
}

function anchorOnScreen(): Kept['anchor'] {
	for (const item of document.querySelectorAll<HTMLElement>('[data-anchor]')) {
		const { top, bottom } = item.getBoundingClientRect();
		// The first below the top of the screen: one the sticky header covers is not what was read.
		if (bottom > 0 && top >= headerHeight()) return { id: item.dataset.anchor!, top };
	}
	return undefined;
}

function headerHeight(): number {
	return document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
}

function anchorNamed(id: string): HTMLElement | null {
	return document.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(id)}"]`);
}

function scrollBack({ y, anchor }: Kept): void {
	const started = performance.now();
	let height = -1;
	let grewAt = started;
	let held = 0;
	let stopped = false;
	const stop = () => {
		stopped = true;
		for (const move of OWN_MOVES) removeEventListener(move, stop, true);
	};
	for (const move of OWN_MOVES) addEventListener(move, stop, { capture: true, passive: true });
	/** How far the page is from the place it was left at: the item's offset from where it stood, or else the scroll's. */
	const off = (): number => {
		const item = anchor && anchorNamed(anchor.id);
		if (item) return item.getBoundingClientRect().top - anchor.top;
		// Not read yet: on towards the end, where the next page is read.
		if (anchor) return document.documentElement.scrollHeight;
		return y - window.scrollY;
	};
	const step = (now: number) => {
		if (stopped) return;
		const grown = document.documentElement.scrollHeight;
		if (grown !== height) [height, grewAt] = [grown, now];
		const distance = off();
		// Checked a frame after the last move: rows that come into view are laid out only then, and move what is below them.
		held = Math.abs(distance) < 2 ? held + 1 : 0;
		if (held >= HELD_FRAMES) return stop();
		if (now - grewAt > STILL_MS || now - started > AT_MOST_MS) {
			// The item is gone (deleted meanwhile): the offset it was left at is the next best.
			if (anchor && !anchorNamed(anchor.id)) window.scrollTo({ top: y, behavior: 'instant' });
			return stop();
		}
		if (held === 0) window.scrollBy({ top: distance, behavior: 'instant' });
		requestAnimationFrame(step);
	};
	requestAnimationFrame(step);
}
