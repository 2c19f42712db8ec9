/**
 * Titles wrap between words, never inside one ("Oppenhei/mer" on a narrow card). Where a word is
 * wider than its box, the title's type shrinks instead: this attachment measures the title's
 * widest word in ems, with the element's own font, and the `.fit-title` rule of app.css sizes the
 * type so that word fits the box. Measuring once per title, rather than watching sizes, leaves the
 * box's width to CSS (container units), so a resize costs no script.
 */
import type { Attachment } from 'svelte/attachments';

// Every instance of one component's title shares a class list and so a font: read it once.
const fonts = new Map<string, string>();
let canvas: CanvasRenderingContext2D | null | undefined;

/** Sets `--word-em`, the widest word of `text` in ems of the element's font. */
export function fitWords(text: string): Attachment<HTMLElement> {
	return (element) => {
		const em = widestWordEm(text, element);
		if (em > 0) element.style.setProperty('--word-em', em.toFixed(3));
	};
}

function widestWordEm(text: string, element: HTMLElement): number {
	canvas ??= document.createElement('canvas').getContext('2d');
	if (!canvas) return 0;
	let font = fonts.get(element.className);
	if (!font) {
		const style = getComputedStyle(element);
		font = `${style.fontStyle} ${style.fontWeight} 100px ${style.fontFamily}`;
		fonts.set(element.className, font);
	}
	canvas.font = font;
	let widest = 0;
	// A line may also break after a hyphen or a dash, so the parts between them are the words.
	for (const word of text.split(/[\s\-\u2010-\u2015]+/)) widest = Math.max(widest, canvas.measureText(word).width);
	return widest / 100;
}
