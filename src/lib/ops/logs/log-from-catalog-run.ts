/** Logging a catalog title, loaded on its first call or as the quick sheet opens (log-from-catalog.ts). */
import { z } from 'zod/mini';
import { id, providerId } from '../../domain/fields';
import { changesOf } from '../../domain/log-changes';
import { checkRange, movieLogBody, tvLogBody } from '../../domain/watch-logs';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { metadataFromDetails, saveFromCatalog } from '../records/record-writes';
import { personRating } from './person-rating';
import { addLog } from './write-log';

/** A log body without its title: the title is the one saved from `providerId`. */
function catalogLogBody(k: KindInfo) {
	if (k.kind === 'movie') {
		const { mediaRecordId: _, ...fields } = movieLogBody.shape;
		return z.object(fields);
	}
	const { mediaRecordId: _, ...fields } = tvLogBody.shape;
	return z.object(fields).check(z.superRefine(checkRange));
}

export function logFromCatalogInput(k: KindInfo) {
	return z.strictObject({ providerId, watchLogId: z.optional(id), log: catalogLogBody(k) });
}

type Input = z.output<ReturnType<typeof logFromCatalogInput>>;

export function logFromCatalog(k: KindInfo) {
	return async ({ providerId, watchLogId, log: body }: Input, ctx: OpContext) => {
		const details = await ctx.provider.details(k.kind, providerId);
		const now = ctx.now();
		const metadata = metadataFromDetails(k, details, now.toISOString());
		const logged = await ctx.store.write(async (tx) => {
			// A new title starts where the log leaves it (a film watched, a series watching), so the
			// log moves nothing but its rating and progress, and Undo of a new title removes it whole.
			const saved = await saveFromCatalog(tx, k, metadata, { status: k.statusAfterLog('want_to_watch'), now: now.toISOString() });
			const { log, created, title } = await addLog(tx, k, watchLogId, { ...body, mediaRecordId: saved.record.id }, now, personRating(tx, k));
			return { log, created, recordCreated: saved.created, record: title?.after ?? saved.record, changed: title ? changesOf(title.before, title.after) : {} };
		});
		if (k.kind === 'tv' && logged.recordCreated) await (await import('../watch-next/keep-guide')).keepGuideAfterSave(logged.record, ctx, details);
		return logged;
	};
}
