/** Titles linked to one person: their recommendations, logs shared with them, their tastes. */
import { z } from 'zod/mini';
import { detail } from '../../domain/enums';
import { id, limit } from '../../domain/fields';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export const PERSON_LINKS_LIMIT = { default: 100, max: 500 } as const;

export const personLinksInput = z.strictObject({
	personId: id,
	detail: z._default(detail, 'summary'),
	limit: z._default(limit(PERSON_LINKS_LIMIT.max), PERSON_LINKS_LIMIT.default)
});

export function queryPersonLinks(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesPersonLinks', 'movies_queryMoviePersonLinks'),
		tools: ['svc_find'],
		kind: k.resources.record,
		input: personLinksInput,
		docs: () => import('./links-docs').then((m) => m.queryPersonLinks(k)),
		run: lazyRun(() => import('./query-person-links-run').then((m) => m.personLinks(k)))
	});
}
