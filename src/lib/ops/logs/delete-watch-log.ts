/** Delete one watch log; the record's watch count and last-watched date are refreshed. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const deleteWatchLogInput = () => z.strictObject({ watchLogId: id });

export function deleteWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_deleteTvSeriesWatchLog', 'movies_deleteMovieWatchLog'),
		tools: ['svc_delete'],
		kind: k.resources.log,
		input: deleteWatchLogInput(),
		docs: () => import('./logs-docs').then((m) => m.deleteWatchLog(k)),
		run: lazyRun(() => import('./log-handlers').then((m) => m.deleteWatchLog(k)))
	});
}
