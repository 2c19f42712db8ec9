/**
 * The one door of the title page's episode ticks to the library: a tick, "watched up to here",
 * a season marked and an untick all write through writeTick, so what wraps a quick log (its
 * confirmation, its undo) wraps every tick in this one place.
 */
import type { Result } from '$lib/gateway';
import type { WatchLog } from '$lib/domain/watch-logs';
import { deleteWatchAndConfirm } from '$lib/ui/feedback/delete-confirm';
import { logAndConfirm } from '$lib/ui/feedback/log-confirm';
import type { OperationData, OperationInput } from '$lib/ui/gateway-client';
import { quickLogFields, type QuickDay } from './quick-log';
import { rangeFields, type TickRange } from './watched-episodes';

type TickLog = OperationInput<'tv', 'addWatchLog'>['log'];

/** Each write carries the words its confirmation says (tick-words.ts: its day, any episode counted again, what was deleted). */
export type TickWrite = { add: TickLog; said: string } | { remove: WatchLog; said: string };

type TickDone = OperationData<'tv', 'logWatch'> | OperationData<'tv', 'deleteWatchLog'>;

/**
 * The log a tick (and every one-tap episode log: Up next, Log next episode) adds: its run of episodes, dated as the person picked (with no date, the
 * service files it on `airDate`, the run's last episode's) and on the platform this device last used.
 */
export function tickLog(mediaRecordId: string, range: Pick<TickRange, 'from' | 'to'>, day: QuickDay, airDate: string | null | undefined): TickLog {
	return { mediaRecordId, ...rangeFields(range), episodeAirDate: airDate ?? undefined, ...quickLogFields(day) };
}

/** A run is logged as the person logs it, an untick deletes; each is confirmed with Undo, like every quick log. */
export function writeTick(write: TickWrite): Promise<Result<TickDone>> {
	return 'add' in write ? logAndConfirm('tv', { log: write.add }, write.said) : deleteWatchAndConfirm('tv', write.remove, write.said);
}
