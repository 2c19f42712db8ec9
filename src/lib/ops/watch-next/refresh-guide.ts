/** Extension: fetches a saved series' episode guide from the provider and keeps it for offline use. */
import { z } from 'zod/mini';
import { id } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const refreshGuideInput = z.strictObject({
	mediaRecordId: id,
	maxAgeHours: z._default(z.number().check(z.minimum(0), z.maximum(24 * 365)), 24)
});

export function refreshEpisodeGuide(k: KindInfo) {
	return defineOperation({
		name: 'tv_series_refreshEpisodeGuide',
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		extension: true,
		input: refreshGuideInput,
		docs: () => import('./watch-next-docs').then((m) => m.refreshEpisodeGuide()),
		run: lazyRun(() => import('./refresh-guide-run').then((m) => m.refreshGuide))
	});
}
