// Which requests the service worker keeps as TMDB's: TMDB itself and its stand-in, and the catalog
// a Screenshelf server offers under /tmdb/3/ (the app's own origin or sync's), whose kept answers
// are keyed by an address holding no token; never the question that finds out whether a server
// offers one, nor the app's own files.
import { describe, expect, it } from 'vitest';
import { apiPath, isTmdbApi, isTmdbImage } from '../../../src/service-worker/tmdb-addresses';

const APP = 'https://diary.example.org';
const asked = (address: string, init: RequestInit = {}) => {
	const url = new URL(address);
	return { url, request: new Request(url, init), sameOrigin: url.origin === APP };
};

describe('service worker: TMDB addresses', () => {
	it("keeps the answers of the server's catalog, on the app's origin or another", () => {
		expect(isTmdbApi(asked(`${APP}/tmdb/3/search/movie?query=alien&language=en-US`))).toBe(true);
		expect(isTmdbApi(asked('https://sync.example.net/tmdb/3/movie/603'))).toBe(true);
		expect(apiPath(`${APP}/tmdb/3/movie/603?language=en-US`)).toBe('/movie/603');
	});

	it('keeps TMDB itself as before, and its token check never', () => {
		expect(isTmdbApi(asked('https://api.themoviedb.org/3/movie/603'))).toBe(true);
		expect(isTmdbApi(asked('https://api.themoviedb.org/3/authentication'))).toBe(false);
		expect(apiPath('https://api.themoviedb.org/3/movie/603')).toBe('/movie/603');
	});

	it("never answers the question whether a server offers a catalog, a write, or the app's own files", () => {
		expect(isTmdbApi(asked(`${APP}/tmdb/3/configuration`, { cache: 'no-store' }))).toBe(false);
		expect(isTmdbApi(asked(`${APP}/tmdb/3/search/movie`, { method: 'POST' }))).toBe(false);
		expect(isTmdbApi(asked(`${APP}/3/movie/603`))).toBe(false);
		expect(isTmdbApi(asked(`${APP}/discover/tmdb/3/x`))).toBe(false);
	});

	it("keeps posters from TMDB's image host only", () => {
		const poster = (address: string) => ({ ...asked(address), request: { destination: 'image', method: 'GET' } as Request });
		expect(isTmdbImage(poster('https://image.tmdb.org/t/p/w342/a.jpg'))).toBe(true);
		expect(isTmdbImage(poster(`${APP}/t/p/w342/a.jpg`))).toBe(false);
	});
});
