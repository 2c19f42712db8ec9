/**
 * Which requests the worker treats as TMDB's: its API (api.themoviedb.org/3/), the catalog a
 * Screenshelf server offers under /tmdb/3/ (on the app's origin or sync's: the server adds the
 * token, the browser never has it, so a kept answer's key holds none), and its images. The mock
 * TMDB server of tests and `npm run mock-tmdb` (a loopback host, API under /3/, images under
 * /t/p/) is treated as TMDB.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const SERVER_CATALOG = /^\/tmdb(?=\/3\/)/;

/** Whether `url` is a server's catalog, whose token is the server's and not the person's to mend. */
export function isServerCatalog(url: string): boolean {
	return SERVER_CATALOG.test(new URL(url).pathname);
}

export interface Asked {
	url: URL;
	request: Request;
	sameOrigin: boolean;
}

export function isTmdbApi({ url, request, sameOrigin }: Asked): boolean {
	// A request that asks for no kept answer (server-catalog.ts asking a server what it offers) gets none.
	if (request.method !== 'GET' || request.cache === 'no-store') return false;
	if (SERVER_CATALOG.test(url.pathname)) return true;
	const api = !sameOrigin && (url.hostname === 'api.themoviedb.org' || LOOPBACK.has(url.hostname));
	// A token check must ask TMDB itself: a kept "accepted" would hide a revoked token.
	return api && url.pathname.startsWith('/3/') && url.pathname !== '/3/authentication';
}

export function isTmdbImage({ url, request, sameOrigin }: Asked): boolean {
	return !sameOrigin && request.destination === 'image' && (url.hostname === 'image.tmdb.org' || LOOPBACK.has(url.hostname)) && url.pathname.startsWith('/t/p/');
}

/** The answer's path after the API's /3, as the client asks it. */
export function apiPath(url: string): string {
	return new URL(url).pathname.replace(SERVER_CATALOG, '').replace(/^\/3(?=\/)/, '');
}
