/**
 * Writes the user's changes to one saved record. A record-body upsert replaces every user field,
 * so each change is applied to the row as stored right now (read again just before the write,
 * so a watch log that moved the progress meanwhile is kept), and changes go one at a time.
 */
import type { MediaKind } from '$lib/domain/enums';
import type { MediaRecord } from '$lib/domain/records';
import type { Result } from '$lib/gateway';
import { ops } from '$lib/ui/gateway-client';
import { findRecord } from './record-lookup';

export type RecordChange = Partial<MediaRecord> | ((row: MediaRecord) => Partial<MediaRecord>);
export type SaveRecord = (change: RecordChange) => Promise<Result<{ record: MediaRecord; created: boolean }>>;

export function recordEditor(kind: MediaKind, id: string): SaveRecord {
	let queue: Promise<unknown> = Promise.resolve();
	return (change) => {
		const write = queue.then(async (): Promise<Result<{ record: MediaRecord; created: boolean }>> => {
			const stored = await findRecord(kind, id);
			if (!stored.ok) return stored;
			if (!stored.data) return { ok: false, error: { code: 'not_found', message: 'This title is no longer in your library.' } };
			const row = stored.data;
			// The full row goes back as the body: fields the body does not own (ID, counters, poster) are ignored.
			const body = { ...row, ...(typeof change === 'function' ? change(row) : change) };
			return ops[kind].upsertRecord({ mediaRecordId: row.id, record: body });
		});
		queue = write;
		return write;
	};
}
