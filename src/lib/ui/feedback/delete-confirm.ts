/**
 * A deletion made by a tap, confirmed in place with an Undo that puts back what it took: a watch
 * (an unticked episode, a watch deleted from the title's log) comes back with its ID, day, rating
 * and notes, through the spec's add, which leaves the title's own rating as the deletion left it.
 */
import type { MediaKind } from '$lib/domain/enums';
import type { LogBody, WatchLog } from '$lib/domain/watch-logs';
import { ops } from '$lib/ui/gateway-client';
import { showToast } from './toast.svelte';

/** The body a stored watch was written from: its own fields, a defaulted day left to default again. */
function bodyOf(log: WatchLog): LogBody {
	const { watchLogId: _, kind: _k, title: _t, watchedOnDefaulted, createdAt: _c, updatedAt: _u, watchedOn, ...body } = log;
	return { ...body, watchedOn: watchedOnDefaulted ? undefined : watchedOn };
}

/** Deletes the watch; once deleted, says `message` with Undo. Answers the deletion's result. */
export async function deleteWatchAndConfirm(kind: MediaKind, log: WatchLog, message: string) {
	const result = await ops[kind].deleteWatchLog({ watchLogId: log.watchLogId });
	if (result.ok) {
		showToast({
			message,
			action: { label: 'Undo', done: `Watch of ${log.title} put back`, run: () => ops[kind].addWatchLog({ watchLogId: log.watchLogId, log: bodyOf(log) }) }
		});
	}
	return result;
}
