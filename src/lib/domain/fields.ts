/** Field-level schemas shared by every body: IDs, dates, bounded text. */
import { z } from 'zod';

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
	.min(1, 'must not be empty')
	.max(LIMITS.id)
	.refine((s) => !CONTROL.test(s), 'must not contain control characters');

export const shortText = z.string().max(LIMITS.shortText);
export const longText = z.string().max(LIMITS.longText);
export const textList = z.array(z.string().max(LIMITS.listItem)).max(LIMITS.listItems);
export const idList = z.array(id).max(LIMITS.listItems);

/** A real calendar date written YYYY-MM-DD (2023-02-30 is refused). */
export const isoDate = z.string().refine(isCalendarDate, 'must be a real date written YYYY-MM-DD');

export function isCalendarDate(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
	const [y, m, d] = value.split('-').map(Number) as [number, number, number];
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const providerId = z.string().regex(/^[1-9]\d{0,11}$/, 'must be a numeric provider ID such as "603"');

export const count = z.number().int().min(0).max(1_000_000);
export const seasonNumber = z.number().int().min(0).max(10_000);
export const episodeNumber = z.number().int().min(0).max(100_000);

export const page = z.number().int().min(1).max(500).default(1);

export const limit = (max: number) => z.number().int().min(1).max(max);

export const cursor = z.string().max(2_000);

/** Today as the diarist's calendar shows it (the UTC date is tomorrow for an evening in America). */
export function localDate(now: Date): string {
	const pad = (n: number) => String(n).padStart(2, '0');
	return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
