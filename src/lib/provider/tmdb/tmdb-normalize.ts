/**
 * TMDB's wire shapes turned into the catalog entries of DESIGN section 6, key for key as
 * the demo catalog gives them, so nothing above the provider knows which one answered.
 */
import type { CatalogDetails, CatalogEntry, SeasonDetails } from '../../domain/catalog';
import { yearOf } from '../../domain/catalog';
import { isoDate } from '../../domain/fields';
import type { MovieDetails, MovieItem, SeasonWire, TvDetails, TvItem } from './tmdb-schemas';

/** What the provider looks up besides the title itself. */
export interface Resolved {
	genres: string[];
	posterUrl: string | null;
}

// TMDB writes an unknown value as "" (or 0 for a runtime); the catalog says null.
const known = (value: string | null | undefined): string | null => value || null;
// A date that is not a real YYYY-MM-DD would be refused when the title is saved.
const knownDate = (value: string | null | undefined): string | null => (isoDate.safeParse(value).success ? value! : null);
const knownMinutes = (value: number | null | undefined): number | null => (value && value > 0 ? value : null);

interface Names {
	title: string;
	original: string | null | undefined;
	date: string | null;
}

function entry(kind: 'movie' | 'tv', item: MovieItem | TvItem, { title, original, date }: Names, r: Resolved): CatalogEntry {
	return {
		providerId: String(item.id),
		mediaType: kind,
		// A title is required to save one; TMDB sometimes has only the original.
		title: title || original || `TMDB ${kind} ${item.id}`,
		originalTitle: known(original),
		overview: known(item.overview),
		...(kind === 'tv' ? { firstAirDate: date } : { releaseDate: date }),
		year: yearOf(date),
		genres: r.genres,
		posterPath: known(item.poster_path),
		posterUrl: r.posterUrl,
		savedRecordId: null
	};
}

export function movieEntry(item: MovieItem, r: Resolved): CatalogEntry {
	return entry('movie', item, { title: item.title, original: item.original_title, date: knownDate(item.release_date) }, r);
}

export function tvEntry(item: TvItem, r: Resolved): CatalogEntry {
	return entry('tv', item, { title: item.name, original: item.original_name, date: knownDate(item.first_air_date) }, r);
}

export function movieDetailsEntry(details: MovieDetails, r: Resolved): CatalogDetails {
	return { ...movieEntry(details, r), runtimeMinutes: knownMinutes(details.runtime) };
}

export function tvDetailsEntry(details: TvDetails, r: Resolved): CatalogDetails {
	return {
		...tvEntry(details, r),
		runtimeMinutes: knownMinutes(details.episode_run_time?.[0] ?? details.last_episode_to_air?.runtime),
		numberOfSeasons: details.number_of_seasons ?? null,
		numberOfEpisodes: details.number_of_episodes ?? null,
		seasons: (details.seasons ?? []).map((s) => ({
			seasonNumber: s.season_number,
			name: s.name,
			episodeCount: s.episode_count ?? 0,
			airDate: knownDate(s.air_date)
		}))
	};
}

/** `stillUrls`: each episode's still as a full URL, in the order of the wire's episodes. */
export function seasonEntry(providerId: string, season: SeasonWire, stillUrls: (string | null)[]): SeasonDetails {
	return {
		providerId,
		seasonNumber: season.season_number,
		name: season.name,
		episodes: season.episodes.map((e, i) => ({
			episodeNumber: e.episode_number,
			name: e.name,
			airDate: knownDate(e.air_date),
			runtimeMinutes: knownMinutes(e.runtime),
			overview: known(e.overview),
			stillUrl: stillUrls[i] ?? null
		}))
	};
}
