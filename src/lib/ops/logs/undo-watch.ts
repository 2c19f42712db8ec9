/**
 * App-only: the Undo of a watch just logged in the app. Deletes the log and gives its title back
 * what logging it moved (log-watch.ts answers that as `changed`), in one transaction; a log already
 * gone is not_found and nothing changes.
 */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { logChanges, undone } from '../../domain/log-changes';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { removeLog } from './write-log';

export function undoWatch(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_undoTvSeriesWatch', 'movies_undoMovieWatch'),
		tools: ['svc_delete'],
		kind: k.resources.log,
		appOnly: true,
		input: z.strictObject({ watchLogId: id, changed: logChanges }),
		docs: () => import('./logs-docs').then((m) => m.undoWatch(k)),
		run: ({ watchLogId, changed }, ctx) => ctx.store.write((tx) => removeLog(tx, k, watchLogId, ctx.now(), (record) => undone(record, changed)))
	});
}
