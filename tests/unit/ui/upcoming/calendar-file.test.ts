/** The .ics of upcoming episodes, read back by Mozilla's ical.js as a calendar app would. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { UpcomingItem } from '../../../../src/lib/domain/watch-next';
import { upcomingCalendar } from '../../../../src/lib/ui/upcoming/calendar-file';

const NOW = new Date('2025-01-20T10:00:00.000Z');

function episode(n: number, date: string, name: string, title = 'Severance'): UpcomingItem {
	return { date, mediaRecordId: 'tv:tmdb:95396', providerId: '95396', title, seasonNumber: 2, episodeNumber: n, episodeName: name };
}

function events(ics: string) {
	const calendar = new ICAL.Component(ICAL.parse(ics));
	return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('upcomingCalendar', () => {
	it('writes one all-day event per episode, readable by a calendar parser', () => {
		const ics = upcomingCalendar([episode(2, '2025-01-24', 'Goodbye, Mrs. Selvig'), episode(3, '2025-01-31', 'Who Is Alive?')], NOW);
		const read = events(ics);
		expect(read.map((e) => [e.summary, e.startDate.toString(), e.endDate.toString(), e.startDate.isDate])).toEqual([
			['Severance S2 E2: Goodbye, Mrs. Selvig', '2025-01-24', '2025-01-25', true],
			['Severance S2 E3: Who Is Alive?', '2025-01-31', '2025-02-01', true]
		]);
		expect(ics).toContain('SUMMARY:Severance S2 E2: Goodbye\\, Mrs. Selvig\r\n');
	});

	it('gives an episode the same UID in every file, so a re-import updates it', () => {
		const first = events(upcomingCalendar([episode(2, '2025-01-24', 'Goodbye, Mrs. Selvig')], NOW));
		const moved = events(upcomingCalendar([episode(2, '2025-01-25', 'Goodbye, Mrs. Selvig')], new Date('2025-01-22T08:00:00.000Z')));
		expect(moved[0]!.uid).toBe(first[0]!.uid);
		expect(events(upcomingCalendar([episode(3, '2025-01-24', 'x')], NOW))[0]!.uid).not.toBe(first[0]!.uid);
	});

	it('ends every line with CRLF and folds long lines at 75 octets without splitting a character', () => {
		const long = episode(4, '2025-02-07', `Woe's Hollow; ${'ÉÆ, '.repeat(40)}\\ and a line\nbreak`, 'Sévérance 七人の侍');
		const ics = upcomingCalendar([long], NOW);
		expect(ics.endsWith('\r\n')).toBe(true);
		expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
		for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
		expect(ics.split('\r\n').some((line) => line.startsWith(' '))).toBe(true);
		expect(events(ics)[0]!.summary).toBe(`Sévérance 七人の侍 S2 E4: Woe's Hollow; ${'ÉÆ, '.repeat(40)}\\ and a line\nbreak`);
	});

	it('leaves films out: a release has no episode to put in the calendar', () => {
		const film: UpcomingItem = { date: '2025-04-18', mediaRecordId: 'movie:tmdb:1233413', providerId: '1233413', title: 'Sinners' };
		expect(events(upcomingCalendar([film, episode(2, '2025-01-24', 'x')], NOW))).toHaveLength(1);
	});
});
