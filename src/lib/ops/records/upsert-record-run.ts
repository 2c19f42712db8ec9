/** The record upsert's handler, loaded on the first save (upsert-record.ts): the first screen saves nothing. */
import type { z } from 'zod/mini';
import type { MediaRecord, RecordBody } from '../../domain/records';
import { invalidInput } from '../../gateway/errors';
import type { KindInfo } from '../kind-info';
import type { OpContext } from '../operation';
import { compact, metadataFromDetails, saveRecord, targetRecordId, withoutProviderFields } from './record-writes';
import type { upsertRecordInput } from './upsert-record';

type Input = z.output<ReturnType<typeof upsertRecordInput>>;

export function upsertRecordRun(k: KindInfo) {
	async function upsertBody(body: RecordBody, mediaRecordId: string | undefined, ctx: OpContext) {
		const now = ctx.now().toISOString();
		return ctx.store.write(async (tx) => {
			const recordId = await targetRecordId(tx, k, body.providerRef, mediaRecordId);
			const existing = await tx.records.get(k.kind, recordId);
			// As for a quick save: naming another title's record must not overwrite that title.
			if (existing && existing.providerRef.id !== body.providerRef.id) {
				throw invalidInput('mediaRecordId', `is saved for another title (provider ID ${existing.providerRef.id})`);
			}
			const record = await saveRecord(
				tx,
				k,
				{
					...body,
					id: recordId,
					status: body.status ?? k.bodyDefaultStatus,
					genres: body.genres ?? [],
					tags: body.tags ?? [],
					recommendedByPersonIds: body.recommendedByPersonIds ?? [],
					watchCount: 0,
					lastWatchedOn: null,
					posterPath: existing?.posterPath ?? null,
					createdAt: existing?.createdAt ?? now,
					updatedAt: now
				},
				existing?.title
			);
			return { record, created: !existing };
		});
	}

	async function quickSave(input: Input & { providerId: string }, ctx: OpContext) {
		const details = await ctx.provider.details(k.kind, input.providerId);
		const metadata = metadataFromDetails(k, details);
		const now = ctx.now().toISOString();
		return ctx.store.write(async (tx) => {
			const recordId = await targetRecordId(tx, k, metadata.providerRef, input.mediaRecordId);
			const existing = await tx.records.get(k.kind, recordId);
			if (existing && existing.providerRef.id !== input.providerId) {
				throw invalidInput('mediaRecordId', `is saved for another title (provider ID ${existing.providerRef.id})`);
			}
			const base: Omit<MediaRecord, keyof typeof metadata> = existing
				? withoutProviderFields(existing)
				: {
						id: recordId,
						status: input.status ?? 'want_to_watch',
						tags: [],
						recommendedByPersonIds: [],
						watchCount: 0,
						lastWatchedOn: null,
						createdAt: now,
						updatedAt: now
					};
			const record = await saveRecord(tx, k, compact({ ...base, ...metadata, updatedAt: now }), existing?.title);
			return { record, created: !existing };
		});
	}

	return (value: Input, ctx: OpContext) =>
		value.record ? upsertBody(value.record, value.mediaRecordId, ctx) : quickSave(value as Input & { providerId: string }, ctx);
}
