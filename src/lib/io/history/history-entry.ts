/**
 * What an export says, whatever service wrote it: titles as the export names them, each with
 * its dated plays, its rating, tags, and whether it was on a watchlist. Readers build these
 * through a TitleBook; matching and the library write take them from there.
 */
import type { MediaKind, Rating } from '../../domain/enums';
import { fold } from '../../domain/search-text';
import type { FileReport } from './read-report';

export type HistorySource = 'letterboxd' | 'trakt' | 'tvtime' | 'netflix' | 'imdb';

export const SOURCE_NAMES: Record<HistorySource, string> = { letterboxd: 'Letterboxd', trakt: 'Trakt', tvtime: 'TV Time', netflix: 'Netflix', imdb: 'IMDb' };

/** One viewing: a diary entry, a Trakt play, a TV Time episode (or a day's run of episodes). */
export interface HistoryPlay {
	/** Stable within the source: the log's ID is derived from it, so importing again adds nothing. */
	key: string;
	watchedOn: string;
	rating?: Rating;
	notes?: string;
	season?: number;
	episode?: number;
	/** The last episode of a run watched on one day, in the same season. */
	episodeTo?: number;
	/** The episode's name where the export gives no number (Netflix): its series' episode guide gives the number. */
	episodeName?: string;
	/** The export gives no day of watching, only a day near it (IMDb's Date Rated): the log says its date was filled in. */
	dateDefaulted?: true;
	/** A viewing only if the title is a film (IMDb's day rated): a series the catalog names instead gets the rating alone. */
	onlyIfFilm?: true;
}

export interface HistoryTitle {
	/** `movie:tmdb:603`, `tv:tvdb:81189`, `movie:letterboxd:https://boxd.it/2a`, or `movie:title:The Matrix|1999`. */
	key: string;
	kind: MediaKind;
	/** As the export names it, often in the account's language ("O Poderoso Chefão"). */
	title: string;
	/** The title in its own language, where the export gives it and it differs (IMDb's Original Title): a second name to match by. */
	originalTitle?: string;
	year: number | null;
	tmdbId?: string;
	tvdbId?: string;
	/** IMDb's ID (`tt0133093`): IMDb's exports are matched by it, through TMDB's /find. */
	imdbId?: string;
	plays: HistoryPlay[];
	rating?: Rating;
	tags: string[];
	/** Notes with no date to hang them on (a Letterboxd review of an undated watch). */
	notes?: string;
	watchlist: boolean;
	/** Marked as seen without a dated play. */
	watched: boolean;
	/** The export does not say film or series (Netflix's ratings and list, a title with no season): both are searched. */
	eitherKind?: true;
	/** The export's files that name it, as named in the export: for the list of what was not imported. */
	files: string[];
}

/** A play of an episode the export names only by TheTVDB's episode ID (TV Time's 2020-era files). */
export interface EpisodeIdPlay {
	tvdbEpisodeId: string;
	/** Without season and episode: TMDB's /find gives them, and the series (episode-ids.ts). */
	play: HistoryPlay;
	file: string;
}

export interface HistoryExport {
	source: HistorySource;
	titles: HistoryTitle[];
	/** Plays whose series the export does not name: placed in their series before matching. */
	episodeIdPlays?: EpisodeIdPlay[];
	/** The files read, as named in the export. */
	files: string[];
	/** Per file: rows read, used and skipped, and why. */
	report: FileReport[];
}

/** A title folded for comparison: case, accents, punctuation and "&" against "and" do not count. */
export function normalTitle(title: string): string {
	return fold(title)
		.replace(/&/g, ' and ')
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim();
}

/** "Bodyguard (2018)" names its year, as TV Time and some Trakt titles write it. */
export function splitYear(name: string): { title: string; year: number | null } {
	const match = /^(.*\S)\s*\((\d{4})\)$/.exec(name.trim());
	return match ? { title: match[1]!, year: Number(match[2]) } : { title: name.trim(), year: null };
}

/** What an export says a title is: its name, and whatever IDs it gives. */
export interface TitleName {
	title: string;
	originalTitle?: string;
	year: number | null;
	tmdbId?: string;
	tvdbId?: string;
	imdbId?: string;
	/** The export's own ID of the title (a Letterboxd film URI, a Trakt ID), `letterboxd:…`, `trakt:…`. */
	ref?: string;
}

/**
 * The key a title is collected under: a provider ID where the export gives one, else the
 * export's own ID, and only else its name and year as written. Names are never folded here: two
 * films called "Rain" and "rain" are two films until the catalog says otherwise.
 */
function titleKey(kind: MediaKind, name: TitleName): string {
	if (name.tmdbId) return `${kind}:tmdb:${name.tmdbId}`;
	if (name.tvdbId) return `${kind}:tvdb:${name.tvdbId}`;
	if (name.imdbId) return `${kind}:imdb:${name.imdbId}`;
	if (name.ref) return `${kind}:${name.ref}`;
	return `${kind}:title:${name.title.trim()}|${name.year ?? ''}`;
}

/** Collects entries by title, so each title is looked up once however many entries name it. */
export class TitleBook {
	private readonly titles = new Map<string, HistoryTitle>();
	private file = '';

	/** The file whose rows come next: each title they name lists it. */
	reading(file: string): void {
		this.file = file;
	}

	title(kind: MediaKind, name: TitleName): HistoryTitle {
		const key = titleKey(kind, name);
		let entry = this.titles.get(key);
		if (!entry) {
			entry = { key, kind, title: name.title, year: name.year, plays: [], tags: [], watchlist: false, watched: false, files: [] };
			if (name.tmdbId) entry.tmdbId = name.tmdbId;
			if (name.tvdbId) entry.tvdbId = name.tvdbId;
			if (name.imdbId) entry.imdbId = name.imdbId;
			const original = name.originalTitle?.trim();
			if (original && normalTitle(original) !== normalTitle(name.title)) entry.originalTitle = original;
			this.titles.set(key, entry);
		}
		if (this.file && !entry.files.includes(this.file)) entry.files.push(this.file);
		return entry;
	}

	all(): HistoryTitle[] {
		return [...this.titles.values()];
	}
}

/** Adds tags to a title once each, case as first written. */
export function addTags(title: HistoryTitle, tags: string[]): void {
	const have = new Set(title.tags.map((t) => t.toLowerCase()));
	for (const tag of tags) {
		if (tag && !have.has(tag.toLowerCase())) {
			have.add(tag.toLowerCase());
			title.tags.push(tag);
		}
	}
}
