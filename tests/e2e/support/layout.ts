/** Measuring what a person sees: the part of the screen no bar covers, and words broken across lines. */
import type { Locator, Page } from '@playwright/test';

export interface Band {
	top: number;
	bottom: number;
	right: number;
}

/** The viewport between the sticky header and, on a phone, the bottom bar (the sidebar on a desktop covers no bottom). */
export async function openBand(page: Page): Promise<Band> {
	const viewport = page.viewportSize()!;
	const header = (await page.getByRole('banner').boundingBox())!;
	const nav = (await page.getByRole('navigation', { name: 'Sections', exact: true }).boundingBox())!;
	const bottomBar = nav.width >= viewport.width - 1;
	return { top: header.y + header.height, bottom: bottomBar ? nav.y : viewport.height, right: viewport.width };
}

/** Whether a box lies wholly within the band. */
export function within(box: { x: number; y: number; width: number; height: number }, band: Band): boolean {
	return box.y >= band.top - 0.5 && box.y + box.height <= band.bottom + 0.5 && box.x >= -0.5 && box.x + box.width <= band.right + 0.5;
}

/**
 * The words of these elements' text drawn on more than one line ("Oppenhei" / "mer"). A line may
 * break at a space or after a hyphen or dash, so those parts are the words.
 */
export function brokenWords(elements: Locator): Promise<string[]> {
	return elements.evaluateAll((nodes) =>
		nodes.flatMap((element) => {
			const broken: string[] = [];
			const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
			for (let node = walker.nextNode(); node; node = walker.nextNode()) {
				for (const word of (node.textContent ?? '').matchAll(/[^\s\-\u2010-\u2015]+/g)) {
					const range = document.createRange();
					range.setStart(node, word.index);
					range.setEnd(node, word.index + word[0].length);
					const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
					if (lines.size > 1) broken.push(word[0]);
				}
			}
			return broken;
		})
	);
}
