/** The dates exports write, read as the calendar day the person saw. */
import { isCalendarDate, localDate } from '../../domain/fields';

/** A YYYY-MM-DD date as written, or null. */
export function plainDate(text: string): string | null {
	return isCalendarDate(text) ? text : null;
}

// TV Time writes "0001-01-01 00:00:00" for "never"; no diary reaches back before film itself.
const EARLIEST = '1870-01-01';

function dayOfMoment(when: Date): string | null {
	if (Number.isNaN(when.getTime())) return null;
	const day = localDate(when);
	return day >= EARLIEST ? day : null;
}

/**
 * The calendar day of a moment as the person's own clock showed it (an evening watch in New
 * York is stamped the next day in UTC). `utc` reads "2023-11-04 15:30:38" as UTC, as TV Time writes it.
 */
export function dayOf(text: string, utc = false): string | null {
	const iso = utc && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
	if (!/^\d{4}-\d{2}-\d{2}T/.test(iso)) return null;
	return dayOfMoment(new Date(iso));
}

/**
 * A moment TV Time wrote as a number since 1970: seconds in its older files, and in its newer
 * ones milliseconds or microseconds, sometimes in Go's float notation (1.727543325447894e+15).
 */
export function dayOfEpoch(text: string): string | null {
	if (!/^\d+(\.\d+)?(e\+?\d+)?$/i.test(text)) return null;
	const n = Number(text);
	if (!Number.isFinite(n) || n <= 0) return null;
	const ms = n >= 1e14 ? n / 1000 : n >= 1e11 ? n : n * 1000;
	return dayOfMoment(new Date(ms));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date as C's ctime writes it, as IMDb's exports did before 2018: "Sun Jan 29 00:00:00 2017", "Sun Mar  1 00:00:00 2015". */
export function ctimeDate(text: string): string | null {
	const match = /^[A-Za-z]{3} ([A-Za-z]{3}) +(\d{1,2}) \d{2}:\d{2}:\d{2} (\d{4})$/.exec(text.trim());
	const month = match ? MONTHS.indexOf(match[1]!.toLowerCase()) + 1 : 0;
	if (!match || month === 0) return null;
	return plainDate(`${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`);
}
