/** Saving a title, loaded on its first call or as a screen that saves opens (Discover, a title page): the Library saves nothing. */
import type { z } from 'zod/mini';
import type { RecordInput } from '../../db/records-repo';
import type { RecordBody } from '../../domain/records';
import { invalidInput } from '../../domain/errors';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { compact, metadataFromDetails, saveRecord, targetRecordId, withoutProviderFields } from './record-writes';
import type { upsertInput } from './upsert-record';

type Input = z.output<ReturnType<typeof upsertInput>>;

export function upsertRecord(k: KindInfo) {
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
					posterPath: existing?.posterPath ?? null,
					posterBase: existing?.posterBase,
					detailsFetchedAt: existing?.detailsFetchedAt,
					createdAt: existing?.createdAt ?? now,
					updatedAt: now
				}
			);
			return { record, created: !existing };
		});
	}

	async function quickSave(input: Input & { providerId: string }, ctx: OpContext) {
		const details = await ctx.provider.details(k.kind, input.providerId);
		const now = ctx.now().toISOString();
		const metadata = metadataFromDetails(k, details, now);
		const saved = await ctx.store.write(async (tx) => {
			const recordId = await targetRecordId(tx, k, metadata.providerRef, input.mediaRecordId);
			const existing = await tx.records.get(k.kind, recordId);
			if (existing && existing.providerRef.id !== input.providerId) {
				throw invalidInput('mediaRecordId', `is saved for another title (provider ID ${existing.providerRef.id})`);
			}
			const base: Omit<RecordInput, keyof typeof metadata> = existing
				? withoutProviderFields(existing)
				: {
						id: recordId,
						status: input.status ?? 'want_to_watch',
						tags: [],
						recommendedByPersonIds: [],
						createdAt: now,
						updatedAt: now
					};
			const record = await saveRecord(tx, k, compact({ ...base, ...metadata, updatedAt: now }));
			return { record, created: !existing };
		});
		// A series comes with its episode guide, so Up next can name its next episode at once. Its code
		// loads only here: the first screen saves nothing.
		if (k.kind === 'tv') await (await import('../watch-next/keep-guide')).keepGuideAfterSave(saved.record, ctx, details);
		return saved;
	}

	return (value: Input, ctx: OpContext) =>
		value.record ? upsertBody(value.record, value.mediaRecordId, ctx) : quickSave(value as Input & { providerId: string }, ctx);
}
