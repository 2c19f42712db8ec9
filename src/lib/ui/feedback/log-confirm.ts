/**
 * A watch logged as the person logs it (the app-only logWatch: the rating rule, and what the log
 * moved on its title), confirmed in place with an Undo that takes exactly that back. Every quick
 * log of the app goes through `logAndConfirm`.
 */
import type { MediaKind } from '$lib/domain/enums';
import type { LogChanges } from '$lib/domain/log-changes';
import type { WatchLog } from '$lib/domain/watch-logs';
import type { Result } from '$lib/gateway';
import { ops, type OperationInput } from '$lib/ui/gateway-client';
import { formatDate } from '$lib/ui/labels';
import { daysAgo } from '$lib/ui/log/watch-day';
import { rangeLabel } from '$lib/ui/title/episodes';
import { showToast } from './toast.svelte';

interface Logged {
	log: WatchLog;
	created: boolean;
	changed: LogChanges;
}

/** "S1 E3 of Breaking Bad", "Oppenheimer". */
function watchName(kind: MediaKind, log: WatchLog): string {
	const range = kind === 'tv' ? rangeLabel(log) : '';
	return range ? `${range} of ${log.title}` : log.title;
}

/** The day, unless it is today: what the person picked is said back. */
function daySaid(log: WatchLog): string {
	if (log.watchedOnDefaulted) return ', date unknown';
	if (log.watchedOn === daysAgo(0)) return '';
	return log.watchedOn === daysAgo(1) ? ', yesterday' : `, ${formatDate(log.watchedOn)}`;
}

/**
 * Shows "Logged S1 E3 of Breaking Bad" or "Watch of Oppenheimer saved" (with its day when not
 * today), with Undo; a screen that says more about what it logged (the episode ticks) gives its own
 * words, and a log that also saved its title (the catalog's Log) undoes the save with it (`undo`).
 */
export function confirmLogged(kind: MediaKind, { log, changed }: Logged, message?: string, undo?: () => Promise<Result<unknown>>): void {
	const name = watchName(kind, log);
	showToast({
		message: message ?? `${kind === 'tv' ? `Logged ${name}` : `Watch of ${name} saved`}${daySaid(log)}`,
		action: {
			label: 'Undo',
			done: kind === 'tv' ? `Log of ${name} undone` : `Watch of ${name} undone`,
			run: undo ?? (() => ops[kind].undoWatch({ watchLogId: log.watchLogId, changed }))
		}
	});
}

/** Logs the watch (typed as a series' log: a film's has the same fields but the range) and, when it is new, confirms it with Undo; answers the log's result. */
export async function logAndConfirm(kind: MediaKind, input: OperationInput<'tv', 'logWatch'>, message?: string): Promise<Result<Logged>> {
	const result = await ops[kind].logWatch(input);
	if (result.ok && result.data.created) confirmLogged(kind, result.data, message);
	return result;
}
