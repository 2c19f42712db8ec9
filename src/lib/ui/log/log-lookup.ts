/** Everything the log page needs before the form opens: the record, the log being edited, the seasons. */
import type { CatalogSeasonSummary } from '$lib/domain/catalog';
import type { MediaKind } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';
import type { WatchLog } from '$lib/domain/watch-logs';
import type { GatewayErrorBody, Result } from '$lib/gateway';
import { call } from '$lib/ui/gateway-client';
import { OPS } from '$lib/ui/library/operations';
import type { Page } from '$lib/ui/library/paged-list.svelte';
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
}

/** There is no get-by-ID for logs either: the title's own logs are read a page at a time until it turns up. */
async function findLog(kind: MediaKind, mediaRecordId: string, watchLogId: string): Promise<Result<WatchLog | undefined>> {
	let cursor: string | undefined;
	do {
		const page = await call<Page<WatchLog>>('svc_find', OPS[kind].logs, { mediaRecordId, detail: 'full', limit: 500, cursor });
		if (!page.ok) return page;
		const log = page.data.items.find((l) => l.watchLogId === watchLogId);
		if (log) return { ok: true, data: log };
		cursor = page.data.nextCursor ?? undefined;
	} while (cursor);
	return { ok: true, data: undefined };
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
	if (kind === 'movie') return { ok: true, data: { record, log, seasons: undefined, seasonsError: undefined, start: undefined } };
	const details = await seriesDetails(record.providerRef.id);
	const seasons = details.ok ? details.data.seasons : undefined;
	const next = nextEpisode(record, seasons);
	const season = next && !log ? await seasonDetails(record.providerRef.id, next.season) : undefined;
	const airDate = season?.ok ? (season.data.episodes.find((e) => e.episodeNumber === next!.episode)?.airDate ?? null) : null;
	const start = next ? { ...next, airDate } : undefined;
	return { ok: true, data: { record, log, seasons, seasonsError: details.ok ? undefined : details.error, start } };
}
