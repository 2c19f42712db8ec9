/**
 * Where Discover's save menu opens: below its button while it fits above the phone's bottom bar,
 * above it when it would not and there is more room there, and never off the screen's left edge.
 */
import { describe, expect, it } from 'vitest';
import { placeMenu } from '../../../src/lib/ui/menu-placement';

// A 390 x 844 phone: the header covers the top 64 px, the bottom bar the last 72.
const band = { top: 64, bottom: 772, left: 0, right: 390 };
const menu = { width: 176, height: 290 };
const button = (top: number, left = 200, right = 374) => ({ top, bottom: top + 44, left, right });

describe('placeMenu', () => {
	it('opens below a button with room beneath it', () => {
		expect(placeMenu(button(200), menu, band)).toEqual({ upward: false, fromLeft: false });
	});

	it('opens upward when the menu would run under the bottom bar', () => {
		expect(placeMenu(button(600), menu, band).upward).toBe(true);
	});

	it('stays below when neither side has room but below has more', () => {
		expect(placeMenu(button(300), { ...menu, height: 600 }, band).upward).toBe(false);
	});

	it('lines up with the button’s left edge when its right edge would push the menu off screen', () => {
		expect(placeMenu(button(200, 16, 170), menu, band).fromLeft).toBe(true);
		expect(placeMenu(button(200, 200, 374), menu, band).fromLeft).toBe(false);
	});
});
