/**
 * The library's films as a CSV that Letterboxd's importer reads (letterboxd.com/import): one row
 * per watch log, with its date, rating and notes as the review, and one undated row per film
 * marked watched with no log. Films only wished for are left out: Letterboxd would mark them
 * watched. Series are left out: Letterboxd keeps films only. Title, tags and review are free text
 * and go through spreadsheetText, so a note starting "=" cannot run as a formula in a spreadsheet;
 * Letterboxd's importer finds each film by its tmdbID, so a title written so still finds its film.
 */
import { yearOf } from '../../domain/catalog';
import type { MediaRecord } from '../../domain/records';
import { resultOf, type Result } from '../../domain/errors';
import type { Gateway } from '../../gateway/gateway';
import type { LibraryData } from '../../transfer/library-document';
import { spreadsheetText, writeCsv } from './csv';
import { TEN_OF } from './ratings';

export const LETTERBOXD_COLUMNS = ['tmdbID', 'Title', 'Year', 'WatchedDate', 'Rating10', 'Tags', 'Review'] as const;

const SEEN = new Set(['watched', 'completed']);

export function letterboxdCsv(data: Pick<LibraryData, 'movies' | 'movieWatchLogs'>): { csv: string; rows: number } {
	const films = new Map(data.movies.map((m) => [m.id, m]));
	const row = (film: MediaRecord, date: string, rating: MediaRecord['rating'], review: string) => [
		film.providerRef.id,
		spreadsheetText(film.title),
		String(yearOf(film.releaseDate) ?? ''),
		date,
		rating ? String(TEN_OF[rating]) : '',
		spreadsheetText(film.tags.join(', ')),
		spreadsheetText(review)
	];
	const logs = [...data.movieWatchLogs].sort((a, b) => a.watchedOn.localeCompare(b.watchedOn) || a.createdAt.localeCompare(b.createdAt));
	const rows = logs.flatMap((log) => {
		const film = films.get(log.mediaRecordId);
		return film ? [row(film, log.watchedOn, log.rating ?? film.rating, log.notes ?? '')] : [];
	});
	const logged = new Set(logs.map((l) => l.mediaRecordId));
	for (const film of data.movies) if (!logged.has(film.id) && SEEN.has(film.status)) rows.push(row(film, '', film.rating, ''));
	return { csv: writeCsv(LETTERBOXD_COLUMNS, rows), rows: rows.length };
}

export function exportLetterboxd(gateway: Gateway): Promise<Result<{ csv: string; rows: number }>> {
	return resultOf(async () => letterboxdCsv(await gateway.transfer.snapshot()));
}
