/**
 * App-only: the title page's edits (status, rating, notes, tags) as a patch applied in one
 * transaction to the record as stored then, so what another writer changed meanwhile (an agent's
 * recommendation, a watch log moving the progress, another tab) is kept. A record-body upsert
 * would write back the whole row the screen read before.
 */
import { z } from 'zod/mini';
import { rating, watchStatus } from '../../domain/enums';
import { id, longText, textList } from '../../domain/fields';
import type { MediaRecord } from '../../domain/records';
import { fold } from '../../domain/search-text';
import { notFound } from '../../domain/errors';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { saveRecord } from './record-writes';

/** A tag is added once, whatever its case or accents; removing takes the tag as stored. */
function patchTags(tags: string[], add: string[], remove: string[]): string[] {
	const kept = tags.filter((t) => !remove.includes(t));
	for (const tag of add) if (!kept.some((t) => fold(t) === fold(tag))) kept.push(tag);
	return kept;
}

export function patchRecord(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_patchTvSeriesRecord', 'movies_patchMovieRecord'),
		tools: ['svc_update'],
		kind: k.resources.record,
		appOnly: true,
		input: z.strictObject({
			mediaRecordId: id,
			status: z.optional(watchStatus),
			/** null clears it. */
			rating: z.optional(z.nullable(rating)),
			journalNotes: z.optional(z.nullable(longText)),
			addTags: z.optional(textList),
			removeTags: z.optional(textList)
		}),
		docs: () => import('./records-docs').then((m) => m.patchRecord(k)),
		run: ({ mediaRecordId, status, rating: stars, journalNotes, addTags = [], removeTags = [] }, ctx) =>
			ctx.store.write(async (tx) => {
				const stored = await tx.records.get(k.kind, mediaRecordId);
				if (!stored) throw notFound('mediaRecordId', `No saved ${k.noun} has ID ${mediaRecordId}.`);
				const record: MediaRecord = {
					...stored,
					...(status === undefined ? {} : { status }),
					// undefined keys are dropped when the record is saved: null clears the field.
					...(stars === undefined ? {} : { rating: stars ?? undefined }),
					...(journalNotes === undefined ? {} : { journalNotes: journalNotes ?? undefined }),
					tags: patchTags(stored.tags, addTags, removeTags),
					updatedAt: ctx.now().toISOString()
				};
				return { record: await saveRecord(tx, k, record), created: false };
			})
	});
}
