// The library's films as Letterboxd's import CSV, and that CSV read back by our own Letterboxd
// reader: nobody is locked in, and what goes out comes back the same.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCsv } from '../../../../src/lib/io/history/csv';
import { importHistory } from '../../../../src/lib/io/history/import-history';
import { exportLetterboxd, LETTERBOXD_COLUMNS, letterboxdCsv } from '../../../../src/lib/io/history/letterboxd-export';
import { looseFiles, matchFixture, readFixture, resolved } from '../../../fixtures/history';
import { expectOk, openTestGateway, type TestGateway } from '../../../fixtures/gateway';

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

describe('Letterboxd CSV export', () => {
	it('writes one row per film watch with its date, Rating10, tags and review, and one per film seen undated', async () => {
		const history = await readFixture(looseFiles('letterboxd'));
		expectOk(await importHistory(t.gateway, 'letterboxd', resolved(history, await matchFixture(t.gateway, history))));
		expectOk(await t.app.svc_create({ operation: 'tv_series_upsertTvSeriesRecord', input: { providerId: '1396' } }));
		const { csv, rows } = expectOk(await exportLetterboxd(t.gateway));
		const table = readCsv(csv, 'letterboxd.csv', [...LETTERBOXD_COLUMNS]);
		expect(table.header).toEqual([...LETTERBOXD_COLUMNS]);
		expect(rows).toBe(table.rows.length);
		expect(table.rows.map((r) => r.values)).toEqual([
			{ tmdbID: '603', Title: 'The Matrix', Year: '1999', WatchedDate: '2023-01-01', Rating10: '10', Tags: 'sci-fi, rewatchable', Review: '' },
			{ tmdbID: '194', Title: 'Amélie', Year: '2001', WatchedDate: '2023-02-14', Rating10: '8', Tags: '', Review: '' },
			{ tmdbID: '429', Title: 'The Good, the Bad and the Ugly', Year: '1966', WatchedDate: '2023-05-05', Rating10: '6', Tags: 'western', Review: '' },
			{ tmdbID: '603', Title: 'The Matrix', Year: '1999', WatchedDate: '2023-06-09', Rating10: '10', Tags: 'sci-fi, rewatchable', Review: 'Still "the one".\r\nBetter every time.' },
			{ tmdbID: '496243', Title: 'Parasite', Year: '2019', WatchedDate: '', Rating10: '4', Tags: '', Review: '' }
		]);
	});

	it('writes title, tags and review so no spreadsheet runs them as formulas, and keeps every column for Letterboxd', async () => {
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603', status: 'watched' } }));
		expectOk(await t.app.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: 'movie:tmdb:603', watchedOn: '2024-02-01', notes: '=HYPERLINK("http://evil.example","click")' } } }));
		const data = await t.gateway.transfer.snapshot();
		// "+1" (2013) is a real film title; tags and notes are whatever the person typed.
		data.movies[0]!.title = '+1';
		data.movies[0]!.tags = ['@home', 'sci-fi'];
		const table = readCsv(letterboxdCsv(data).csv, 'letterboxd.csv', [...LETTERBOXD_COLUMNS]);
		expect(table.rows.map((r) => r.values)).toEqual([
			{ tmdbID: '603', Title: "'+1", Year: '1999', WatchedDate: '2024-02-01', Rating10: '', Tags: "'@home, sci-fi", Review: `'=HYPERLINK("http://evil.example","click")` }
		]);
		data.movies[0]!.tags = ['-', 'x'];
		data.movieWatchLogs[0]!.notes = 'Plain notes - with a dash inside';
		expect(readCsv(letterboxdCsv(data).csv, 'letterboxd.csv', []).rows[0]!.values).toMatchObject({ Tags: "'-, x", Review: 'Plain notes - with a dash inside' });
	});
});
