/** Record or update a person's favourite or disliked title, saved or not. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { personTasteBody } from '../../domain/tastes';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function personTasteInput(k: KindInfo) {
	return z.strictObject({ personTasteId: z.optional(id), personTaste: personTasteBody }).check(
		z.refine((v) => v.personTaste.providerRef.mediaType === k.kind, {
			path: ['personTaste', 'providerRef', 'mediaType'],
			message: `must be "${k.kind}"`
		})
	);
}

export function upsertPersonTaste(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesPersonTaste', 'movies_upsertMoviePersonTaste'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.taste,
		input: personTasteInput(k),
		docs: () => import('./links-docs').then((m) => m.upsertPersonTaste(k)),
		run: lazyRun(() => import('./links-run').then((m) => m.upsertPersonTaste(k)))
	});
}
