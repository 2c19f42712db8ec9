/**
 * App-only: the title page's edits (status, rating, notes, tags) as a patch applied in one
 * transaction to the record as stored then, so what another writer changed meanwhile (an agent's
 * recommendation, a watch log moving the progress, another tab) is kept. A record-body upsert
 * would write back the whole row the screen read before.
 */
import { z } from 'zod/mini';
import { rating, watchStatus } from '../../domain/enums';
import { id, longText, textList } from '../../domain/fields';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
// Eager, unlike the other title writes: a rating or status set on a page opened a moment before
// the network went (before the worker had the code) must still be written.
import { patchRecord as patchRun } from './patch-record-run';

export const patchInput = z.strictObject({
	mediaRecordId: id,
	status: z.optional(watchStatus),
	/** null clears it. */
	rating: z.optional(z.nullable(rating)),
	journalNotes: z.optional(z.nullable(longText)),
	addTags: z.optional(textList),
	removeTags: z.optional(textList)
});

export function patchRecord(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_patchTvSeriesRecord', 'movies_patchMovieRecord'),
		tools: ['svc_update'],
		kind: k.resources.record,
		appOnly: true,
		input: patchInput,
		docs: () => import('./records-docs').then((m) => m.patchRecord(k)),
		run: patchRun(k)
	});
}
