/**
 * App-only: a watch logged by the person in the app. It is the spec's add with the person's rating
 * rule (person-rating.ts) in the same transaction, and it answers what the log moved on its title,
 * so that the confirmation's Undo (undo-watch.ts) can put exactly that back.
 */
import { changesOf } from '../../domain/log-changes';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { personRating } from './person-rating';
import { addLog, addLogInput } from './write-log';

export function logWatch(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_logTvSeriesWatch', 'movies_logMovieWatch'),
		tools: ['svc_create'],
		kind: k.resources.log,
		appOnly: true,
		input: addLogInput(k),
		docs: () => import('./logs-docs').then((m) => m.logWatch(k)),
		run: ({ watchLogId, log: body }, ctx) =>
			ctx.store.write(async (tx) => {
				const { log, created, title } = await addLog(tx, k, watchLogId, body, ctx.now(), personRating(tx, k));
				return { log, created, changed: title ? changesOf(title.before, title.after) : {} };
			})
	});
}
