/** The Diary's period: the from/to pair kept in the address, and the quick picks offered for it. */
import { resolve } from '$app/paths';

export interface Period {
	from?: string;
	to?: string;
}

export interface QuickPick {
	label: string;
	period: Period;
}

function pad(n: number): string {
	return String(n).padStart(2, '0');
}

function isoDay(year: number, monthIndex: number, day: number): string {
	// Date normalizes day 0 to the last day of the previous month.
	const d = new Date(year, monthIndex, day);
	return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function quickPicks(now: Date = new Date()): QuickPick[] {
	const y = now.getFullYear();
	const m = now.getMonth();
	return [
		{ label: 'This month', period: { from: isoDay(y, m, 1), to: isoDay(y, m + 1, 0) } },
		{ label: 'Last month', period: { from: isoDay(y, m - 1, 1), to: isoDay(y, m, 0) } },
		{ label: 'This year', period: { from: isoDay(y, 0, 1), to: isoDay(y, 11, 31) } },
		{ label: 'All time', period: {} }
	];
}

export function samePeriod(a: Period, b: Period): boolean {
	return (a.from ?? '') === (b.from ?? '') && (a.to ?? '') === (b.to ?? '');
}

export function periodFromUrl(url: URL): Period {
	const from = url.searchParams.get('from') || undefined;
	const to = url.searchParams.get('to') || undefined;
	return { from, to };
}

/** The address of the Diary showing `period`; "All time" is the bare /diary. */
export function diaryHref(period: Period): string {
	const params = new URLSearchParams();
	if (period.from) params.set('from', period.from);
	if (period.to) params.set('to', period.to);
	const query = params.toString();
	return query ? resolve(`/diary?${query}`) : resolve('/diary');
}

