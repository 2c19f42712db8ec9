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
		docs: () => import('./catalog-docs').then((m) => m.details(k)),
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
		docs: () => import('./catalog-docs').then((m) => m.seasonDetails()),
		run: (input, ctx) => ctx.provider.season(input.providerId, input.seasonNumber)
	});
}
