// Trakt's export ZIP as its export page gives it: ratings of every kind and the person's lists
// read, what has no place in the library counted in the preview rather than lost.
import { describe, expect, it } from 'vitest';
import { readFixture, titleNamed, zipFile } from '../../../fixtures/history';

describe('Trakt export ZIP', () => {
	it('puts an episode rating on that episode\'s play, and counts season ratings, unwatched episodes and list items as not imported', async () => {
		const history = await readFixture([zipFile('trakt')]);
		expect(titleNamed(history, 'Breaking Bad').plays.find((p) => p.episode === 5)?.rating).toBe('love');
		// A list item and an episode rating of an unwatched show make no title of their own.
		expect(history.titles.map((t) => t.title)).not.toContain('Everything Everywhere All at Once');
		expect(titleNamed(history, 'Sherlock').plays).toHaveLength(1);
		const counts = Object.fromEntries(history.report.map((r) => [r.file, [r.read, r.used, r.skipped]]));
		expect(counts).toEqual({
			'watched-history-1.json': [7, 7, 0],
			'extra/watched-history-2.json': [1, 1, 0],
			'ratings-movies.json': [2, 2, 0],
			'ratings-shows.json': [1, 1, 0],
			'ratings-seasons.json': [1, 0, 1],
			'ratings-episodes.json': [2, 1, 1],
			'lists-watchlist.json': [2, 2, 0],
			'lists-best-of-2022.json': [1, 0, 1]
		});
		const lines = (file: string) => history.report.find((r) => r.file === file)!.lines;
		expect(lines('ratings-seasons.json')).toEqual([{ line: 1, reason: 'a season rating: Screenshelf rates series and watches, not seasons, so it is not imported' }]);
		expect(lines('ratings-episodes.json')).toEqual([{ line: 2, reason: 'an episode rating with no watch of that episode in the history: not imported' }]);
		expect(lines('lists-best-of-2022.json')).toEqual([{ line: 1, reason: 'on one of your Trakt lists: Screenshelf keeps no lists, so it is not imported' }]);
		expect(history.report.every((r) => r.unit === 'item')).toBe(true);
	});

	it('skips an entry it does not know and reads the rest of the file', async () => {
		const text = JSON.stringify([{ id: 1, watched_at: '2023-01-05T12:00:00.000Z', type: 'movie', movie: { title: 'Alien', year: 1979, ids: { trakt: 5, tmdb: 348 } } }, { id: 2, type: 'episode' }]);
		const history = await readFixture([new File([text], 'watched-history.json')]);
		expect(history.titles.map((t) => t.title)).toEqual(['Alien']);
		expect(history.report[0]).toMatchObject({ read: 2, used: 1, skipped: 1, lines: [{ line: 2, reason: 'not an entry this reader knows' }] });
	});

	it('refuses a file cut short', async () => {
		await expect(readFixture([new File(['[{"id": 1,'], 'watched-history.json')])).rejects.toMatchObject({
			body: { code: 'invalid_input', issues: [{ path: 'watched-history.json', message: 'is not valid JSON, or it was cut short' }] }
		});
	});
});
