/** Extension: delete a person's taste record. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const deletePersonTasteInput = z.strictObject({ personTasteId: id });

export function deletePersonTaste(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesPersonTaste', 'movies_deleteMoviePersonTaste'),
		tools: ['svc_delete'],
		kind: k.resources.taste,
		extension: true,
		input: deletePersonTasteInput,
		docs: () => import('./links-docs').then((m) => m.deletePersonTaste(k)),
		run: lazyRun(() => import('./links-run').then((m) => m.deletePersonTaste(k)))
	});
}
