/** Saving a title, loaded on its first call or as a screen that saves opens (Discover, a title page): the Library saves nothing. */
import { z } from 'zod/mini';
import { watchStatus } from '../../domain/enums';
import { id, providerId } from '../../domain/fields';
import { recordSchemas, type RecordBody } from '../../domain/records';
import { invalidInput } from '../../domain/errors';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { metadataFromDetails, saveFromCatalog, saveRecord, targetRecordId } from './record-writes';

export function upsertInput(k: KindInfo) {
	return z
		.strictObject({
			providerId: z.optional(providerId),
			status: z.optional(watchStatus),
			mediaRecordId: z.optional(id),
			record: z.optional(recordSchemas[k.kind].body)
		})
		.check(
			z.superRefine((value, ctx) => {
				if (value.providerId === undefined && value.record === undefined) {
					ctx.addIssue({ code: 'custom', path: ['providerId'], message: 'give providerId (quick save) or record (full body)' });
				}
				if (value.record && value.record.providerRef.mediaType !== k.kind) {
					ctx.addIssue({ code: 'custom', path: ['record', 'providerRef', 'mediaType'], message: `must be "${k.kind}"` });
				}
				if (value.record && value.providerId !== undefined && value.providerId !== value.record.providerRef.id) {
					ctx.addIssue({ code: 'custom', path: ['providerId'], message: 'must match record.providerRef.id' });
				}
			})
		);
}

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
		const saved = await ctx.store.write((tx) => saveFromCatalog(tx, k, metadata, { mediaRecordId: input.mediaRecordId, status: input.status ?? 'want_to_watch', now }));
		// A series comes with its episode guide, so Up next can name its next episode at once. Its code
		// loads only here: the first screen saves nothing.
		if (k.kind === 'tv') await (await import('../watch-next/keep-guide')).keepGuideAfterSave(saved.record, ctx, details);
		return saved;
	}

	return (value: Input, ctx: OpContext) =>
		value.record ? upsertBody(value.record, value.mediaRecordId, ctx) : quickSave(value as Input & { providerId: string }, ctx);
}
