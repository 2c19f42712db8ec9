/** What the title page's episode ticks say: the run a button logs, what was logged, and why an untick opens a watch. */
import { episodeCode, formatDate } from '$lib/ui/labels';
import type { EpisodePosition } from './episodes';
import { rangeLabel } from './episodes';
import { QUICK_DAYS, type QuickDay } from './quick-log';
import { rangeFields, type RangeLog, type TickRange } from './watched-episodes';

const code = (p: EpisodePosition) => episodeCode(p.season, p.episode);

function codes(positions: EpisodePosition[]): string {
	const all = positions.map(code);
	return all.length <= 1 ? all.join('') : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

/** "S1 E2–E4", the run a range logs. */
function tickRangeLabel(range: Pick<TickRange, 'from' | 'to'>): string {
	return rangeLabel(rangeFields(range));
}

/** The run a button logs: "S1 E2–E5 in one watch, counting S1 E3 again". */
export function rangeWords(range: TickRange): string {
	const again = range.rewatched.length === 0 ? '' : `, counting ${codes(range.rewatched)} again`;
	return `${tickRangeLabel(range)} in one watch${again}`;
}

/** The line after a tick: what was logged, on which day, and any episode it counted again. */
export function loggedWords(range: TickRange, day: QuickDay): string {
	const what = tickRangeLabel(range);
	const single = code(range.from) === code(range.to);
	const when = day === 'unknown' ? ` on ${single ? 'its' : 'the last one’s'} air date` : `, ${QUICK_DAYS[day].toLowerCase()}`;
	const logged = `Logged ${what}${single ? '' : ' in one watch'}${when}.`;
	if (range.rewatched.length === 0) return logged;
	return `${logged} It counts ${codes(range.rewatched)} again: ${range.rewatched.length === 1 ? 'it was' : 'they were'} already watched.`;
}

function watchOf(log: RangeLog): string {
	return `your watch of ${rangeLabel(log)} on ${formatDate(log.watchedOn)}`;
}

/** Said before an untick opens the longer watch an episode is part of. */
export function partOfWords(position: EpisodePosition, log: RangeLog): string {
	return `${code(position)} is part of ${watchOf(log)}: edit that watch to change it.`;
}

/** The line after an untick deleted an episode's own log; another watch may still include it. */
export function deletedWords(position: EpisodePosition, log: RangeLog, stillWatched: boolean): string {
	const deleted = `Deleted ${watchOf(log)}.`;
	return stillWatched ? `${deleted} ${code(position)} stays ticked: another watch includes it.` : deleted;
}
