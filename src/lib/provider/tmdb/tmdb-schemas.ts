/** TMDB API v3 responses as we read them: only the fields we use, checked before any is trusted. */
import { z } from 'zod';

// TMDB writes an unknown text or date as "" or null, and leaves some fields out of some
// answers; all three read as "unknown" here and become null in the normalized entry.
const maybeText = z.string().nullish();
const tmdbId = z.number().int().positive();
const count = z.number().int().min(0);

const genreIds = z.array(z.number().int()).nullish();
const genre = z.object({ id: z.number().int(), name: z.string() });

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

function resultsPage<T extends z.ZodType>(item: T) {
	return z.object({ page: z.number().int().min(1), total_pages: count, total_results: count, results: z.array(item) });
}
export const movieResults = resultsPage(movieItem);
export const tvResults = resultsPage(tvItem);

/** /find/{external_id}: what TMDB holds under another database's ID, split by kind. */
export const findResults = z.object({ movie_results: z.array(movieItem), tv_results: z.array(tvItem) });

export const movieDetails = movieItem.extend({
	genres: z.array(genre),
	runtime: z.number().nullish()
});
export type MovieDetails = z.infer<typeof movieDetails>;

export const tvDetails = tvItem.extend({
	genres: z.array(genre),
	// Deprecated by TMDB and often empty; the last episode's runtime is the fallback.
	episode_run_time: z.array(z.number()).nullish(),
	last_episode_to_air: z.object({ runtime: z.number().nullish() }).nullish(),
	number_of_seasons: count.nullish(),
	number_of_episodes: count.nullish(),
	seasons: z
		.array(
			z.object({
				season_number: count,
				name: z.string(),
				episode_count: count.nullish(),
				air_date: maybeText
			})
		)
		.nullish()
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
			runtime: z.number().nullish(),
			overview: maybeText
		})
	)
});
export type SeasonWire = z.infer<typeof seasonDetails>;

export const configuration = z.object({
	images: z.object({ secure_base_url: z.url({ protocol: /^https?$/ }), poster_sizes: z.array(z.string()) })
});

export const genreList = z.object({ genres: z.array(genre) });

export const authentication = z.object({ success: z.boolean() });

/** What TMDB puts in the body of an error answer. */
export const errorBody = z.object({ status_message: z.string() });
