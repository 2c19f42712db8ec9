// Types of scripts/library-file.mjs for the TypeScript tests.

type Kind = 'movie' | 'tv';
type Rating = 'dislike' | 'okay' | 'like' | 'love';

export interface FileTitle {
	kind: Kind;
	providerId: string;
	title: string;
	status?: 'want_to_watch' | 'watching' | 'watched' | 'completed' | 'dropped' | 'on_hold';
	rating?: Rating;
	/** A film's runtime, or a series' typical episode runtime. */
	runtimeMinutes?: number;
}

export interface FileLog {
	kind: Kind;
	providerId: string;
	watchedOn: string;
	rating?: Rating;
	notes?: string;
	seasonFrom?: number;
	episodeFrom?: number;
	episodeTo?: number;
}

export function recordId(kind: Kind, providerId: string): string;

/** A Screenshelf export holding these titles and logs (derived counters are recomputed on import). */
export function libraryFile(titles: FileTitle[], logs: FileLog[]): string;
