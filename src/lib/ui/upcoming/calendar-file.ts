/**
 * Upcoming episodes as an iCalendar file (RFC 5545) for "Add to calendar": one all-day VEVENT
 * per episode. Each UID names the series and the episode, never the day or the export, so
 * importing a newer file moves a rescheduled episode instead of adding it twice.
 */
import type { UpcomingItem } from '$lib/domain/watch-next';

const CRLF = '\r\n';
const encoder = new TextEncoder();

/** RFC 5545 3.3.11: backslash, semicolon and comma are escaped, line breaks written as \n. */
function text(value: string): string {
	return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded, never inside a UTF-8 character. */
function fold(line: string): string {
	const parts: string[] = [];
	let current = '';
	let octets = 0;
	for (const char of line) {
		const size = encoder.encode(char).length;
		// Continuation lines start with a space, which counts towards their 75.
		if (octets + size > 75) {
			parts.push(current);
			current = ' ';
			octets = 1;
		}
		current += char;
		octets += size;
	}
	parts.push(current);
	return parts.join(CRLF);
}

const compactDate = (date: string) => date.replace(/-/g, '');
const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function nextDay(date: string): string {
	const d = new Date(`${date}T00:00:00Z`);
	d.setUTCDate(d.getUTCDate() + 1);
	return d.toISOString().slice(0, 10);
}

function event(item: UpcomingItem, now: Date): string[] {
	const code = `S${item.seasonNumber} E${item.episodeNumber}`;
	const summary = item.episodeName ? `${item.title} ${code}: ${item.episodeName}` : `${item.title} ${code}`;
	return [
		'BEGIN:VEVENT',
		`UID:${item.mediaRecordId}:s${item.seasonNumber}e${item.episodeNumber}@screenshelf`,
		`DTSTAMP:${stamp(now)}`,
		`DTSTART;VALUE=DATE:${compactDate(item.date)}`,
		`DTEND;VALUE=DATE:${compactDate(nextDay(item.date))}`,
		`SUMMARY:${text(summary)}`,
		'TRANSP:TRANSPARENT',
		'END:VEVENT'
	];
}

/** The file's text: the episodes among `items` (films have no episode to put in a calendar). */
export function upcomingCalendar(items: readonly UpcomingItem[], now: Date): string {
	const lines = [
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		'PRODID:-//Screenshelf//Upcoming episodes//EN',
		'CALSCALE:GREGORIAN',
		'X-WR-CALNAME:Screenshelf: upcoming episodes',
		...items.filter((i) => i.seasonNumber !== undefined).flatMap((i) => event(i, now)),
		'END:VCALENDAR'
	];
	return lines.map(fold).join(CRLF) + CRLF;
}
