/** App-only: a watch rewritten by the person in the log form: the spec's update with the person's rating rule (person-rating.ts). */
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { personRating } from './person-rating';
import { rewriteLog, rewriteLogInput } from './write-log';

export function editWatch(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_editTvSeriesWatch', 'movies_editMovieWatch'),
		tools: ['svc_update'],
		kind: k.resources.log,
		appOnly: true,
		input: rewriteLogInput(k),
		docs: () => import('./logs-docs').then((m) => m.editWatch(k)),
		run: ({ watchLogId, log: body }, ctx) =>
			ctx.store.write(async (tx) => {
				const { log } = await rewriteLog(tx, k, watchLogId, body, ctx.now(), personRating(tx, k));
				return { log, created: false };
			})
	});
}
