/** The title page's patch (patch-record.ts registers it, eagerly: see there). */
import type { z } from 'zod/mini';
import { notFound } from '../../domain/errors';
import type { MediaRecord } from '../../domain/records';
import { fold } from '../../domain/search-text';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import type { patchInput } from './patch-record';
import { saveRecord } from './record-writes';

/** A tag is added once, whatever its case or accents; removing takes the tag as stored. */
function patchTags(tags: string[], add: string[], remove: string[]): string[] {
	const kept = tags.filter((t) => !remove.includes(t));
	for (const tag of add) if (!kept.some((t) => fold(t) === fold(tag))) kept.push(tag);
	return kept;
}

export function patchRecord(k: KindInfo) {
	return ({ mediaRecordId, status, rating: stars, journalNotes, addTags = [], removeTags = [] }: z.output<typeof patchInput>, ctx: OpContext) =>
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
		});
}
