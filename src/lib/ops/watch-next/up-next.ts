/** Extension: Up next, the episode to watch on each series being watched, from local data only. */
import { z } from 'zod/mini';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function queryUpNext(k: KindInfo) {
	return defineOperation({
		name: 'tv_series_queryUpNext',
		tools: ['svc_find'],
		kind: k.resources.record,
		extension: true,
		input: z.strictObject({}),
		docs: () => import('./watch-next-docs').then((m) => m.queryUpNext()),
		run: lazyRun(() => import('./up-next-run').then((m) => m.upNext))
	});
}
