/**
 * What the quick sheet saves: a catalog title logged (saved with its watch and rating, one
 * operation) or, for a series, started (saved as Watching, so S1 E1 is in Up next), each confirmed
 * with an Undo that takes back exactly what it did: a title it saved goes with its watch.
 */
import type { MediaKind, Rating } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';
import type { Result } from '$lib/gateway';
import { habits } from '$lib/ui/device-habits';
import { confirmLogged } from '$lib/ui/feedback/log-confirm';
import { showToast } from '$lib/ui/feedback/toast.svelte';
import { ops, warmOps } from '$lib/ui/gateway-client';
import { placeKeyFor } from '$lib/ui/log/place-key';

// Loaded with the sheet, so the save never waits for the network once the sheet is open.
warmOps(['tv', 'movie'], ['logFromCatalog', 'upsertRecord']);

export interface QuickLog {
	/** YYYY-MM-DD. */
	watchedOn: string;
	rating: Rating | undefined;
	rewatch: boolean;
	notes: string;
	place: string;
}

const text = (value: string) => value.trim() || undefined;

/** Logs the title's watch (a series': S1 E1) and confirms it; answers the title as saved. */
export async function logCatalogTitle(kind: MediaKind, providerId: string, draft: QuickLog): Promise<Result<MediaRecord>> {
	const log = {
		...habits.lastPlatform(kind),
		watchedOn: draft.watchedOn,
		rating: draft.rating,
		rewatch: draft.rewatch || undefined,
		notes: text(draft.notes),
		locationLabel: text(draft.place),
		placeKey: placeKeyFor(draft.place),
		...(kind === 'tv' ? { seasonFrom: 1, episodeFrom: 1 } : {})
	};
	const result = await ops[kind].logFromCatalog({ providerId, log });
	if (!result.ok) return result;
	// The Library opens next on the shelf of what was saved.
	habits.rememberShelfKind(kind);
	const { record, recordCreated } = result.data;
	if (result.data.created) {
		confirmLogged(kind, result.data, undefined, recordCreated ? () => ops[kind].deleteRecord({ mediaRecordId: record.id }) : undefined);
	}
	return { ok: true, data: record };
}

/** Saves a series as Watching (a saved one keeps its status), so Up next offers its first episode. */
export async function startWatching(providerId: string): Promise<Result<MediaRecord>> {
	const result = await ops.tv.upsertRecord({ providerId, status: 'watching' });
	if (!result.ok) return result;
	habits.rememberShelfKind('tv');
	const { record, created } = result.data;
	showToast({
		message: created ? `${record.title} is in Up next` : `${record.title} was already in your library`,
		action: created ? { label: 'Undo', done: `${record.title} removed`, run: () => ops.tv.deleteRecord({ mediaRecordId: record.id }) } : undefined
	});
	return { ok: true, data: record };
}
