/** Up next as screens reach it: the list, a one-tap log of the next episode, fetching a series' seasons. */
import type { UpNextItem } from '$lib/domain/watch-next';
import type { Result } from '$lib/gateway';
import { call } from '$lib/ui/gateway-client';
import { OPS } from '$lib/ui/library/operations';
import { quickLogFields } from '$lib/ui/title/quick-log';

export function loadUpNext(): Promise<Result<{ items: UpNextItem[] }>> {
	return call('svc_find', 'tv_series_queryUpNext', {});
}

/** Logs the episode as watched today, where this device last watched a series. */
export function logNext(item: UpNextItem): Promise<Result<unknown>> {
	const { seasonNumber, episodeNumber, airDate } = item.episode;
	const log = { mediaRecordId: item.mediaRecordId, seasonFrom: seasonNumber, episodeFrom: episodeNumber, episodeAirDate: airDate ?? undefined, ...quickLogFields('today') };
	return call('svc_create', OPS.tv.addLog, { log });
}

/** Asks the provider for a series' seasons; `maxAgeHours` 0 asks even when they were fetched today. */
export function refreshGuide(mediaRecordId: string, maxAgeHours?: number): Promise<Result<{ refreshed: boolean }>> {
	return call('svc_lookup', 'tv_series_refreshEpisodeGuide', maxAgeHours === undefined ? { mediaRecordId } : { mediaRecordId, maxAgeHours });
}
