/** Rewrite a watch log: its body replaces the stored fields. */
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { rewriteLog, rewriteLogInput } from './write-log';

export function updateWatchLog(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_updateTvSeriesWatchLog', 'movies_updateMovieWatchLog'),
		tools: ['svc_update'],
		kind: k.resources.log,
		input: rewriteLogInput(k),
		docs: () => import('./logs-docs').then((m) => m.updateWatchLog(k)),
		run: ({ watchLogId, log: body }, ctx) =>
			ctx.store.write(async (tx) => {
				const { log } = await rewriteLog(tx, k, watchLogId, body, ctx.now());
				return { log, created: false };
			})
	});
}
