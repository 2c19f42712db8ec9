/** Extension: delete a person's taste record. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { notFound } from '../../domain/errors';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export function deletePersonTaste(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesPersonTaste', 'movies_deleteMoviePersonTaste'),
		tools: ['svc_delete'],
		kind: k.resources.taste,
		extension: true,
		input: z.strictObject({ personTasteId: id }),
		docs: () => import('./links-docs').then((m) => m.deletePersonTaste(k)),
		run: ({ personTasteId }, ctx) =>
			ctx.store.write(async (tx) => {
				if (!(await tx.tastes.get(k.kind, personTasteId))) {
					throw notFound('personTasteId', `No ${k.noun} taste record has ID ${personTasteId}.`);
				}
				await tx.tastes.delete(k.kind, personTasteId);
				return { deleted: { [k.resources.taste]: 1 } };
			})
	});
}
