/** Brings a page back to where it was left (kept-scroll.ts). */
import type { Kept } from './kept-scroll';

/** How long the page may take to grow before it is left where it got to, and how long in all. */
const STILL_MS = 1_500;
const AT_MOST_MS = 8_000;
/** Frames the place must hold, the rows around it laid out, before it is reached. */
const HELD_FRAMES = 3;
/** What the person does that says they are scrolling themselves: they win. */
const OWN_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function anchorNamed(id: string): HTMLElement | null {
	return document.querySelector<HTMLElement>(`[data-anchor="${CSS.escape(id)}"]`);
}

export function scrollBack({ y, anchor }: Kept): void {
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
