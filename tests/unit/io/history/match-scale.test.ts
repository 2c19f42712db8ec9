// The 2,000-film diary the README speaks of: read whole, kept apart by film URI, and matched with
// one catalog search per distinct title, which at TMDB's rate limit is about two minutes.
import { describe, expect, it } from 'vitest';
import type { MediaKind } from '../../../../src/lib/domain/enums';
import { writeCsv } from '../../../../src/lib/io/history/csv';
import { matchHistory } from '../../../../src/lib/io/history/match-history';
import type { MatchLookups } from '../../../../src/lib/io/history/match-lookups';
import type { Candidate } from '../../../../src/lib/io/history/match-title';
import { TMDB_REQUESTS_PER_SECOND } from '../../../../src/lib/provider/tmdb/rate-limiter';
import { readFixture } from '../../../fixtures/history';

const FILMS = 2_000;
// Every tenth film shares its name, but for case, with the film before it: a film of its own.
const nameOf = (i: number) => (i % 10 === 9 ? `film ${i - 1}` : `Film ${i}`);
const uri = (i: number) => `https://boxd.it/f${i}`;

function diaryExport(): File[] {
	const films = Array.from({ length: FILMS }, (_, i) => i);
	const watched = writeCsv(
		['Date', 'Name', 'Year', 'Letterboxd URI'],
		films.map((i) => ['2024-01-01', nameOf(i), '2001', uri(i)])
	);
	const diary = writeCsv(
		['Date', 'Name', 'Year', 'Letterboxd URI', 'Rating', 'Rewatch', 'Tags', 'Watched Date'],
		films.map((i) => ['2024-01-01', nameOf(i), '2001', `https://boxd.it/d${i}`, '3.5', '', '', `2023-${String((i % 12) + 1).padStart(2, '0')}-01`])
	);
	return [new File([watched], 'watched.csv'), new File([diary], 'diary.csv')];
}

/** A catalog that knows every film by its name, counting the searches made of it. */
function countingCatalog(): MatchLookups & { searches: number } {
	const kept = new Map<string, unknown>();
	return {
		providerName: 'counting',
		searches: 0,
		async search(kind: MediaKind, query: string): Promise<Candidate[]> {
			this.searches++;
			const id = query.replace(/\D/g, '');
			return [{ providerId: id, mediaType: kind, title: query, originalTitle: null, overview: null, year: 2001, genres: [], posterPath: null }];
		},
		details: async () => null,
		find: async () => [],
		findEpisode: async () => null,
		season: async () => [],
		kept: async (keys) => new Map(keys.filter((k) => kept.has(k)).map((k) => [k, kept.get(k)])),
		keep: async (values) => void values.forEach((v, k) => kept.set(k, v))
	};
}

describe('a 2,000-film Letterboxd diary', () => {
	it('is read whole, each film its own title, and matched with one search per distinct name: about two minutes at TMDB\'s rate', async () => {
		const history = await readFixture(diaryExport());
		expect(history.titles).toHaveLength(FILMS);
		expect(history.report.map((r) => [r.file, r.read, r.used, r.skipped])).toEqual([
			['diary.csv', FILMS, FILMS, 0],
			['watched.csv', FILMS, FILMS, 0]
		]);

		const catalog = countingCatalog();
		const states = await matchHistory('letterboxd', history.titles, catalog, { concurrency: 6 });
		expect([...states.values()].every((s) => s.state === 'title_year')).toBe(true);
		// Names that differ only in case are one search: the catalog folds case as we do.
		expect(catalog.searches).toBe(FILMS - FILMS / 10);
		const seconds = catalog.searches / TMDB_REQUESTS_PER_SECOND;
		expect(seconds).toBe(100);
		expect(seconds).toBeLessThanOrEqual(120);
	});
});
