/** What svc_describe says of the stats operations, loaded with it: no screen reads it. */
import type { KindInfo } from '../kind-info';
import type { OperationDocs } from '../operation';

export function queryStats(k: KindInfo): OperationDocs {
	return {
		description: `Statistics of the ${k.noun} library: totals, watch logs by year and by month with the episodes and minutes watched, rating distribution.`,
		notes: [
			'year (four digits) narrows byYear, byMonth and watched to that year; totals and ratings cover the whole library.',
			'Returns { totals: { saved, byStatus, watchLogs, rated }, byYear: [{ year, count, episodes, minutes }], byMonth: [{ month: "YYYY-MM", count, episodes, minutes }], ratings: { dislike, okay, like, love, unrated }, watched: { watchLogs, episodes, minutes, untimedLogs, ratings: { dislike, okay, like, love } } }.',
			'count is watch logs. ratings counts saved titles by their own rating; watched.ratings counts the ratings given on the watch logs of the period.',
			k.kind === 'tv'
				? 'episodes: a log within one season counts episodeTo - episodeFrom + 1 (one episode when it names only episodeFrom); a log across seasons, or naming a season but no episode, counts the episodes of the range in the kept episode guide (tv_series_refreshEpisodeGuide), and for a season the guide lacks the series\' average season (numberOfEpisodes / numberOfSeasons), else one; a log naming no season counts one. Counts follow a guide kept later.'
				: 'episodes is always 0 for movies.',
			`minutes: the ${k.kind === 'tv' ? "series' runtimeMinutes for each episode" : "movie's runtimeMinutes for each watch"}; a title with no runtime adds none, and its watches are counted in watched.untimedLogs.`
		]
	};
}
