/** TMDB API v3 responses as we read them: only the fields we use, checked before any is trusted. */
import { z } from 'zod/mini';
import { integer } from '../../domain/fields';

// TMDB writes an unknown text or date as "" or null, and leaves some fields out of some
// answers; all three read as "unknown" here and become null in the normalized entry.
const maybeText = z.nullish(z.string());
const tmdbId = integer.check(z.positive());
const count = integer.check(z.minimum(0));

const genreIds = z.nullish(z.array(integer));
const genre = z.object({ id: integer, name: z.string() });

export const movieItem = z.object({
	id: tmdbId,
	title: z.string(),
	original_title: maybeText,
	overview: maybeText,
	release_date: maybeText,
	poster_path: maybeText,
	genre_ids: genreIds
});
export type MovieItem = z.infer<typeof movieItem>;

export const tvItem = z.object({
	id: tmdbId,
	name: z.string(),
	original_name: maybeText,
	overview: maybeText,
	first_air_date: maybeText,
	poster_path: maybeText,
	genre_ids: genreIds
});
export type TvItem = z.infer<typeof tvItem>;

function resultsPage<T extends z.ZodMiniType>(item: T) {
	return z.object({ page: integer.check(z.minimum(1)), total_pages: count, total_results: count, results: z.array(item) });
}
export const movieResults = resultsPage(movieItem);
export const tvResults = resultsPage(tvItem);

const foundEpisode = z.object({ show_id: tmdbId, season_number: count, episode_number: count });

/** /find/{external_id}: what TMDB holds under another database's ID, split by kind. */
export const findResults = z.object({
	movie_results: z.array(movieItem),
	tv_results: z.array(tvItem),
	// A TVDB episode ID names an episode: its series' ID, season (0 for specials) and number.
	tv_episode_results: z.optional(z.array(foundEpisode))
});

export const movieDetails = z.extend(movieItem, {
	genres: z.array(genre),
	runtime: z.nullish(z.number())
});
export type MovieDetails = z.infer<typeof movieDetails>;

export const tvDetails = z.extend(tvItem, {
	genres: z.array(genre),
	// Deprecated by TMDB and often empty; the last episode's runtime is the fallback.
	episode_run_time: z.nullish(z.array(z.number())),
	last_episode_to_air: z.nullish(z.object({ runtime: z.nullish(z.number()) })),
	number_of_seasons: z.nullish(count),
	number_of_episodes: z.nullish(count),
	seasons: z.nullish(
		z.array(
			z.object({
				season_number: count,
				name: z.string(),
				episode_count: z.nullish(count),
				air_date: maybeText
			})
		)
	)
});
export type TvDetails = z.infer<typeof tvDetails>;

export const seasonDetails = z.object({
	season_number: count,
	name: z.string(),
	episodes: z.array(
		z.object({
			episode_number: count,
			name: z.string(),
			air_date: maybeText,
			runtime: z.nullish(z.number()),
			overview: maybeText,
			still_path: maybeText
		})
	)
});
export type SeasonWire = z.infer<typeof seasonDetails>;

export const configuration = z.object({
	images: z.object({
		secure_base_url: z.url({ protocol: /^https?$/ }),
		poster_sizes: z.array(z.string()),
		still_sizes: z.nullish(z.array(z.string())),
		logo_sizes: z.nullish(z.array(z.string()))
	})
});

const watchService = z.object({ provider_id: tmdbId, provider_name: z.string(), logo_path: maybeText });
export type WatchServiceWire = z.infer<typeof watchService>;
const offerList = z.nullish(z.array(watchService));

/** /{kind}/{id}/watch/providers: JustWatch's offers per country (ISO 3166-1 code). */
export const watchProviders = z.object({
	results: z.record(z.string(), z.object({ link: maybeText, flatrate: offerList, rent: offerList, buy: offerList }))
});

/** /watch/providers/{kind}?watch_region=: every service TMDB knows in a region. */
export const watchServiceList = z.object({ results: z.array(watchService) });

export const genreList = z.object({ genres: z.array(genre) });

export const authentication = z.object({ success: z.boolean() });
