/**
 * Keeps a keyboard or screen-reader user's place after an action whose button went away or was
 * turned off while it ran: the browser then drops focus to <body>, the top of the page.
 */
import { tick } from 'svelte';

/** Once the screen has updated, focuses `target` if focus fell to the page; focus the person moved meanwhile stays where they put it. */
export async function focusAfter(target: () => HTMLElement | null | undefined): Promise<void> {
	await tick();
	const active = document.activeElement;
	if (active && active !== document.body) return;
	const element = target();
	if (element) focusInView(element);
}

/** Focuses `element`, scrolled only as far as it takes to show it: what is on screen does not jump. */
export function focusInView(element: HTMLElement): void {
	element.focus({ preventScroll: true });
	element.scrollIntoView({ block: 'nearest' });
}

/** What took the place of the item that stood at `index` in a list it has left: the item there now, or the last one. */
export function inPlaceOf<T>(items: ArrayLike<T> | undefined, index: number): T | undefined {
	return items?.[Math.min(index, items.length - 1)];
}
