/**
 * The dates of Netflix's account-page download (NetflixViewingHistory.csv), written in the
 * account's locale: "1/15/23" (month first), "15/01/2023" or "15.01.23" (day first), or
 * "2023-01-15". One row cannot say which of "3/4/23"'s numbers is the month; the whole file can:
 *
 * - a first number over 12 means day first; a second over 12, month first;
 * - else the reading under which the rows run newest first (as Netflix writes them) with fewer
 *   steps backwards;
 * - else day first when the numbers are split by dots, month first when by slashes.
 */
export type DateOrder = 'month-first' | 'day-first';

const NUMERIC = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;
const ISO = /^\d{4}-\d{2}-\d{2}$/;

interface Parts {
	first: number;
	second: number;
	year: number;
	dots: boolean;
}

function partsOf(text: string): Parts | null {
	const m = NUMERIC.exec(text.trim());
	if (!m) return null;
	const y = Number(m[4]);
	// Netflix began streaming in 2007: "07" is 2007, and no Netflix date has a year before 2000.
	return { first: Number(m[1]), second: Number(m[3]), year: m[4]!.length === 2 ? 2000 + y : y, dots: m[2] === '.' };
}

function iso(year: number, month: number, day: number): string | null {
	const date = new Date(Date.UTC(year, month - 1, day));
	if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
	return date.toISOString().slice(0, 10);
}

function read(parts: Parts, order: DateOrder): string | null {
	return order === 'month-first' ? iso(parts.year, parts.first, parts.second) : iso(parts.year, parts.second, parts.first);
}

function stepsBack(all: Parts[], order: DateOrder): number {
	const days = all.map((p) => read(p, order));
	let back = 0;
	for (let i = 1; i < days.length; i++) if (days[i] !== null && days[i - 1] !== null && days[i]! > days[i - 1]!) back++;
	return back;
}

/** How the file's dates are written, told from all of them. */
export function dateOrderOf(texts: readonly string[]): DateOrder {
	const all = texts.flatMap((t) => partsOf(t) ?? []);
	const dayFirst = all.some((p) => p.first > 12);
	const monthFirst = all.some((p) => p.second > 12);
	if (dayFirst !== monthFirst) return dayFirst ? 'day-first' : 'month-first';
	const [md, dm] = [stepsBack(all, 'month-first'), stepsBack(all, 'day-first')];
	if (md !== dm) return md < dm ? 'month-first' : 'day-first';
	return all.some((p) => p.dots) ? 'day-first' : 'month-first';
}

/** A date of the file as YYYY-MM-DD, or null when it is none. */
export function netflixDate(text: string, order: DateOrder): string | null {
	const t = text.trim();
	if (ISO.test(t)) return iso(Number(t.slice(0, 4)), Number(t.slice(5, 7)), Number(t.slice(8, 10)));
	const parts = partsOf(t);
	return parts ? read(parts, order) : null;
}
