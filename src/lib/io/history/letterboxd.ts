/**
 * Letterboxd's export: diary.csv (one row a diary entry), reviews.csv (diary entries with their
 * review), ratings.csv, watched.csv and watchlist.csv. Films only, named by title and year.
 */
import { readCsv, type CsvTable } from './csv';
import type { ExportFile } from './export-files';
import { addTags, TitleBook, type HistoryTitle } from './history-entry';
import { fromStars, parseScale } from './ratings';
import { plainDate, ReadIssues } from './read-issues';

const FILM = ['Name', 'Year'];
const REQUIRED: Record<string, string[]> = {
	'diary.csv': [...FILM, 'Watched Date'],
	'reviews.csv': [...FILM, 'Review'],
	'ratings.csv': [...FILM, 'Rating'],
	'watched.csv': FILM,
	'watchlist.csv': FILM
};
// Diary rows first, so a review finds the entry it belongs to.
const ORDER = ['diary.csv', 'reviews.csv', 'ratings.csv', 'watched.csv', 'watchlist.csv'];

type Row = CsvTable['rows'][number];

function film(book: TitleBook, row: Row, file: string, issues: ReadIssues): HistoryTitle | null {
	const { Name: name = '', Year: yearText = '' } = row.values;
	const year = yearText === '' ? null : Number(yearText);
	if (name === '') issues.add(file, row.line, 'has no film Name');
	else if (year !== null && !(Number.isInteger(year) && year >= 1870 && year <= 2200)) issues.add(file, row.line, `Year "${yearText}" is not a year`);
	else return book.title('movie', { title: name, year });
	return null;
}

function rating(row: Row, file: string, issues: ReadIssues) {
	const stars = parseScale(row.values.Rating ?? '', 5);
	if (stars === null) issues.add(file, row.line, `Rating "${row.values.Rating}" is not 0.5 to 5 stars`);
	return stars ? fromStars(stars) : undefined;
}

/** The diary entry a review belongs to: the same Letterboxd URI, else the same film and day. */
function diaryPlayOf(title: HistoryTitle, uri: string, day: string | null) {
	return title.plays.find((p) => (uri !== '' && p.key === uri) || (day !== null && p.watchedOn === day && p.notes === undefined));
}

function readRow(book: TitleBook, file: string, row: Row, issues: ReadIssues): void {
	const title = film(book, row, file, issues);
	if (!title) return;
	const v = row.values;
	const uri = v['Letterboxd URI'] ?? '';
	const watched = v['Watched Date'] ?? '';
	const day = watched === '' ? null : plainDate(watched);
	if (watched !== '' && day === null) return issues.add(file, row.line, `Watched Date "${watched}" is not a date written YYYY-MM-DD`);
	if (file === 'diary.csv' || file === 'reviews.csv') addTags(title, (v.Tags ?? '').split(',').map((t) => t.trim()));
	if (file === 'diary.csv') {
		if (day === null) return issues.add(file, row.line, 'has no Watched Date');
		const stars = rating(row, file, issues);
		// Without a URI, the film, day and place in the file tell entries apart.
		const key = uri || `${title.key}|${day}|${title.plays.filter((p) => p.watchedOn === day).length}`;
		title.plays.push({ key, watchedOn: day, ...(stars && { rating: stars }) });
	} else if (file === 'reviews.csv') {
		const review = v.Review ?? '';
		if (review === '') return;
		const play = diaryPlayOf(title, uri, day);
		if (play) play.notes = review;
		else if (day !== null) title.plays.push({ key: uri || `${title.key}|${day}|review`, watchedOn: day, notes: review });
		else title.notes = title.notes ? `${title.notes}\n\n${review}` : review;
	} else if (file === 'ratings.csv') {
		const stars = rating(row, file, issues);
		if (stars) title.rating = stars;
	} else if (file === 'watched.csv') title.watched = true;
	else title.watchlist = true;
}

export function readLetterboxd(files: ExportFile[], issues: ReadIssues): HistoryTitle[] {
	const book = new TitleBook();
	const sorted = [...files].sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
	for (const file of sorted) {
		const table = issues.file(() => readCsv(file.text, file.name, REQUIRED[file.name]!));
		for (const row of table?.rows ?? []) readRow(book, file.name, row, issues);
	}
	return book.all();
}
