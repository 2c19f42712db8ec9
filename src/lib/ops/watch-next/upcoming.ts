/**
 * Extension: what is coming, from local data: episodes of saved series airing in the next days
 * (from their kept guides), and films on the want-to-watch list released in them.
 */
import { z } from 'zod/mini';
import { id, limit } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const upcomingInput = z.strictObject({ days: z._default(limit(365), 90), mediaRecordId: z.optional(id) });

export function queryUpcoming(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryUpcoming', 'movies_queryUpcoming'),
		tools: ['svc_find'],
		kind: k.resources.record,
		extension: true,
		input: upcomingInput,
		docs: () => import('./watch-next-docs').then((m) => m.queryUpcoming(k)),
		run: lazyRun(() => import('./upcoming-run').then((m) => m.upcoming(k)))
	});
}
