// Each service's export, as the fixture files write it (real file, column and field names), read
// into titles with their dated plays, ratings, tags, notes and watchlists.
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readExportFiles } from '../../../../src/lib/io/history/export-files';
import { historyLogId } from '../../../../src/lib/io/history/stable-id';
import { looseFiles, readFixture, titleNamed, zipFile } from '../../../fixtures/history';

describe('Letterboxd export', () => {
	it('reads diary entries as dated plays, rewatches as further plays, with ratings, tags and reviews', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		expect(history.source).toBe('letterboxd');
		const matrix = titleNamed(history, 'The Matrix');
		expect(matrix).toMatchObject({ kind: 'movie', year: 1999, rating: 'like', watched: true, tags: ['sci-fi', 'rewatchable'] });
		expect(matrix.plays).toEqual([
			{ key: 'https://boxd.it/aa01', watchedOn: '2023-01-01', rating: 'love' },
			{ key: 'https://boxd.it/aa02', watchedOn: '2023-06-09', rating: 'love', notes: 'Still "the one".\r\nBetter every time.' }
		]);
		expect(titleNamed(history, 'The Good, the Bad and the Ugly').plays).toEqual([{ key: 'https://boxd.it/aa06', watchedOn: '2023-05-05', rating: 'okay' }]);
		expect(titleNamed(history, 'Parasite')).toMatchObject({ rating: 'dislike', watched: true, plays: [] });
		expect(titleNamed(history, 'Dune: Part Two')).toMatchObject({ watchlist: true, plays: [] });
	});

	it('reads the same from the ZIP, leaving deleted entries alone', async () => {
		const loose = await readFixture(looseFiles('letterboxd'));
		expect(await readFixture([zipFile('letterboxd')])).toEqual(loose);
	});

	it("reads likes/films.csv: a liked film gains the tag 'liked'; the folder's likes of reviews and lists are left alone", async () => {
		const likes = 'Date,Name,Year,Letterboxd URI\n2023-06-10,The Matrix,1999,https://boxd.it/f01\n';
		const diary = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2023-01-02,The Matrix,1999,https://boxd.it/aa01,4.5,,sci-fi,2023-01-01\n';
		const zip = zipSync({
			'diary.csv': strToU8(diary),
			'likes/films.csv': strToU8(likes),
			'likes/reviews.csv': strToU8('Date,Name,Year,Letterboxd URI,Review\n2023-01-01,Alien,1979,https://boxd.it/r1,Great\n')
		});
		const zipped = await readFixture([new File([zip], 'letterboxd.zip')]);
		expect(zipped.files).toEqual(['diary.csv', 'likes/films.csv']);
		expect(zipped.titles.map((t) => [t.title, t.tags])).toEqual([['The Matrix', ['sci-fi', 'liked']]]);
		// Picked loose, the file has lost its folder: its columns say it is Letterboxd's.
		const loose = await readFixture([new File([diary], 'diary.csv'), new File([likes], 'films.csv')]);
		expect(loose.titles.map((t) => t.tags)).toEqual([['sci-fi', 'liked']]);
	});

	it('skips a row it cannot use and lists it with its line, reading the rest', async () => {
		const history = await readFixture(looseFiles('malformed'));
		expect(history.titles.map((t) => t.title)).toEqual(['The Matrix']);
		expect(history.report).toEqual([
			{
				file: 'diary.csv',
				unit: 'line',
				read: 2,
				used: 1,
				skipped: 1,
				reasons: [{ reason: 'Watched Date is not a date written YYYY-MM-DD', count: 1 }],
				lines: [{ line: 3, reason: 'Watched Date is not a date written YYYY-MM-DD', detail: '2023-31-01' }]
			}
		]);
	});

	it('refuses a file that is not the Letterboxd file its name says, naming what it lacks', async () => {
		await expect(readFixture([new File(['Title,Date\nAlien,2020-01-01\n'], 'diary.csv')])).rejects.toMatchObject({
			body: { code: 'invalid_input', message: expect.stringContaining('nothing was imported'), issues: [{ path: 'diary.csv', message: 'is missing the columns Name, Year, Watched Date' }] }
		});
	});
});

describe('files as people keep them', () => {
	it('knows a file by its columns whatever its name: a renamed Letterboxd diary and watchlist, Netflix history and IMDb ratings', async () => {
		const diary = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2023-01-02,The Matrix,1999,https://boxd.it/aa01,4.5,,,2023-01-01\n';
		const watchlist = 'Date,Name,Year,Letterboxd URI\n2024-03-02,Dune: Part Two,2024,https://boxd.it/f03\n';
		const letterboxd = await readFixture([new File([diary], 'lb500-diary.csv'), new File([watchlist], 'my watchlist (2).csv')]);
		expect(letterboxd.source).toBe('letterboxd');
		expect(titleNamed(letterboxd, 'The Matrix').plays).toEqual([{ key: 'https://boxd.it/aa01', watchedOn: '2023-01-01', rating: 'love' }]);
		expect(titleNamed(letterboxd, 'Dune: Part Two')).toMatchObject({ watchlist: true, watched: false });
		expect(letterboxd.report.map((r) => r.file)).toEqual(['lb500-diary.csv', 'my watchlist (2).csv']);

		const netflix = await readFixture([new File(['Title,Date\n"Inception","3/1/23"\n'], 'netflix-2023.csv')]);
		expect(netflix.titles.map((t) => [t.title, t.plays[0]?.watchedOn])).toEqual([['Inception', '2023-03-01']]);

		const imdb = await readFixture([new File(['Const,Your Rating,Date Rated,Title,Title Type,Year\ntt0133093,9,2023-05-01,The Matrix,Movie,1999\n'], 'imdb ratings 2023.csv')]);
		expect(titleNamed(imdb, 'The Matrix')).toMatchObject({ tags: [], plays: [{ watchedOn: '2023-05-01' }] });
	});

	it('reads a file saved as Windows-1252 or Latin-1 with its accents, and UTF-8 with or without its BOM', async () => {
		const text = 'Const,Your Rating,Date Rated,Title,Title Type,Year\r\ntt0058898,8,2016-02-01,"Alphaville, une étrange aventure",Movie,1965\r\ntt0211915,9,2016-02-02,Le Fabuleux Destin d’Amélie Poulain,Movie,2001\r\n';
		const windows1252 = Uint8Array.from(text, (c) => (c === '’' ? 0x92 : c.charCodeAt(0)));
		const utf8 = new TextEncoder().encode(text);
		const withBom = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]);
		for (const bytes of [windows1252, utf8, withBom]) {
			const history = await readFixture([new File([bytes], 'ratings.csv')]);
			expect(history.titles.map((t) => t.title)).toEqual(['Alphaville, une étrange aventure', 'Le Fabuleux Destin d’Amélie Poulain']);
		}
	});
});

describe('Trakt export', () => {
	it('reads every play from paged history files in folders, with TMDB IDs, ratings and the watchlist', async () => {
		const history = await readFixture([zipFile('trakt')]);
		expect(history.source).toBe('trakt');
		expect(history.files).toEqual([
			'extra/watched-history-2.json',
			'lists-best-of-2022.json',
			'lists-watchlist.json',
			'ratings-episodes.json',
			'ratings-movies.json',
			'ratings-seasons.json',
			'ratings-shows.json',
			'watched-history-1.json'
		]);
		expect(titleNamed(history, 'The Dark Knight')).toMatchObject({ key: 'movie:tmdb:155', tmdbId: '155', rating: 'love' });
		expect(titleNamed(history, 'The Dark Knight').plays.map((p) => p.watchedOn)).toEqual(['2022-07-18', '2023-01-05']);
		// No TMDB ID: Trakt's other IDs still keep it one title.
		expect(titleNamed(history, 'Inception')).toMatchObject({ key: 'movie:imdb:tt1375666', rating: 'okay' });
		expect(titleNamed(history, 'Sherlock').plays).toEqual([{ key: 'trakt:1008', watchedOn: '2021-05-01', season: 1, episode: 1 }]);
		expect(titleNamed(history, 'Interstellar').watchlist).toBe(true);
		expect(titleNamed(history, 'Dark')).toMatchObject({ kind: 'tv', watchlist: true });
	});

	it('merges consecutive episodes of one day into one range', async () => {
		const bb = titleNamed(await readFixture(looseFiles('trakt')), 'Breaking Bad');
		expect(bb.rating).toBe('love');
		expect(bb.plays).toEqual([
			{ key: 'trakt:1003', watchedOn: '2022-01-10', season: 1, episode: 1, episodeTo: 3 },
			{ key: 'trakt:1006', watchedOn: '2022-01-11', season: 1, episode: 5, rating: 'love' }
		]);
	});

	it('never opens the profile files, which hold the email address', async () => {
		const files = await readExportFiles([zipFile('trakt')]);
		expect(files.map((f) => f.name)).not.toContain('user-profile.json');
		expect(JSON.stringify(files)).not.toContain('fixture.person@example.com');
	});
});

describe('what is not an export', () => {
	it('says which files it expected', async () => {
		await expect(readFixture([new File(['{}'], 'notes.json')])).rejects.toMatchObject({
			body: { code: 'invalid_input', message: expect.stringContaining('diary.csv') }
		});
	});

	it('refuses a broken ZIP with its name', async () => {
		await expect(readFixture([new File(['not a zip'], 'letterboxd.zip')])).rejects.toMatchObject({
			body: { code: 'invalid_input', issues: [{ path: 'letterboxd.zip', message: 'not a readable ZIP file' }] }
		});
	});

	it('refuses files of two services at once', async () => {
		await expect(readFixture([...looseFiles('letterboxd'), ...looseFiles('trakt')])).rejects.toMatchObject({
			body: { message: 'These files come from Letterboxd and Trakt: bring one service\'s export at a time.' }
		});
	});
});

describe('stable IDs', () => {
	it('are the same for the same entry and differ between entries and services', () => {
		expect(historyLogId('letterboxd', 'https://boxd.it/aa01')).toBe(historyLogId('letterboxd', 'https://boxd.it/aa01'));
		expect(historyLogId('letterboxd', 'https://boxd.it/aa01')).toMatch(/^letterboxd:[0-9a-f]{16}$/);
		expect(historyLogId('letterboxd', 'https://boxd.it/aa01')).not.toBe(historyLogId('letterboxd', 'https://boxd.it/aa02'));
		expect(historyLogId('trakt', 'x')).not.toBe(historyLogId('tvtime', 'x'));
	});
});
