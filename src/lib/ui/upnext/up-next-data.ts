/** Up next as screens reach it: the list, a one-tap log of the next episode, fetching a series' seasons. */
import { localDate } from '$lib/domain/fields';
import type { UpNextItem } from '$lib/domain/watch-next';
import type { Result } from '$lib/gateway';
import { ops } from '$lib/ui/gateway-client';
import { sharedRead } from '$lib/ui/shared-read';

/** The list, read once for the Library's shelf and Up next's screen while the library and the day stay the same. */
export const loadUpNext: () => Promise<Result<{ items: UpNextItem[] }>> = sharedRead(
	() => ops.tv.queryUpNext(),
	() => localDate(new Date())
);

/** Logs the episode as watched today, where this device last watched a series, confirmed in place with Undo. */
export async function logNext(item: UpNextItem): Promise<Result<unknown>> {
	const { seasonNumber, episodeNumber, airDate } = item.episode;
	// Loaded on the first tap, together: the Library's shelf shows this row on a first visit.
	const [{ logAndConfirm }, { tickLog }] = await Promise.all([import('$lib/ui/feedback/log-confirm'), import('$lib/ui/title/episode-ticks')]);
	const episode = { season: seasonNumber, episode: episodeNumber };
	return logAndConfirm('tv', { log: tickLog(item.mediaRecordId, { from: episode, to: episode }, 'today', airDate) });
}

/** Asks the provider for a series' seasons; `maxAgeHours` 0 asks even when they were fetched today. */
export function refreshGuide(mediaRecordId: string, maxAgeHours?: number): Promise<Result<{ refreshed: boolean }>> {
	return ops.tv.refreshEpisodeGuide(maxAgeHours === undefined ? { mediaRecordId } : { mediaRecordId, maxAgeHours });
}
