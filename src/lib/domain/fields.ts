/** Field-level schemas shared by every body: IDs, dates, bounded text. */
import { z } from 'zod/mini';

export const LIMITS = {
	id: 200,
	shortText: 500,
	longText: 20_000,
	listItems: 100,
	listItem: 200
} as const;

// Control characters in IDs would break the keys our indexes are built from.
const CONTROL = /[\u0000-\u001f\u007f]/;

export const id = z
	.string()
	.check(
		z.minLength(1, 'must not be empty'),
		z.maxLength(LIMITS.id),
		z.refine((s) => !CONTROL.test(s), 'must not contain control characters')
	);

export const shortText = z.string().check(z.maxLength(LIMITS.shortText));
export const longText = z.string().check(z.maxLength(LIMITS.longText));
export const textList = z.array(z.string().check(z.maxLength(LIMITS.listItem))).check(z.maxLength(LIMITS.listItems));
export const idList = z.array(id).check(z.maxLength(LIMITS.listItems));

/** A real calendar date written YYYY-MM-DD (2023-02-30 is refused). */
export const isoDate = z.string().check(z.refine(isCalendarDate, 'must be a real date written YYYY-MM-DD'));

export function isCalendarDate(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const [y, m, d] = value.split('-').map(Number) as [number, number, number];
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const providerId = z.string().check(z.regex(/^[1-9]\d{0,11}$/, 'must be a numeric provider ID such as "603"'));

export const integer = z.number().check(z.int());
const wholeNumber = (min: number, max: number) => integer.check(z.minimum(min), z.maximum(max));

export const count = wholeNumber(0, 1_000_000);
export const seasonNumber = wholeNumber(0, 10_000);
export const episodeNumber = wholeNumber(0, 100_000);

export const page = z._default(wholeNumber(1, 500), 1);

export const limit = (max: number) => wholeNumber(1, max);

export const cursor = z.string().check(z.maxLength(2_000));

/** Today as the diarist's calendar shows it (the UTC date is tomorrow for an evening in America). */
export function localDate(now: Date): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Streaming services by the provider's ID (TMDB's, from JustWatch): at least one. */
export const serviceIds = z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1, 'must name at least one service'), z.maxLength(500));
