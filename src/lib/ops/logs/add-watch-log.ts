/** Create a watch log; the record's status, progress and counters move with it. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { logBodies } from '../../domain/watch-logs';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const addWatchLogInput = (k: KindInfo) => z.strictObject({ watchLogId: z.optional(id), log: logBodies[k.kind] });

export function addWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_addTvSeriesWatchLog', 'movies_addMovieWatchLog'),
		tools: ['svc_create'],
		kind: k.resources.log,
		input: addWatchLogInput(k),
		docs: () => import('./logs-docs').then((m) => m.addWatchLog(k)),
		run: lazyRun(() => import('./log-handlers').then((m) => m.addWatchLog(k)))
	});
}
