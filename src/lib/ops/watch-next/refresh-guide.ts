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
		description: "Fetches a saved series' seasons and episodes from the provider and keeps them, so Up next and Upcoming work offline.",
		notes: [
			'A guide fetched less than maxAgeHours ago (default 24: at most daily) is returned as kept, without asking the provider; 0 always asks.',
			'Asks for the details, then only the seasons that are new, changed in episode count, or the latest (older seasons do not change), within the rate limit.',
			'Returns { guide: { providerKey, providerId, fetchedAt, seasons: [{ seasonNumber, name, episodes: [...] }] }, refreshed }.'
		],
		run: lazyRun(() => import('./refresh-guide-run').then((m) => m.refreshGuide))
	});
}
