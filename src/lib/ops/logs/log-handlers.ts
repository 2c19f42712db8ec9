/**
 * The watch log writes' handlers, loaded on the first write (add-, update-, delete-watch-log.ts):
 * the first screen writes no log, and these carry the log and record rules with them.
 */
import type { z } from 'zod/mini';
import { notFound } from '../../gateway/errors';
import { saveRecord } from '../records/record-writes';
import type { KindInfo } from '../kind-info';
import type { OpContext } from '../operation';
import type { addWatchLogInput } from './add-watch-log';
import type { deleteWatchLogInput } from './delete-watch-log';
import { composeLog, movedRecord, readLogInputs } from './log-writes';
import type { updateWatchLogInput } from './update-watch-log';

type Input<F extends (k: KindInfo) => z.ZodMiniType> = z.output<ReturnType<F>>;

export function addWatchLog(k: KindInfo) {
	return ({ watchLogId, log: body }: Input<typeof addWatchLogInput>, ctx: OpContext) =>
		ctx.store.write(async (tx) => {
			const logId = watchLogId ?? crypto.randomUUID();
			// The retry check goes out with the log's own reads: one round trip.
			const [existing, inputs] = await Promise.all([tx.logs.get(k.kind, logId), readLogInputs(tx, k, body)]);
			if (existing) return { log: existing, created: false };
			const now = ctx.now();
			const { log, record } = composeLog(k, body, inputs, { watchLogId: logId, createdAt: now.toISOString() }, now);
			await tx.logs.put(k.kind, log);
			await saveRecord(tx, k, movedRecord(k, record, log, true, now));
			return { log, created: true };
		});
}

export function updateWatchLog(k: KindInfo) {
	return ({ watchLogId, log: body }: Input<typeof updateWatchLogInput>, ctx: OpContext) =>
		ctx.store.write(async (tx) => {
			const [previous, inputs] = await Promise.all([tx.logs.get(k.kind, watchLogId), readLogInputs(tx, k, body)]);
			if (!previous) throw notFound('watchLogId', `No ${k.noun} watch log has ID ${watchLogId}.`);
			const now = ctx.now();
			const { log, record } = composeLog(k, body, inputs, { watchLogId, createdAt: previous.createdAt }, now);
			await tx.logs.put(k.kind, log);
			await saveRecord(tx, k, movedRecord(k, record, log, false, now));
			if (previous.mediaRecordId !== log.mediaRecordId) {
				const former = await tx.records.get(k.kind, previous.mediaRecordId);
				if (former) await saveRecord(tx, k, { ...former, updatedAt: now.toISOString() });
			}
			return { log, created: false };
		});
}

export function deleteWatchLog(k: KindInfo) {
	return ({ watchLogId }: Input<typeof deleteWatchLogInput>, ctx: OpContext) =>
		ctx.store.write(async (tx) => {
			const removed = await tx.logs.delete(k.kind, watchLogId);
			if (!removed) throw notFound('watchLogId', `No ${k.noun} watch log has ID ${watchLogId}.`);
			const [record] = await Promise.all([tx.records.get(k.kind, removed.mediaRecordId), tx.logs.readNewest(k.kind, removed.mediaRecordId)]);
			if (record) await saveRecord(tx, k, { ...record, updatedAt: ctx.now().toISOString() });
			return { deleted: { [k.resources.log]: 1 } };
		});
}
