/** Create a watch log; the record's status, progress and counters move with it. */
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { addLog, addLogInput } from './write-log';

export function addWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_addTvSeriesWatchLog', 'movies_addMovieWatchLog'),
		tools: ['svc_create'],
		kind: k.resources.log,
		input: addLogInput(k),
		docs: () => import('./logs-docs').then((m) => m.addWatchLog(k)),
		run: ({ watchLogId, log: body }, ctx) =>
			ctx.store.write(async (tx) => {
				const { log, created } = await addLog(tx, k, watchLogId, body, ctx.now());
				return { log, created };
			})
	});
}
