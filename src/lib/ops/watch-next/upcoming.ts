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
		description: k.pick(
			'Episodes of saved series airing from today through the next days, from their kept episode guides, in air order.',
			'Films on the want-to-watch list released from today through the next days, in release order.'
		),
		notes: [
			'days: how far ahead, 90 by default. mediaRecordId: only that title.',
			'Reads only the library: it works offline and never asks the provider.',
			k.pick(
				'Returns { items: [{ date, mediaRecordId, providerId, title, seasonNumber, episodeNumber, episodeName }], needsRefresh: [mediaRecordId] }; needsRefresh lists series whose guide is missing or over a day old: refresh each with tv_series_refreshEpisodeGuide. Dropped series are left out.',
				'Returns { items: [{ date, mediaRecordId, providerId, title }], needsRefresh: [] }; the release date is the one saved with the film.'
			)
		],
		run: lazyRun(() => import('./upcoming-run').then((m) => m.upcoming(k)))
	});
}
