/** Days as the person's calendar counts them: a watch logged at 1 a.m. belongs to the night before only if they say so. */
import { localDate } from '$lib/domain/fields';

/** YYYY-MM-DD of the day `days` before today, on this device's clock and timezone. */
export function daysAgo(days: number, now: Date = new Date()): string {
	const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
	return localDate(day);
}
