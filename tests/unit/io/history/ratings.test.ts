import { describe, expect, it } from 'vitest';
import { fromStars, fromTen, parseScale, TEN_OF } from '../../../../src/lib/io/history/ratings';

describe('rating tables', () => {
	it('maps Letterboxd half stars onto the four-point scale', () => {
		const stars = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
		expect(stars.map(fromStars)).toEqual(['dislike', 'dislike', 'dislike', 'dislike', 'okay', 'okay', 'like', 'like', 'love', 'love']);
	});

	it('maps Trakt 1 to 10 onto the four-point scale', () => {
		const points = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
		expect(points.map(fromTen)).toEqual(['dislike', 'dislike', 'dislike', 'dislike', 'okay', 'okay', 'like', 'like', 'love', 'love']);
	});

	it('writes each rating back as a value that reads as the same rating', () => {
		for (const [rating, ten] of Object.entries(TEN_OF)) expect(fromTen(ten)).toBe(rating);
	});

	it('refuses values off the scale', () => {
		expect(parseScale('', 5)).toBeUndefined();
		expect(parseScale('4.5', 5)).toBe(4.5);
		expect([parseScale('4.25', 5), parseScale('0', 5), parseScale('6', 5), parseScale('four', 5), parseScale('7.5', 10)]).toEqual([null, null, null, null, null]);
	});
});
