/** Poster images: the image host a saved title keeps (TMDB's when none) for its poster path; none for the demo catalog. */

const TMDB_IMAGE_BASE = 'https://image.tmdb.org/t/p/';

export type PosterSize = 'w185' | 'w342' | 'w500';

export function posterSource(posterPath: string | null | undefined, size: PosterSize = 'w342', base: string = TMDB_IMAGE_BASE): string | null {
	return posterPath ? `${base}${size}${posterPath}` : null;
}

/** A stable hue per title, so a title without a poster keeps its own colour. */
export function placeholderHue(title: string): number {
	let hash = 0;
	for (const char of title) hash = (hash * 31 + char.codePointAt(0)!) % 360;
	return hash;
}
