/**
 * Extension: the saved titles of a status (the want-to-watch shelf) that stream on the person's
 * services, from the offers kept on the device: it works offline, and says which titles were never
 * checked rather than leaving them out unsaid.
 */
import { z } from 'zod/mini';
import { catalogRegion, watchStatus } from '../../domain/enums';
import { serviceIds, shortText } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const onMyServicesInput = z.strictObject({
	serviceIds,
	region: catalogRegion,
	status: z._default(watchStatus, 'want_to_watch'),
	query: z.optional(shortText)
});

export function queryOnMyServices(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesOnMyServices', 'movies_queryMoviesOnMyServices'),
		tools: ['svc_find'],
		kind: k.resources.record,
		extension: true,
		input: onMyServicesInput,
		docs: () => import('./watch-next-docs').then((m) => m.queryOnMyServices(k)),
		run: lazyRun(() => import('./on-my-services-run').then((m) => m.onMyServices(k)))
	});
}
