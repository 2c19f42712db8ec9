/** How much of a season its list opens with: all of a short one, a page of a long one from where the person is. */
import { describe, expect, it } from 'vitest';
import { seasonWindow } from '../../../../src/lib/ui/title/episodes';

describe('seasonWindow', () => {
	it('draws a short season whole', () => {
		expect(seasonWindow(13, 5)).toEqual({ from: 0, to: 13 });
		expect(seasonWindow(50, -1)).toEqual({ from: 0, to: 50 });
	});

	it('draws one page of a long season, from a few rows above the first unwatched episode', () => {
		expect(seasonWindow(2000, 0)).toEqual({ from: 0, to: 50 });
		expect(seasonWindow(2000, 812)).toEqual({ from: 809, to: 859 });
	});

	it('ends on the season’s last page near its end, and once every episode is watched', () => {
		expect(seasonWindow(2000, 1990)).toEqual({ from: 1950, to: 2000 });
		expect(seasonWindow(2000, -1)).toEqual({ from: 1950, to: 2000 });
	});
});
