/** Record or update a person's favourite or disliked title, saved or not. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { providerKey } from '../../domain/provider-ref';
import { defaultPersonTasteId, personTasteBody, type PersonTaste, type PersonTasteBody } from '../../domain/tastes';
import { compact } from '../records/record-writes';
import { defineOperation, type OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { requirePerson } from './link-writes';

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

	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesPersonTaste', 'movies_upsertMoviePersonTaste'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.taste,
		input: z
			.strictObject({ personTasteId: z.optional(id), personTaste: personTasteBody })
			.check(
				z.refine((v) => v.personTaste.providerRef.mediaType === k.kind, {
					path: ['personTaste', 'providerRef', 'mediaType'],
					message: `must be "${k.kind}"`
				})
			),
		docs: () => import('./links-docs').then((m) => m.upsertPersonTaste(k)),
		run: async ({ personTasteId, personTaste: body }, ctx) => {
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
		}
	});
}
