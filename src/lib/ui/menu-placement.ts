/**
 * Where a small menu opens: below its button when it fits above the phone's bottom bar, else
 * above the button when there is more room there; lined up with the button's end edge unless
 * that would run off the screen's start. The bars' sizes are the page's scroll padding (app.css),
 * so the stylesheet stays the one place that knows them.
 */

export interface Box {
	top: number;
	bottom: number;
	left: number;
	right: number;
}

export interface Placement {
	upward: boolean;
	/** Lined up with the button's left edge rather than its right. */
	fromLeft: boolean;
}

/** The part of the viewport no bar covers. */
export function visibleBand(): Box {
	const root = document.documentElement;
	const style = getComputedStyle(root);
	return {
		top: parseFloat(style.scrollPaddingTop) || 0,
		bottom: window.innerHeight - (parseFloat(style.scrollPaddingBottom) || 0),
		left: 0,
		right: root.clientWidth
	};
}

/** Where a menu of this size opens beside `button`, within `band`. */
export function placeMenu(button: Box, menu: { width: number; height: number }, band: Box): Placement {
	const below = band.bottom - button.bottom;
	const above = button.top - band.top;
	return {
		upward: menu.height > below && above > below,
		fromLeft: button.right - menu.width < band.left
	};
}
