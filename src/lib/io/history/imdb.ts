/**
 * IMDb's CSV exports: ratings.csv (Your Rating 1 to 10, Date Rated), the watchlist and any list,
 * in the older header and the 2024 one (which adds Original Title, and whose Title Type says
 * "TV Series" where the older says "tvSeries"). Titles are collected and matched by IMDb ID
 * (`Const`), exactly, through TMDB's /find; `Title Type` says film or series.
 *
 * - A rating maps as Trakt's 1 to 10 does, onto the title. A rated film was seen: it gains one
 *   watch log on the day it was rated, carrying the rating and marked as a defaulted date (the
 *   export does not say when it was watched). A rated series gets the rating alone.
 * - Episodes rated on IMDb are not imported: IMDb's row names the episode, not its series, and
 *   Screenshelf rates series and watches. They are counted as left behind, as are video games
 *   and podcasts.
 * - The watchlist is want to watch; a title on another list gains a tag named for the list.
 */
import { readCsv, type CsvRow } from './csv';
import type { ExportFile } from './export-files';
import { addTags, TitleBook, type HistoryTitle } from './history-entry';
import { fromTen, parseScale } from './ratings';
import { plainDate } from './read-dates';
import type { ReadReport } from './read-report';

const FILMS = new Set(['movie', 'tvmovie', 'tvspecial', 'video', 'short', 'tvshort']);
const SERIES = new Set(['tvseries', 'tvminiseries']);
const EPISODES = new Set(['tvepisode', 'podcastepisode']);
const IMDB_ID = /^tt\d{7,10}$/;

/** "TV Mini Series" and "tvMiniSeries" alike. */
const typeOf = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

interface Reading {
	book: TitleBook;
	report: ReadReport;
	file: ExportFile;
	/** The list's name for a list file; null for ratings and the watchlist. */
	list: string | null;
}

function readRow(r: Reading, { line, values: v }: CsvRow): void {
	const path = r.file.path;
	const id = v.Const ?? '';
	const type = typeOf(v['Title Type'] ?? '');
	if (!IMDB_ID.test(id)) return r.report.skip(path, line, 'Const is not an IMDb title ID', id);
	if (EPISODES.has(type)) return r.report.skip(path, line, "an episode: IMDb's row does not name its series, so it is not imported", v.Title);
	if (!FILMS.has(type) && !SERIES.has(type)) return r.report.skip(path, line, 'not a film or series', v['Title Type']);
	const year = /^\d{4}$/.test(v.Year ?? '') ? Number(v.Year) : null;
	const title = r.book.title(SERIES.has(type) ? 'tv' : 'movie', { title: v.Title || id, year, imdbId: id });
	r.report.used(path);
	const points = parseScale(v['Your Rating'] ?? '', 10);
	if (points === null) r.report.leftOut(path, line, 'Your Rating is not 1 to 10: left out', v['Your Rating']);
	const rating = points ? fromTen(points) : undefined;
	if (rating) title.rating = rating;
	const rated = plainDate(v['Date Rated'] ?? '');
	if (rating && rated && title.kind === 'movie' && !title.plays.some((p) => p.key === `imdb:${id}`)) {
		title.plays.push({ key: `imdb:${id}`, watchedOn: rated, rating, dateDefaulted: true });
	}
	if (r.list === null && r.file.name === 'watchlist.csv') title.watchlist = true;
	else if (r.list !== null) addTags(title, [r.list]);
}

// Ratings first, so a list's film already has its rated watch.
const rank = (file: ExportFile) => (file.name === 'ratings.csv' ? 0 : file.name === 'watchlist.csv' ? 1 : 2);

export function readImdb(files: ExportFile[], report: ReadReport): HistoryTitle[] {
	const book = new TitleBook();
	for (const file of [...files].sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path))) {
		const table = report.file(() => readCsv(file.text, file.path, ['Const', 'Title', 'Title Type']));
		if (!table) continue;
		report.opened(file.path);
		book.reading(file.path);
		const list = rank(file) === 2 ? file.path.replaceAll('\\', '/').split('/').at(-1)!.replace(/\.csv$/i, '') : null;
		for (const row of table.rows) readRow({ book, report, file, list }, row);
	}
	return book.all();
}
