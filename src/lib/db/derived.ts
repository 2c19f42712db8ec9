/**
 * Writes that keep derived fields true, shared by the operations and by sync's arrivals: a
 * record's watch count and last-watched date come from its logs, its logs carry its title, and
 * removing a record removes what hangs on it.
 */
import type { MediaKind } from '../domain/enums';
import type { MediaRecord } from '../domain/records';
import type { StoreTx } from './library-store';

/**
 * Stores a record with its watch count and last-watched date recomputed from its logs, and
 * keeps the titles copied onto those logs in step with the record's.
 */
export async function saveWithDerived(tx: StoreTx, kind: MediaKind, record: MediaRecord, previousTitle?: string): Promise<MediaRecord> {
	const [saved] = await saveAllWithDerived(tx, kind, [{ record, previousTitle }]);
	return saved!;
}

/** saveWithDerived for many records of one kind, written together. */
export async function saveAllWithDerived(tx: StoreTx, kind: MediaKind, records: readonly { record: MediaRecord; previousTitle?: string }[]): Promise<MediaRecord[]> {
	const next = await Promise.all(
		records.map(async ({ record }) => ({ ...record, ...(await tx.logs.derivedFor(kind, record.id, await tx.records.storedWatchCount(kind, record.id))) }))
	);
	await tx.records.put(kind, ...next);
	for (const [i, { previousTitle }] of records.entries()) {
		const saved = next[i]!;
		if (previousTitle !== undefined && previousTitle !== saved.title) await tx.logs.retitle(kind, saved.id, saved.title);
	}
	return next;
}

/** Removes a record with its watch logs and recommendations (not tastes: they name the provider title). */
export async function removeRecord(tx: StoreTx, kind: MediaKind, id: string): Promise<{ logs: number; recommendations: number } | undefined> {
	const removed = await tx.records.delete(kind, id);
	if (!removed) return undefined;
	const logs = await tx.logs.deleteForRecord(kind, id);
	const recommendations = await tx.recommendations.deleteForRecord(kind, id);
	return { logs, recommendations };
}
