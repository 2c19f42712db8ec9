/** Rewrite a watch log: its body replaces the stored fields. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { logBodies } from '../../domain/watch-logs';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const updateWatchLogInput = (k: KindInfo) => z.strictObject({ watchLogId: id, log: logBodies[k.kind] });

export function updateWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_updateTvSeriesWatchLog', 'movies_updateMovieWatchLog'),
		tools: ['svc_update'],
		kind: k.resources.log,
		input: updateWatchLogInput(k),
		docs: () => import('./logs-docs').then((m) => m.updateWatchLog(k)),
		run: lazyRun(() => import('./log-handlers').then((m) => m.updateWatchLog(k)))
	});
}
