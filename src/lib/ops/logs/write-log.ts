/**
 * A watch log added, rewritten or removed with its title's moves, inside the caller's transaction:
 * the steps the spec's log operations and the app's own (log-watch.ts, edit-watch.ts, undo-watch.ts) share. The app's
 * operations have a last word on the title before it is saved (`Settle`); the spec's have none.
 */
import { z } from 'zod/mini';
import type { StoreTx } from '../../db/library-store';
import { notFound } from '../../domain/errors';
import { id } from '../../domain/fields';
import type { MediaRecord } from '../../domain/records';
import { logBodies, type LogBody, type WatchLog } from '../../domain/watch-logs';
import type { KindInfo } from '../kind-info';
import { saveRecord } from '../records/record-writes';
import { composeLog, movedRecord, readLogInputs } from './log-writes';

export const addLogInput = (k: KindInfo) => z.strictObject({ watchLogId: z.optional(id), log: logBodies[k.kind] });
export const rewriteLogInput = (k: KindInfo) => z.strictObject({ watchLogId: id, log: logBodies[k.kind] });

/** The title as it is about to be saved after a log write; `previous` is the log before a rewrite. */
export type Settle = (record: MediaRecord, log: WatchLog, previous?: WatchLog) => Promise<MediaRecord>;

/** What a log write left: the log as stored and, when it wrote, its title before and after. */
export interface LogWritten {
	log: WatchLog;
	created: boolean;
	title?: { before: MediaRecord; after: MediaRecord };
}

async function settled(record: MediaRecord, log: WatchLog, settle: Settle | undefined, previous?: WatchLog): Promise<MediaRecord> {
	return settle ? settle(record, log, previous) : record;
}

/** Adds a log (a retry with a stored ID returns it unchanged); the status and progress move with it. */
export async function addLog(tx: StoreTx, k: KindInfo, watchLogId: string | undefined, body: LogBody, now: Date, settle?: Settle): Promise<LogWritten> {
	const logId = watchLogId ?? crypto.randomUUID();
	// The retry check goes out with the log's own reads: one round trip.
	const [existing, inputs] = await Promise.all([tx.logs.get(k.kind, logId), readLogInputs(tx, k, body)]);
	if (existing) return { log: existing, created: false };
	const { log, record } = composeLog(k, body, inputs, { watchLogId: logId, createdAt: now.toISOString() }, now);
	const [saved] = await tx.logs.put(k.kind, log);
	const after = await saveRecord(tx, k, await settled(movedRecord(k, record, log, true, now), saved!, settle));
	return { log: saved!, created: true, title: { before: record, after } };
}

/** Rewrites a stored log with a new body; the progress moves forward, the status stays. */
export async function rewriteLog(tx: StoreTx, k: KindInfo, watchLogId: string, body: LogBody, now: Date, settle?: Settle): Promise<LogWritten> {
	const [previous, inputs] = await Promise.all([tx.logs.get(k.kind, watchLogId), readLogInputs(tx, k, body)]);
	if (!previous) throw notFound('watchLogId', `No ${k.noun} watch log has ID ${watchLogId}.`);
	const { log, record } = composeLog(k, body, inputs, { watchLogId, createdAt: previous.createdAt }, now);
	const [saved] = await tx.logs.put(k.kind, log);
	const after = await saveRecord(tx, k, await settled(movedRecord(k, record, log, false, now), saved!, settle, previous));
	if (previous.mediaRecordId !== log.mediaRecordId) {
		const former = await tx.records.get(k.kind, previous.mediaRecordId);
		if (former) await saveRecord(tx, k, { ...former, updatedAt: now.toISOString() });
	}
	return { log: saved!, created: false, title: { before: record, after } };
}

/**
 * Deletes a log; `restore` gives its title back what the log had moved (the app's Undo), else the
 * title keeps its fields and only its watch count and last-watched date follow.
 */
export async function removeLog(tx: StoreTx, k: KindInfo, watchLogId: string, now: Date, restore?: (record: MediaRecord) => MediaRecord) {
	const removed = await tx.logs.delete(k.kind, watchLogId);
	if (!removed) throw notFound('watchLogId', `No ${k.noun} watch log has ID ${watchLogId}.`);
	// Its newest logs read ahead with it, for the unit of work's last-watched date.
	const [record] = await Promise.all([tx.records.get(k.kind, removed.mediaRecordId), tx.logs.readNewest(k.kind, removed.mediaRecordId)]);
	if (record) await saveRecord(tx, k, { ...(restore ? restore(record) : record), updatedAt: now.toISOString() });
	return { deleted: { [k.resources.log]: 1 } };
}
