/**
 * The image base a provider's poster URL was built on: TMDB builds it as base + size + path
 * ("https://image.tmdb.org/t/p/" + "w342" + "/abc.jpg"), and another server (the local stand-in)
 * has its own base. Kept with a saved title so its poster comes from the server that named it.
 */
export function posterBaseOf(posterUrl: string | null, posterPath: string | null): string | undefined {
	if (!posterUrl || !posterPath || !posterUrl.endsWith(posterPath)) return undefined;
	// What is left is base + size; the size is the last segment.
	return posterUrl.slice(0, posterUrl.length - posterPath.length).replace(/[^/]+$/, '') || undefined;
}
