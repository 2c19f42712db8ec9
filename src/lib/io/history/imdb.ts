/**
 * IMDb's CSV exports: ratings.csv (Your Rating 1 to 10, Date Rated), the watchlist and any list,
 * in every header IMDb has written: before 2018 (`const`, `You rated`, `created` as "Sun Jan 29
 * 00:00:00 2017"), until 2024, and since (with Original Title), with the column names matched
 * whatever their case. Titles are collected and matched by IMDb ID (`Const`), exactly, through
 * TMDB's /find, whose answer says film or series; the Title Type, in the account's language, is
 * the fallback (imdb-title-type.ts). A title the catalog does not know by its ID is looked for by
 * its Title, in the account's language, and by its Original Title.
 *
 * - A rating maps as Trakt's 1 to 10 does, onto the title. A rated film was seen: it gains one
 *   watch log on the day it was rated, carrying the rating and marked as a defaulted date (the
 *   export does not say when it was watched). A rated series gets the rating alone.
 * - Episodes rated on IMDb are not imported: IMDb's row names the episode, not its series, and
 *   Screenshelf rates series and watches. They are counted as left behind, as are video games,
 *   podcasts and music videos.
 * - The watchlist is want to watch; a title on another list gains a tag named for the list.
 */
import { readCsv, type CsvRow } from './csv';
import type { ExportFile } from './export-files';
import { addTags, TitleBook, type HistoryTitle } from './history-entry';
import { imdbTitleType, LEFT_OUT_TYPES } from './imdb-title-type';
import { fromTen, parseScale } from './ratings';
import { ctimeDate, plainDate } from './read-dates';
import type { ReadReport } from './read-report';

const IMDB_ID = /^tt\d{7,10}$/;
const REQUIRED = ['Const', 'Title', 'Title Type'];

interface Reading {
	book: TitleBook;
	report: ReadReport;
	file: ExportFile;
	/** The list's name for a list file; null for ratings and the watchlist. */
	list: string | null;
}

/** The day a title was rated: Date Rated, or before 2018 the ratings file's `created`. */
function ratedOn(r: Reading, v: Record<string, string>): string | null {
	if (v['date rated'] !== undefined) return plainDate(v['date rated']);
	return r.file.name === 'ratings.csv' ? ctimeDate(v.created ?? '') : null;
}

function readRow(r: Reading, { line, values: v }: CsvRow): void {
	const path = r.file.path;
	const id = v.const ?? '';
	const typeText = v['title type'] ?? '';
	const type = imdbTitleType(typeText);
	if (!IMDB_ID.test(id)) return r.report.skip(path, line, 'Const is not an IMDb title ID', id);
	if (type !== null && type !== 'movie' && type !== 'tv') return r.report.skip(path, line, LEFT_OUT_TYPES[type], v.title);
	const year = /^\d{4}$/.test(v.year ?? '') ? Number(v.year) : null;
	const title = r.book.title(type ?? 'movie', { title: v.title || id, originalTitle: v['original title'], year, imdbId: id });
	// A Title Type in none of the languages known: the catalog's answer alone says which.
	if (type === null) title.eitherKind = true;
	r.report.used(path);
	const ratingText = v['your rating'] ?? v['you rated'] ?? '';
	const points = parseScale(ratingText, 10);
	if (points === null) r.report.leftOut(path, line, 'Your Rating is not 1 to 10: left out', ratingText);
	const rating = points ? fromTen(points) : undefined;
	if (rating) title.rating = rating;
	const rated = ratedOn(r, v);
	if (rating && rated && title.kind === 'movie' && !title.plays.some((p) => p.key === `imdb:${id}`)) {
		title.plays.push({ key: `imdb:${id}`, watchedOn: rated, rating, dateDefaulted: true, onlyIfFilm: true });
	}
	if (r.list === null && r.file.name === 'watchlist.csv') title.watchlist = true;
	else if (r.list !== null) addTags(title, [r.list]);
}

// Ratings first, so a list's film already has its rated watch.
const rank = (file: ExportFile) => (file.name === 'ratings.csv' ? 0 : file.name === 'watchlist.csv' ? 1 : 2);

export function readImdb(files: ExportFile[], report: ReadReport): HistoryTitle[] {
	const book = new TitleBook();
	for (const file of [...files].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path))) {
		const table = report.file(() => readCsv(file.text, file.path, REQUIRED, { anyCase: true }));
		if (!table) continue;
		report.opened(file.path);
		book.reading(file.path);
		const list = rank(file) === 2 ? file.path.replaceAll('\\', '/').split('/').at(-1)!.replace(/\.csv$/i, '') : null;
		for (const row of table.rows) readRow({ book, report, file, list }, row);
	}
	return book.all();
}
