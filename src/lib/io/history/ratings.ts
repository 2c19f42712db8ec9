/**
 * The rating tables: other services' scales onto the four-point rating, and back for the
 * Letterboxd export. Letterboxd's half stars and Trakt's 1 to 10 are one scale (a star is two
 * points), cut into four bands:
 *
 * | four-point | Letterboxd stars | Trakt / Rating10 | written back as Rating10 |
 * | ---------- | ---------------- | ---------------- | ------------------------ |
 * | dislike    | 0.5 to 2         | 1 to 4           | 4 (2 stars)              |
 * | okay       | 2.5 to 3         | 5 to 6           | 6 (3 stars)              |
 * | like       | 3.5 to 4         | 7 to 8           | 8 (4 stars)              |
 * | love       | 4.5 to 5         | 9 to 10          | 10 (5 stars)             |
 *
 * Each band is written back as its top, so a rating exported and imported again is unchanged.
 */
import type { Rating } from '../../domain/enums';

/** A 1 to 10 rating (Trakt, Letterboxd's Rating10) on the four-point scale. */
export function fromTen(points: number): Rating {
	if (points <= 4) return 'dislike';
	if (points <= 6) return 'okay';
	if (points <= 8) return 'like';
	return 'love';
}

/** Letterboxd stars (0.5 to 5, in halves). */
export function fromStars(stars: number): Rating {
	return fromTen(stars * 2);
}

export const TEN_OF: Record<Rating, number> = { dislike: 4, okay: 6, like: 8, love: 10 };

/** Reads a rating written as text; undefined when empty, null when not a rating of that scale. */
export function parseScale(text: string, max: 5 | 10): number | undefined | null {
	if (text === '') return undefined;
	const value = Number(text);
	const step = max === 5 ? 0.5 : 1;
	if (!Number.isFinite(value) || value < step || value > max || Math.round(value / step) * step !== value) return null;
	return value;
}
