/**
 * Writes the user's changes to one saved record as patches (the app-only patch operation): each
 * is applied in one transaction to the row as stored then, so a change another writer made after
 * this screen read the row (an agent's recommendation, a logged episode) is never written over.
 */
import type { MediaKind } from '$lib/domain/enums';
import type { Result } from '$lib/gateway';
import { ops, warmOps, type OperationData, type OperationInput } from '$lib/ui/gateway-client';

export type RecordPatch = Omit<OperationInput<'tv', 'patchRecord'>, 'mediaRecordId'>;
export type SaveRecord = (patch: RecordPatch) => Promise<Result<OperationData<'tv', 'patchRecord'>>>;

export function recordEditor(kind: MediaKind, id: string): SaveRecord {
	// The title page's writes are not in the first visit's code: loaded as it opens (its metadata
	// refresh is a save).
	warmOps([kind], ['upsertRecord']);
	// One at a time, so two quick taps on the same field land in the order they were made.
	let queue: Promise<unknown> = Promise.resolve();
	return (patch) => {
		const write = queue.then(() => ops[kind].patchRecord({ ...patch, mediaRecordId: id }));
		queue = write;
		return write;
	};
}
