/**
 * Letterboxd's export: diary.csv (one row a diary entry), reviews.csv (diary entries with their
 * review), ratings.csv, watched.csv, watchlist.csv and likes/films.csv (a liked film gains the
 * tag "liked"). Films only. A film is known by its
 * `Letterboxd URI` in watched.csv, ratings.csv and watchlist.csv; diary and review rows carry
 * the entry's URI instead, so they reach their film through those files by name and year.
 */
import { readCsv, type CsvRow } from './csv';
import type { ExportFile } from './export-files';
import { addTags, TitleBook, type HistoryTitle } from './history-entry';
import { fromStars, parseScale } from './ratings';
import { plainDate } from './read-dates';
import type { ReadReport } from './read-report';

const FILM = ['Name', 'Year'];
const REQUIRED: Record<string, string[]> = {
	'diary.csv': [...FILM, 'Watched Date'],
	'reviews.csv': [...FILM, 'Review'],
	'ratings.csv': [...FILM, 'Rating'],
	'watched.csv': FILM,
	'watchlist.csv': FILM,
	'films.csv': FILM
};
// Diary rows first, so a review finds the entry it belongs to.
const ORDER = ['diary.csv', 'reviews.csv', 'ratings.csv', 'watched.csv', 'watchlist.csv', 'films.csv'];
// Files whose URI names the film itself (films.csv is likes/films.csv, the films liked).
const FILM_FILES = new Set(['ratings.csv', 'watched.csv', 'watchlist.csv', 'films.csv']);
/** The tag a film liked on Letterboxd gains: Screenshelf has no likes, and a tag can be searched and exported. */
export const LIKED_TAG = 'liked';

/** Film URIs by name and year as written: one means the diary's film is known; two cannot be told apart. */
class FilmIndex {
	private readonly uris = new Map<string, Set<string>>();

	private static key(name: string, year: string): string {
		return `${name}|${year}`;
	}

	add(row: CsvRow): void {
		const { Name: name = '', Year: year = '', 'Letterboxd URI': uri = '' } = row.values;
		if (name === '' || uri === '') return;
		const key = FilmIndex.key(name, year);
		this.uris.set(key, (this.uris.get(key) ?? new Set()).add(uri));
	}

	uriOf(row: CsvRow): string | undefined {
		const found = this.uris.get(FilmIndex.key(row.values.Name ?? '', row.values.Year ?? ''));
		return found?.size === 1 ? [...found][0] : undefined;
	}
}

interface Reading {
	book: TitleBook;
	films: FilmIndex;
	report: ReadReport;
	file: ExportFile;
}

function film({ book, films, report, file }: Reading, row: CsvRow): HistoryTitle | null {
	const { Name: name = '', Year: yearText = '', 'Letterboxd URI': ownUri = '' } = row.values;
	const year = yearText === '' ? null : Number(yearText);
	if (name === '') report.skip(file.path, row.line, 'no film Name');
	else if (year !== null && !(Number.isInteger(year) && year >= 1870 && year <= 2200)) report.skip(file.path, row.line, 'Year is not a year', yearText);
	else {
		const uri = FILM_FILES.has(file.name) ? ownUri : films.uriOf(row);
		return book.title('movie', { title: name, year, ...(uri && { ref: `letterboxd:${uri}` }) });
	}
	return null;
}

function rating(r: Reading, row: CsvRow) {
	const stars = parseScale(row.values.Rating ?? '', 5);
	if (stars === null) r.report.leftOut(r.file.path, row.line, 'Rating is not 0.5 to 5 stars: left out', row.values.Rating);
	return stars ? fromStars(stars) : undefined;
}

/** The diary entry a review belongs to: the same Letterboxd URI, else the same film and day. */
function diaryPlayOf(title: HistoryTitle, uri: string, day: string | null) {
	return title.plays.find((p) => (uri !== '' && p.key === uri) || (day !== null && p.watchedOn === day && p.notes === undefined));
}

function readRow(r: Reading, row: CsvRow): void {
	const file = r.file.name;
	const v = row.values;
	const uri = v['Letterboxd URI'] ?? '';
	const watched = v['Watched Date'] ?? '';
	const day = watched === '' ? null : plainDate(watched);
	if (watched !== '' && day === null) return r.report.skip(r.file.path, row.line, 'Watched Date is not a date written YYYY-MM-DD', watched);
	if (file === 'diary.csv' && day === null) return r.report.skip(r.file.path, row.line, 'no Watched Date');
	const title = film(r, row);
	if (!title) return;
	r.report.used(r.file.path);
	if (file === 'diary.csv' || file === 'reviews.csv') addTags(title, (v.Tags ?? '').split(',').map((t) => t.trim()));
	if (file === 'diary.csv') {
		const stars = rating(r, row);
		// Without a URI, the film, day and place in the file tell entries apart.
		const key = uri || `${title.key}|${day}|${title.plays.filter((p) => p.watchedOn === day).length}`;
		title.plays.push({ key, watchedOn: day!, ...(stars && { rating: stars }) });
	} else if (file === 'reviews.csv') {
		const review = v.Review ?? '';
		if (review === '') return;
		const play = diaryPlayOf(title, uri, day);
		if (play) play.notes = review;
		else if (day !== null) title.plays.push({ key: uri || `${title.key}|${day}|review`, watchedOn: day, notes: review });
		else title.notes = title.notes ? `${title.notes}\n\n${review}` : review;
	} else if (file === 'ratings.csv') {
		const stars = rating(r, row);
		if (stars) title.rating = stars;
	} else if (file === 'watched.csv') title.watched = true;
	else if (file === 'films.csv') addTags(title, [LIKED_TAG]);
	else title.watchlist = true;
}

export function readLetterboxd(files: ExportFile[], report: ReadReport): HistoryTitle[] {
	const book = new TitleBook();
	const films = new FilmIndex();
	const tables = [...files]
		.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
		.map((file) => ({ file, table: report.file(() => readCsv(file.text, file.path, REQUIRED[file.name]!)) }));
	for (const { file, table } of tables) if (FILM_FILES.has(file.name)) for (const row of table?.rows ?? []) films.add(row);
	for (const { file, table } of tables) {
		report.opened(file.path);
		book.reading(file.path);
		for (const row of table?.rows ?? []) readRow({ book, films, report, file }, row);
	}
	return book.all();
}
