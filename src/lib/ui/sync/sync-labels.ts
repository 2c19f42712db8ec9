/** Sync's state in a few words. */
import type { SyncStatus } from '../../sync/sync-service';

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday"… */
export function ago(iso: string, now = Date.now()): string {
	const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
	if (seconds > -45) return 'just now';
	const steps: [Intl.RelativeTimeFormatUnit, number][] = [
		['minute', 60],
		['hour', 3_600],
		['day', 86_400]
	];
	const [unit, size] = steps.findLast(([, size]) => -seconds >= size) ?? steps[0]!;
	return RELATIVE.format(Math.round(seconds / size), unit);
}

const COUNT = new Intl.NumberFormat();

/** A count as this browser's locale writes it (22,000; 22 000; 22.000). */
export const count = (n: number): string => COUNT.format(n);

export function changesWaiting(n: number): string {
	return n === 1 ? '1 change waiting' : `${count(n)} changes waiting`;
}

/** Documents from the server kept aside (sync/kept-aside.ts), said once, with what happens to them. */
export function keptAside(n: number): string {
	const what = n === 1 ? '1 document' : `${count(n)} documents`;
	return `${what} this version cannot read: kept aside, and tried again after the app updates.`;
}

/** The headline of the status: what a person needs to know first. */
export function headline(status: SyncStatus): string {
	if (!status.enabled) return 'Sync is off on this device';
	if (status.problem?.code === 'library_gone') return 'The server no longer has this library';
	switch (status.phase) {
		case 'idle':
			return 'Up to date';
		case 'offline':
			return 'Offline: changes wait on this device';
		case 'error':
			return 'Sync stopped';
		default:
			return 'Syncing…';
	}
}

/** The warning of a stamp from a clock that runs ahead: what it means, and what to do. */
export function clockAhead(ms: number): string {
	const days = ms / 86_400_000;
	const by = days >= 2 ? `${count(Math.round(days))} days` : ms >= 7_200_000 ? `${count(Math.round(ms / 3_600_000))} hours` : `${count(Math.round(ms / 60_000))} minutes`;
	return `A device's clock runs ${by} ahead of this one. Sync still works, but check the date and time on your devices.`;
}

/** Changes on this device the server does not have yet: those counted as sent are on their way no more. */
export const waiting = (status: SyncStatus): number => Math.max(0, status.pending - status.traffic.sent);

/** "about 2 minutes left", from the pace of what was sent so far. */
function timeLeft(status: SyncStatus, now: number): string | undefined {
	const { sent, since } = status.traffic;
	const left = waiting(status);
	if (!since || sent < 50 || left === 0 || now <= since) return undefined;
	const seconds = (left / sent) * ((now - since) / 1000);
	if (seconds < 60) return 'less than a minute left';
	const minutes = Math.round(seconds / 60);
	return minutes === 1 ? 'about a minute left' : `about ${count(minutes)} minutes left`;
}

/** What is going each way while sync works through a backlog: "Sending 12,400 of 22,000 · Receiving 3,100 · about 2 minutes left". */
export function traffic(status: SyncStatus, now = Date.now()): string | undefined {
	const { sent, received } = status.traffic;
	const parts = [
		sent > 0 || (status.phase === 'syncing' && status.pending > 0) ? `Sending ${count(sent)} of ${count(Math.max(sent, status.pending))}` : undefined,
		received > 0 ? `Receiving ${count(received)}` : undefined,
		timeLeft(status, now)
	].filter((part) => part !== undefined);
	return parts.length > 0 ? parts.join(' · ') : undefined;
}
