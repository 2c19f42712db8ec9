/**
 * The person links' handlers, loaded on first use (upsert-recommendation.ts, delete-recommendation.ts,
 * upsert-person-taste.ts, query-person-links.ts): only the People screens and title pages call them.
 */
import type { z } from 'zod/mini';
import { providerKey } from '../../domain/provider-ref';
import { defaultRecommendationId, type Recommendation } from '../../domain/recommendations';
import { summarizeRecord } from '../../domain/records';
import { defaultPersonTasteId, type PersonTaste, type PersonTasteBody } from '../../domain/tastes';
import { summarizeLog } from '../../domain/watch-logs';
import { notFound } from '../../gateway/errors';
import { compact } from '../records/record-writes';
import type { KindInfo } from '../kind-info';
import type { OpContext } from '../operation';
import type { deleteRecommendationInput } from './delete-recommendation';
import { requirePerson, setRecommender, unlinkIfLast } from './link-writes';
import type { queryPersonLinksInput } from './query-person-links';
import type { upsertPersonTasteInput } from './upsert-person-taste';
import type { upsertRecommendationInput } from './upsert-recommendation';

const newestFirst = <T extends { updatedAt: string }>(rows: T[]) => rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1));

export function upsertRecommendation(k: KindInfo) {
	return ({ recommendationId, recommendation: body }: z.output<typeof upsertRecommendationInput>, ctx: OpContext) =>
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

	return async ({ personTasteId, personTaste: body }: z.output<ReturnType<typeof upsertPersonTasteInput>>, ctx: OpContext) => {
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

export function queryPersonLinks(k: KindInfo) {
	return ({ personId, detail: level, limit: max }: z.output<typeof queryPersonLinksInput>, ctx: OpContext) =>
		ctx.store.read(async (tx) => {
			if (!(await tx.people.get(personId))) throw notFound('personId', `No People record has ID ${personId}.`);
			// All recommendations and tastes of the person (a few per person): each bucket keeps the
			// newest, and their index does not order by date.
			const [recommendations, logs, allTastes] = await Promise.all([
				tx.recommendations.byPerson(k.kind, personId, Infinity),
				tx.logs.withPerson(k.kind, personId, max),
				tx.tastes.byPerson(k.kind, personId, Infinity)
			]);
			const newest = newestFirst(recommendations).slice(0, max);
			const tastes = newestFirst(allTastes).slice(0, max);
			const records = await tx.records.getMany(k.kind, newest.map((r) => r.mediaRecordId));
			const saved = await tx.records.idsByProviderKey(k.kind, tastes.map((t) => providerKey(t.providerRef)));
			return {
				recommended: newest.map((rec) => {
					const record = records.get(rec.mediaRecordId);
					const shown = record && (level === 'full' ? record : summarizeRecord(record));
					return { ...rec, title: record?.title ?? null, record: shown ?? null };
				}),
				watchedWith: level === 'full' ? logs : logs.map(summarizeLog),
				tastes: tastes.map((t) => ({ ...t, savedRecordId: saved.get(providerKey(t.providerRef)) ?? null }))
			};
		});
}
