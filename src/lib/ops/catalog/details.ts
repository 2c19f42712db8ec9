/** Provider details of one title, and of one season of a series. */
import { z } from 'zod/mini';
import { providerId, seasonNumber } from '../../domain/fields';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';
import { markSaved } from './saved-marks';

export function details(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_getTvSeriesDetails', 'movies_getMovieDetails'),
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		input: z.strictObject({ providerId }),
		description: `Provider details of one ${k.noun}.`,
		notes: [
			'providerId is a numeric string from a search or discover result.',
			k.pick(
				'Returns the catalog entry plus runtimeMinutes, numberOfSeasons, numberOfEpisodes and seasons: [{ seasonNumber, name, episodeCount, airDate }].',
				'Returns the catalog entry plus runtimeMinutes.'
			)
		],
		run: async (input, ctx) => {
			const entry = await ctx.provider.details(k.kind, input.providerId);
			const [marked] = await markSaved(k, [entry], ctx);
			return marked ?? entry;
		}
	});
}

export function seasonDetails(k: KindInfo) {
	return defineOperation({
		name: 'tv_series_getTvSeriesSeasonDetails',
		tools: ['svc_lookup'],
		kind: k.resources.catalog,
		input: z.strictObject({ providerId, seasonNumber }),
		description: 'Provider details of one season of a series: its episodes with names, numbers and air dates.',
		notes: [
			'seasonNumber 0 is usually specials.',
			'Use it to find an episode air date before logging a watch.',
			'Returns { providerId, seasonNumber, name, episodes: [{ episodeNumber, name, airDate, runtimeMinutes, overview }] }.'
		],
		run: (input, ctx) => ctx.provider.season(input.providerId, input.seasonNumber)
	});
}
