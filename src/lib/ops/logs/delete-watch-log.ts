/** Delete one watch log; the record's watch count and last-watched date follow (db/unit-of-work.ts). */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { removeLog } from './write-log';

export function deleteWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesWatchLog', 'movies_deleteMovieWatchLog'),
		tools: ['svc_delete'],
		kind: k.resources.log,
		input: z.strictObject({ watchLogId: id }),
		docs: () => import('./logs-docs').then((m) => m.deleteWatchLog(k)),
		run: ({ watchLogId }, ctx) => ctx.store.write((tx) => removeLog(tx, k, watchLogId, ctx.now()))
	});
}
