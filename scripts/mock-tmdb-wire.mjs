// The demo catalog (src/lib/provider/demo/catalog.json) in TMDB API v3's wire format, for
// the mock TMDB server. Its lists and search follow the demo provider's rules, so the TMDB
// provider pointed at the mock must return exactly what the demo provider returns (the
// comparison tests in tests/unit/provider/tmdb-provider.test.ts fail when the two drift).
// Node built-ins only.
import { readFileSync } from 'node:fs';
import { TVDB_EPISODES } from './mock-tmdb-episodes.mjs';
import { translated, translatedNames } from './mock-tmdb-translations.mjs';

const CATALOG_URL = new URL('../src/lib/provider/demo/catalog.json', import.meta.url);
const PAGE_SIZE = 20;

/** TMDB's own genre IDs, so genre_ids mean what they mean on the real service. */
export const GENRES = {
	movie: {
		Action: 28, Adventure: 12, Animation: 16, Comedy: 35, Crime: 80, Documentary: 99, Drama: 18,
		Family: 10751, Fantasy: 14, History: 36, Horror: 27, Music: 10402, Mystery: 9648, Romance: 10749,
		'Science Fiction': 878, 'TV Movie': 10770, Thriller: 53, War: 10752, Western: 37
	},
	tv: {
		'Action & Adventure': 10759, Animation: 16, Comedy: 35, Crime: 80, Documentary: 99, Drama: 18,
		Family: 10751, Kids: 10762, Mystery: 9648, News: 10763, Reality: 10764, 'Sci-Fi & Fantasy': 10765,
		Soap: 10766, Talk: 10767, 'War & Politics': 10768, Western: 37
	}
};

// The demo provider's title search (src/lib/domain/search-text.ts), repeated here because a
// plain Node script cannot import TypeScript: every query word starts a word of the title.
const WORD = /[\p{L}\p{N}]+/gu;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;
/** @param {string} text */
const fold = (text) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
/** @param {string} text */
const words = (text) => (fold(text).match(WORD) ?? []).map((w) => w.slice(0, 40));
/** @param {string[]} texts */
function titleWords(...texts) {
	const all = texts.flatMap(words);
	for (const word of [...all]) {
		if (!UNSPACED.test(word)) continue;
		const run = word.slice(0, 30);
		for (let i = 1; i < run.length; i++) all.push(run.slice(i));
	}
	return all;
}

/** @param {any} t */
const isSeries = (t) => 'seasons' in t;
/** @param {any} t @returns {string} */
const dateOf = (t) => (isSeries(t) ? t.firstAirDate : t.releaseDate);
/** @param {any} a @param {any} b */
const byPopularity = (a, b) => b.popularity - a.popularity;
const realSeasons = (/** @type {any} */ s) => s.seasons.filter((/** @type {any} */ x) => x.seasonNumber > 0);

/**
 * @param {{ posters?: boolean, today?: string, imageBase: string }} options
 *   posters: give every title a poster path (the demo catalog has none); today: YYYY-MM-DD
 *   for the date-based lists (default: the real date); imageBase: this server's image URL.
 */
export function wireCatalog({ posters = false, today, imageBase }) {
	/** @type {{ movies: any[], tv: any[] }} */
	const data = JSON.parse(readFileSync(CATALOG_URL, 'utf8'));
	/** @param {'movie' | 'tv'} kind */
	const titles = (kind) => (kind === 'tv' ? data.tv : data.movies);
	/** @param {'movie' | 'tv'} kind @param {string[]} names */
	const genreIds = (kind, names) =>
		names.map((name) => {
			const id = /** @type {Record<string, number>} */ (GENRES[kind])[name];
			if (id === undefined) throw new Error(`mock-tmdb: demo genre "${name}" has no TMDB ${kind} genre ID`);
			return id;
		});
	/**
	 * A title as TMDB lists it in `language`: its name and overview translated where the table has
	 * them, and then its own poster (TMDB picks one in the language asked where it has one).
	 * @param {any} t @param {string} language
	 */
	function listItem(t, language) {
		const kind = isSeries(t) ? 'tv' : 'movie';
		const local = translated(kind, t, language);
		const poster = posters ? `/${kind}-${t.id}${local.translated ? `-${language}` : ''}.jpg` : null;
		const common = {
			adult: false, backdrop_path: null, genre_ids: genreIds(kind, t.genres), id: t.id,
			original_language: t.originalLanguage, overview: local.overview, popularity: t.popularity,
			poster_path: poster, vote_average: t.voteAverage, vote_count: 1000
		};
		return kind === 'tv'
			? { ...common, origin_country: [], original_name: t.originalTitle, first_air_date: t.firstAirDate, name: local.title }
			: { ...common, original_title: t.originalTitle, release_date: t.releaseDate, title: local.title, video: false };
	}

	/** @param {any[]} list @param {number} page @param {string} language */
	const paged = (list, page, language) => ({
		page,
		results: list.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((t) => listItem(t, language)),
		total_pages: Math.max(1, Math.ceil(list.length / PAGE_SIZE)),
		total_results: list.length
	});

	/**
	 * The demo provider's discover lists (src/lib/provider/demo/demo-provider.ts).
	 * @param {'movie' | 'tv'} kind @param {string} category @param {number} page @param {string} language
	 */
	function list(kind, category, page, language) {
		const all = titles(kind);
		const now = new Date();
		const day = today ?? `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
		const newestFirst = (/** @type {any} */ a, /** @type {any} */ b) => (dateOf(a) < dateOf(b) ? 1 : -1);
		const soonestFirst = (/** @type {any} */ a, /** @type {any} */ b) => (dateOf(a) < dateOf(b) ? -1 : 1);
		/** @type {Record<string, () => any[]>} */
		const lists = {
			popular: () => [...all].sort(byPopularity),
			top_rated: () => [...all].sort((a, b) => b.voteAverage - a.voteAverage),
			now_playing: () => all.filter((t) => dateOf(t) <= day).sort(newestFirst).slice(0, 10),
			upcoming: () => all.filter((t) => dateOf(t) > day).sort(soonestFirst),
			on_the_air: () => all.filter((t) => t.inProduction).sort(byPopularity),
			airing_today: () => all.filter((t) => t.seasons.some((/** @type {any} */ s) => s.episodes.some((/** @type {any} */ e) => e.airDate === day)))
		};
		const make = lists[category];
		return make ? paged(make(), page, language) : undefined;
	}

	/**
	 * Every query word starts a word of the title, its original title or, as TMDB's search looks at
	 * translations too, a translated one.
	 * @param {'movie' | 'tv'} kind @param {string} query @param {number} page @param {string} language
	 */
	function search(kind, query, page, language) {
		const wanted = [...new Set(words(query))];
		const hits = titles(kind).filter((t) => {
			const own = titleWords(t.title, t.originalTitle, ...translatedNames(kind, t.id));
			return wanted.length > 0 && wanted.every((w) => own.some((o) => o.startsWith(w)));
		});
		return paged(hits.sort(byPopularity), page, language);
	}

	/**
	 * /discover/{kind} with TMDB's watch filters: with_watch_providers (a pipe: any of them; a comma:
	 * all of them) in watch_region, with_watch_monetization_types (any when not given), sort_by
	 * popularity.desc or vote_average.desc (vote_count.gte is met: every title has 1,000 votes here).
	 * @param {'movie' | 'tv'} kind @param {URLSearchParams} query @param {number} page
	 */
	function discover(kind, query, page) {
		const language = query.get('language') ?? 'en-US';
		const providers = query.get('with_watch_providers') ?? '';
		const types = (query.get('with_watch_monetization_types') ?? 'flatrate|rent|buy').split('|');
		const anyOf = !providers.includes(',');
		const ids = providers.split(anyOf ? '|' : ',').filter(Boolean).map(Number);
		const inRegion = query.get('watch_region') === data.watchRegion;
		/** @param {any} t */
		const offered = (t) => {
			const services = new Set(types.flatMap((type) => t.watch[type] ?? []));
			return anyOf ? ids.some((id) => services.has(id)) : ids.every((id) => services.has(id));
		};
		const hits = ids.length === 0 ? [...titles(kind)] : inRegion ? titles(kind).filter(offered) : [];
		const sort = query.get('sort_by') ?? 'popularity.desc';
		if (sort !== 'popularity.desc' && sort !== 'vote_average.desc') return 400;
		return paged(hits.sort(sort === 'vote_average.desc' ? (a, b) => b.voteAverage - a.voteAverage : byPopularity), page, language);
	}

	/** @param {'movie' | 'tv'} kind @param {number} id @param {string} language */
	function details(kind, id, language) {
		const t = titles(kind).find((x) => x.id === id);
		if (!t) return undefined;
		const { genre_ids: ids, ...item } = listItem(t, language);
		const genres = ids.map((gid, i) => ({ id: gid, name: t.genres[i] }));
		if (kind === 'movie') return { ...item, genres, runtime: t.runtimeMinutes ?? 0, status: 'Released', tagline: '' };
		const seasons = realSeasons(t);
		return {
			...item, genres, episode_run_time: t.runtimeMinutes === null ? [] : [t.runtimeMinutes],
			in_production: t.inProduction, number_of_seasons: seasons.length,
			number_of_episodes: seasons.reduce((n, /** @type {any} */ s) => n + s.episodes.length, 0),
			seasons: t.seasons.map((/** @type {any} */ s) => ({
				air_date: s.episodes[0]?.airDate ?? null, episode_count: s.episodes.length, id: t.id * 100 + s.seasonNumber,
				name: s.name, overview: '', poster_path: null, season_number: s.seasonNumber, vote_average: 0
			}))
		};
	}

	/** TMDB's answer for an episode found by its TVDB ID: the episode, with its series' ID. @param {string} tvdbId */
	function episodeFound(tvdbId) {
		const found = TVDB_EPISODES.get(tvdbId);
		if (!found) return [];
		const [showId, seasonNumber, episodeNumber] = found;
		const e = data.tv.find((x) => x.id === showId)?.seasons.find((/** @type {any} */ s) => s.seasonNumber === seasonNumber)?.episodes.find((/** @type {any} */ x) => x.episodeNumber === episodeNumber);
		return [{
			id: showId * 10000 + seasonNumber * 100 + episodeNumber, name: e?.name ?? `Episode ${episodeNumber}`, overview: e?.overview ?? '',
			media_type: 'tv_episode', vote_average: 0, vote_count: 0, air_date: e?.airDate ?? null, episode_number: episodeNumber,
			episode_type: 'standard', production_code: '', runtime: e?.runtimeMinutes ?? null, season_number: seasonNumber, show_id: showId, still_path: null
		}];
	}

	/** @param {number} id @param {number} number */
	function season(id, number) {
		const s = data.tv.find((x) => x.id === id)?.seasons.find((/** @type {any} */ x) => x.seasonNumber === number);
		if (!s) return undefined;
		return {
			_id: `${id}-${number}`, air_date: s.episodes[0]?.airDate ?? null, id: id * 100 + number, name: s.name,
			overview: '', poster_path: null, season_number: number, vote_average: 0,
			episodes: s.episodes.map((/** @type {any} */ e) => ({
				air_date: e.airDate, episode_number: e.episodeNumber, episode_type: 'standard', id: id * 10000 + e.episodeNumber,
				name: e.name, overview: e.overview, production_code: '', runtime: e.runtimeMinutes, season_number: number,
				show_id: id, still_path: null, vote_average: 0, vote_count: 0, crew: [], guest_stars: []
			}))
		};
	}

	/**
	 * TMDB's /find by another database's ID, as the demo catalog records them: TVDB IDs of series,
	 * IMDb IDs of films and series; and TVDB IDs of the episodes TVDB_EPISODES knows. TMDB marks
	 * each result with its media_type.
	 * @param {string} source @param {string} externalId @param {string} language
	 */
	function find(source, externalId, language) {
		if (source !== 'tvdb_id' && source !== 'imdb_id') return 400;
		/** @param {any} t */
		const named = (t) => (source === 'tvdb_id' ? t.tvdbId !== undefined && String(t.tvdbId) === externalId : t.imdbId === externalId);
		/** @param {any} t */
		const result = (t) => ({ ...listItem(t, language), media_type: isSeries(t) ? 'tv' : 'movie' });
		return {
			movie_results: source === 'imdb_id' ? data.movies.filter(named).map(result) : [],
			person_results: [],
			tv_results: data.tv.filter(named).map(result),
			tv_episode_results: source === 'tvdb_id' ? episodeFound(externalId) : [],
			tv_season_results: []
		};
	}

	/** @param {number} serviceId */
	const serviceItem = (serviceId) => {
		const s = data.watchServices.find((/** @type {any} */ x) => x.serviceId === serviceId);
		if (!s) throw new Error(`mock-tmdb: demo service ${serviceId} is not in watchServices`);
		return { logo_path: posters ? `/logo-${serviceId}.jpg` : null, provider_id: serviceId, provider_name: s.name, display_priority: serviceId };
	};

	/**
	 * /{kind}/{id}/watch/providers: the demo catalog's offers under its one region, as JustWatch's via TMDB.
	 * @param {'movie' | 'tv'} kind @param {number} id
	 */
	function watchProviders(kind, id) {
		const t = titles(kind).find((x) => x.id === id);
		if (!t) return undefined;
		const offers = {
			link: `https://www.themoviedb.org/${kind}/${id}/watch?locale=${data.watchRegion}`,
			...Object.fromEntries(['flatrate', 'rent', 'buy'].filter((k) => t.watch[k].length > 0).map((k) => [k, t.watch[k].map(serviceItem)]))
		};
		return { id, results: { [data.watchRegion]: offers } };
	}

	/** /watch/providers/{kind}?watch_region=: the services of the catalog's region, none elsewhere. @param {string} region */
	const watchServices = (region) => ({
		results: region === data.watchRegion ? data.watchServices.map((/** @type {any} */ s) => serviceItem(s.serviceId)) : []
	});

	/** @param {'movie' | 'tv'} kind */
	const genreList = (kind) => ({ genres: Object.entries(GENRES[kind]).map(([name, id]) => ({ id, name })) });

	const configuration = () => ({
		images: {
			base_url: imageBase.replace(/^https:/, 'http:'), secure_base_url: imageBase,
			backdrop_sizes: ['w300', 'w780', 'w1280', 'original'], logo_sizes: ['w45', 'w92', 'w154', 'w185', 'w300', 'w500', 'original'],
			poster_sizes: ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'], profile_sizes: ['w45', 'w185', 'h632', 'original'],
			still_sizes: ['w92', 'w185', 'w300', 'original']
		},
		change_keys: ['adult', 'air_date', 'genres', 'images', 'name', 'overview', 'poster_path', 'release_date', 'runtime', 'title']
	});

	return { list, search, discover, details, season, find, watchProviders, watchServices, genreList, configuration };
}
