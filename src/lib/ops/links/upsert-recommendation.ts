/** Record or update a person's recommendation of a saved title; the person is linked on the title. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { defaultRecommendationId, recommendationBody, type Recommendation } from '../../domain/recommendations';
import { notFound } from '../../domain/errors';
import { compact } from '../records/record-writes';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { requirePerson, setRecommender, unlinkIfLast } from './link-writes';

export function upsertRecommendation(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesRecommendation', 'movies_upsertMovieRecommendation'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.recommendation,
		input: z.strictObject({ recommendationId: z.optional(id), recommendation: recommendationBody }),
		docs: () => import('./links-docs').then((m) => m.upsertRecommendation(k)),
		run: ({ recommendationId, recommendation: body }, ctx) =>
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
			})
	});
}
