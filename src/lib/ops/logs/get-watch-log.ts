/** Extension: one watch log by its ID, as a full row (what the edit-a-watch page opens with). */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { notFound } from '../../domain/errors';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export function getWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_getTvSeriesWatchLog', 'movies_getMovieWatchLog'),
		tools: ['svc_find'],
		kind: k.resources.log,
		extension: true,
		input: z.strictObject({ watchLogId: id }),
		docs: () => import('./logs-docs').then((m) => m.getWatchLog(k)),
		run: ({ watchLogId }, ctx) =>
			ctx.store.read(async (tx) => {
				const log = await tx.logs.get(k.kind, watchLogId);
				if (!log) throw notFound('watchLogId', `No ${k.noun} watch log has ID ${watchLogId}.`);
				return { log };
			})
	});
}
