/**
 * The recommendation and taste writes' input schemas and handlers, loaded on their first call or
 * when a screen that makes them opens (ui/people/people-data.ts warms them): the first screen makes none.
 */
import { z } from 'zod/mini';
import { notFound } from '../../domain/errors';
import { id } from '../../domain/fields';
import { providerKey } from '../../domain/provider-ref';
import { defaultRecommendationId, recommendationBody, type Recommendation } from '../../domain/recommendations';
import { defaultPersonTasteId, personTasteBody, type PersonTaste, type PersonTasteBody } from '../../domain/tastes';
import { compact } from '../records/record-writes';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { requirePerson, setRecommender, unlinkIfLast } from './link-writes';

export const recommendationInput = z.strictObject({ recommendationId: z.optional(id), recommendation: recommendationBody });
export const deleteRecommendationInput = z.strictObject({ recommendationId: id });
export const deletePersonTasteInput = z.strictObject({ personTasteId: id });

export function personTasteInput(k: KindInfo) {
	return z.strictObject({ personTasteId: z.optional(id), personTaste: personTasteBody }).check(
		z.refine((v) => v.personTaste.providerRef.mediaType === k.kind, {
			path: ['personTaste', 'providerRef', 'mediaType'],
			message: `must be "${k.kind}"`
		})
	);
}

export function upsertRecommendation(k: KindInfo) {
	return ({ recommendationId, recommendation: body }: z.output<typeof recommendationInput>, ctx: OpContext) =>
		ctx.store.write(async (tx) => {
			const record = await tx.records.get(k.kind, body.mediaRecordId);
			if (!record) throw notFound('recommendation.mediaRecordId', `No saved ${k.noun} has ID ${body.mediaRecordId}.`);
			await requirePerson(tx, body.personId, 'recommendation.personId');
			const recId = recommendationId ?? defaultRecommendationId(body.mediaRecordId, body.personId);
			const existing = await tx.recommendations.get(k.kind, recId);
			const now = ctx.now().toISOString();
			const row: Recommendation = compact({
				...existing,
				...compact(body),
				recommendationId: recId,
				kind: k.kind,
				status: body.status ?? existing?.status ?? 'open',
				createdAt: existing?.createdAt ?? now,
				updatedAt: now
			});
			await tx.recommendations.put(k.kind, row);
			if (existing && (existing.mediaRecordId !== row.mediaRecordId || existing.personId !== row.personId)) {
				await unlinkIfLast(tx, k, existing.mediaRecordId, existing.personId, now);
			}
			await setRecommender(tx, k, row.mediaRecordId, row.personId, true, now);
			return { recommendation: row, created: !existing };
		});
}

export function deleteRecommendation(k: KindInfo) {
	return ({ recommendationId }: z.output<typeof deleteRecommendationInput>, ctx: OpContext) =>
		ctx.store.write(async (tx) => {
			const existing = await tx.recommendations.get(k.kind, recommendationId);
			if (!existing) throw notFound('recommendationId', `No ${k.noun} recommendation has ID ${recommendationId}.`);
			await tx.recommendations.delete(k.kind, recommendationId);
			await unlinkIfLast(tx, k, existing.mediaRecordId, existing.personId, ctx.now().toISOString());
			return { deleted: { [k.resources.recommendation]: 1 } };
		});
}

export function upsertPersonTaste(k: KindInfo) {
	/** The title to show: given, else the saved copy's, else the provider's; null if none answers. */
	async function resolveTitle(body: PersonTasteBody, ctx: OpContext): Promise<string | null> {
		if (body.title) return body.title;
		const key = providerKey(body.providerRef);
		const savedTitle = await ctx.store.read(async (tx) => {
			const ids = await tx.records.idsByProviderKey(k.kind, [key]);
			const savedId = ids.get(key);
			return savedId === undefined ? undefined : (await tx.records.get(k.kind, savedId))?.title;
		});
		if (savedTitle) return savedTitle;
		return ctx.provider.details(k.kind, body.providerRef.id).then(
			(details) => details.title,
			() => null
		);
	}

	return async ({ personTasteId, personTaste: body }: z.output<ReturnType<typeof personTasteInput>>, ctx: OpContext) => {
		const title = await resolveTitle(body, ctx);
		return ctx.store.write(async (tx) => {
			await requirePerson(tx, body.personId, 'personTaste.personId');
			const tasteId = personTasteId ?? defaultPersonTasteId(body.personId, body.providerRef);
			const existing = await tx.tastes.get(k.kind, tasteId);
			const now = ctx.now().toISOString();
			const row: PersonTaste = compact({
				...existing,
				...compact(body),
				personTasteId: tasteId,
				kind: k.kind,
				title: body.title ?? (existing?.title || title),
				createdAt: existing?.createdAt ?? now,
				updatedAt: now
			});
			await tx.tastes.put(k.kind, row);
			return { personTaste: row, created: !existing };
		});
	};
}

export function deletePersonTaste(k: KindInfo) {
	return ({ personTasteId }: z.output<typeof deletePersonTasteInput>, ctx: OpContext) =>
		ctx.store.write(async (tx) => {
			if (!(await tx.tastes.get(k.kind, personTasteId))) {
				throw notFound('personTasteId', `No ${k.noun} taste record has ID ${personTasteId}.`);
			}
			await tx.tastes.delete(k.kind, personTasteId);
			return { deleted: { [k.resources.taste]: 1 } };
		});
}
