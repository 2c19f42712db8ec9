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
		description: 'Up next: each series being watched with its next unwatched episode, most recently watched first.',
		notes: [
			'Reads only the library and its kept episode guides: it works offline and never asks the provider.',
			'Returns { items: [{ mediaRecordId, providerId, title, posterPath, lastWatchedOn, state, episode: { seasonNumber, episodeNumber, name, airDate, stillUrl }, guideFetchedAt }] }.',
			'state "ready": the episode has aired; "not_aired": it has not yet (see tv_series_queryUpcoming); "no_guide": the seasons were never fetched, so the episode is only numbered on: fetch them with tv_series_refreshEpisodeGuide.',
			'A series whose every known episode is watched is left out. Specials (season 0) are skipped.'
		],
		run: lazyRun(() => import('./up-next-run').then((m) => m.upNext))
	});
}
