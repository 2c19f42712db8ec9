/**
 * The state of a series page's ticks: the day they are dated (kept while on the page) and the
 * question an untick asks first; a logged run and a deleted watch are each confirmed with Undo
 * (feedback/). Every write goes through writeTick.
 */
import type { WatchLog } from '$lib/domain/watch-logs';
import type { GatewayErrorBody } from '$lib/gateway';
import type { EpisodePosition } from './episodes';
import { tickLog, writeTick, type TickWrite } from './episode-ticks';
import type { QuickDay } from './quick-log';
import { deletedWords, loggedWords } from './tick-words';
import { coveringLogs, untickOf, type TickRange, type Untick, type WatchedEpisodes } from './watched-episodes';

/** An untick that asks first: a watch the episode is only part of, or one the person wrote in. */
export interface UntickQuestion {
	position: EpisodePosition;
	untick: Untick<WatchLog>;
}

/** Notes, a rating or company: what a tap must not throw away unasked. */
function holdsWords(log: WatchLog): boolean {
	return log.notes !== undefined || log.rating !== undefined || log.watchedWithPersonIds.length > 0;
}

export class EpisodeTicks {
	day = $state<QuickDay>('today');
	error = $state<GatewayErrorBody>();
	busy = $state(false);
	asking = $state<UntickQuestion>();

	constructor(
		private readonly recordId: () => string,
		private readonly watched: () => WatchedEpisodes<WatchLog>
	) {}

	/** Logs a run of episodes as one watch; `airDate` is its last episode's, for a day not remembered. */
	async log(range: TickRange, airDate: string | null | undefined): Promise<void> {
		const day = this.day;
		await this.write({ add: tickLog(this.recordId(), range, day, airDate), said: loggedWords(range, day) });
	}

	tick(position: EpisodePosition, airDate: string | null | undefined): Promise<void> {
		return this.log({ from: position, to: position, rewatched: [] }, airDate);
	}

	/** An episode's own plain log goes at once; anything else asks first (see `asking`). */
	async untick(position: EpisodePosition): Promise<void> {
		const untick = untickOf(this.watched(), position);
		if (!untick) return;
		if ('delete' in untick && !holdsWords(untick.delete)) await this.remove(position, untick.delete);
		else this.asking = { position, untick };
	}

	/** Deletes an episode's own log, confirmed with Undo; resolves to the error to show, if any. */
	async remove(position: EpisodePosition, log: WatchLog): Promise<GatewayErrorBody | undefined> {
		const others = coveringLogs(this.watched(), position).some((other) => other.watchLogId !== log.watchLogId);
		const result = await this.write({ remove: log, said: deletedWords(position, log, others) });
		return result.ok ? undefined : result.error;
	}

	private async write(write: TickWrite) {
		this.busy = true;
		this.error = undefined;
		const result = await writeTick(write);
		this.busy = false;
		if (!result.ok) this.error = result.error;
		return result;
	}
}
