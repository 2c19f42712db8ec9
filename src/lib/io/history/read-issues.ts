/** How readers report what they cannot read: every problem with its file and line, then one refusal. */
import { isCalendarDate, localDate } from '../../domain/fields';
import type { Issue } from '../../gateway/errors';

export class ReadIssues {
	readonly list: Issue[] = [];

	add(file: string, line: number | null, message: string): void {
		this.list.push({ path: line === null ? file : `${file}:${line}`, message });
	}

	/** Runs a whole-file step, turning a thrown issue (a missing column, a cut-short file) into a listed one. */
	file<T>(step: () => T): T | undefined {
		try {
			return step();
		} catch (error) {
			if (error && typeof error === 'object' && 'path' in error && 'message' in error) {
				this.list.push(error as Issue);
				return undefined;
			}
			throw error;
		}
	}
}

/** A YYYY-MM-DD date as written, or null. */
export function plainDate(text: string): string | null {
	return isCalendarDate(text) ? text : null;
}

/**
 * The calendar day of a moment as the person's own clock showed it (an evening watch in New
 * York is stamped the next day in UTC). `utc` reads "2023-11-04 15:30:38" as UTC, as TV Time writes it.
 */
export function dayOf(text: string, utc = false): string | null {
	const iso = utc && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
	if (!/^\d{4}-\d{2}-\d{2}T/.test(iso)) return null;
	const when = new Date(iso);
	return Number.isNaN(when.getTime()) ? null : localDate(when);
}
