/** Everything the log page needs before the form opens: the record, the log being edited, the seasons. */
import type { CatalogSeasonSummary } from '$lib/domain/catalog';
import type { MediaKind } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';
import type { WatchLog } from '$lib/domain/watch-logs';
import type { GatewayErrorBody, PlatformChoice, Result } from '$lib/gateway';
import { habits } from '$lib/ui/device-habits';
import { ops } from '$lib/ui/gateway-client';
import { nextEpisode } from '$lib/ui/title/episodes';
import { seasonDetails, seriesDetails } from '$lib/ui/title/provider-data';
import type { RangeStart } from './log-draft';
import { findRecord } from '$lib/ui/title/record-lookup';

export interface LogFormData {
	record: MediaRecord;
	log: WatchLog | undefined;
	seasons: CatalogSeasonSummary[] | undefined;
	/** Why the seasons are missing: the form still works, with typed numbers. */
	seasonsError: GatewayErrorBody | undefined;
	start: RangeStart | undefined;
	/** Where a new watch starts: this device's last platform for the kind. */
	platform: PlatformChoice;
}

/** The log being edited, if it is still stored and belongs to this title. */
async function findLog(kind: MediaKind, mediaRecordId: string, watchLogId: string): Promise<Result<WatchLog | undefined>> {
	const found = await ops[kind].getWatchLog({ watchLogId });
	if (found.ok) return { ok: true, data: found.data.log.mediaRecordId === mediaRecordId ? found.data.log : undefined };
	return found.error.code === 'not_found' ? { ok: true, data: undefined } : found;
}

const missing = (message: string): Result<never> => ({ ok: false, error: { code: 'not_found', message } });

export async function loadLogForm(kind: MediaKind, id: string, watchLogId: string | null): Promise<Result<LogFormData>> {
	const found = await findRecord(kind, id);
	if (!found.ok) return found;
	const record = found.data;
	if (!record) return missing('This title is not in your library, so a watch cannot be logged for it.');
	let log: WatchLog | undefined;
	if (watchLogId !== null) {
		const stored = await findLog(kind, id, watchLogId);
		if (!stored.ok) return stored;
		if (!stored.data) return missing('This watch is no longer in your diary: it may have been deleted.');
		log = stored.data;
	}
	const platform = habits.lastPlatform(kind);
	if (kind === 'movie') return { ok: true, data: { record, log, seasons: undefined, seasonsError: undefined, start: undefined, platform } };
	const details = await seriesDetails(record.providerRef.id);
	const seasons = details.ok ? details.data.seasons : undefined;
	const next = nextEpisode(record, seasons);
	const season = next && !log ? await seasonDetails(record.providerRef.id, next.season) : undefined;
	const airDate = season?.ok ? (season.data.episodes.find((e) => e.episodeNumber === next!.episode)?.airDate ?? null) : null;
	const start = next ? { ...next, airDate } : undefined;
	return { ok: true, data: { record, log, seasons, seasonsError: details.ok ? undefined : details.error, start, platform } };
}
