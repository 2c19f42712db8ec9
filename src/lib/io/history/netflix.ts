/**
 * Netflix's histories: the account page's NetflixViewingHistory.csv (Title, Date in the
 * account's locale) and the data archive's CONTENT_INTERACTION files: ViewingActivity.csv (every
 * play of every profile, in UTC, with trailers and other supplemental videos among them),
 * Ratings.csv (thumbs, or stars before 2017) and MyList.csv. The archive's rows are read for one
 * profile: the person picks it when there are several.
 *
 * A series row names its season and the episode by name (a first season's often neither: which rows
 * are episodes the whole file tells, netflix-series.ts); the number comes from the series' episode
 * guide once the series is matched (episode-names.ts). A play shorter than
 * MIN_PLAY_MINUTES is not a watch (an autoplay left running, a start abandoned), and plays of
 * one title, or one episode, on one day are one watch.
 */
import { readCsv, type CsvRow } from './csv';
import type { ExportFile } from './export-files';
import { TitleBook, type HistoryTitle } from './history-entry';
import { dateOrderOf, netflixDate } from './netflix-dates';
import { netflixNames, type NetflixPlay } from './netflix-series';
import type { NetflixName } from './netflix-titles';
import { fromStars } from './ratings';
import { dayOf } from './read-dates';
import type { ReadReport } from './read-report';

export const MIN_PLAY_MINUTES = 5;

export interface NetflixOptions {
	/** The archive's profile to read; needed only when it holds more than one. */
	profile?: string;
}

type FileKind = 'history' | 'activity' | 'ratings' | 'mylist';

const REQUIRED: Record<FileKind, string[]> = {
	history: ['Title', 'Date'],
	activity: ['Profile Name', 'Start Time', 'Duration', 'Title'],
	ratings: ['Profile Name', 'Title Name'],
	mylist: ['Profile Name', 'Title Name']
};
// Plays first: they tell series from films, which ratings and the list do not.
const ORDER: FileKind[] = ['history', 'activity', 'ratings', 'mylist'];

function kindOf(file: ExportFile): FileKind {
	if (file.name.startsWith('netflixviewinghistory')) return 'history';
	if (file.name === 'viewingactivity.csv') return 'activity';
	return file.name === 'ratings.csv' ? 'ratings' : 'mylist';
}

const THUMBS = { '1': 'dislike', '2': 'like', '3': 'love' } as const;

function minutesOf(duration: string): number | null {
	const m = /^(\d+):(\d{2}):(\d{2})$/.exec(duration.trim());
	return m ? Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) / 60 : null;
}

/** The profiles the archive's files name, in the order first met. */
export function netflixProfiles(files: ExportFile[]): string[] {
	const names = new Set<string>();
	for (const file of files) {
		if (kindOf(file) === 'history') continue;
		try {
			for (const row of readCsv(file.text, file.path, ['Profile Name']).rows) if (row.values['Profile Name']) names.add(row.values['Profile Name']);
		} catch {
			// A file without the column is refused when it is read; it names no profile.
		}
	}
	return [...names];
}

interface Reading {
	book: TitleBook;
	report: ReadReport;
	file: ExportFile;
	profile: string | undefined;
	/** What each played title names, told from all the plays (netflix-series.ts). */
	names: Map<string, NetflixName>;
}

function play(r: Reading, row: CsvRow, raw: string, day: string): void {
	const name = r.names.get(raw.trim())!;
	const key = `netflix:${raw}|${day}`;
	const title = name.season === undefined ? film(r, name.title) : r.book.title('tv', { title: name.title, year: null });
	r.report.used(r.file.path);
	if (title.plays.some((p) => p.key === key)) return;
	title.plays.push({
		key,
		watchedOn: day,
		...(name.season !== undefined && { season: name.season, episodeName: name.episodeName }),
		...(name.episode !== undefined && { episode: name.episode })
	});
}

function film(r: Reading, name: string): HistoryTitle {
	const title = r.book.title('movie', { title: name, year: null });
	title.eitherKind = true;
	return title;
}

type DateOrder = ReturnType<typeof dateOrderOf>;

/** The day of a play: the account page's dates are in its locale, the archive's times in UTC. */
function dayOfPlay(kind: 'history' | 'activity', row: CsvRow, order: DateOrder): string | null {
	return kind === 'history' ? netflixDate(row.values.Date ?? '', order) : dayOf(row.values['Start Time'] ?? '', true);
}

function readRow(r: Reading, kind: FileKind, row: CsvRow, order: DateOrder): void {
	const v = row.values;
	const path = r.file.path;
	if (kind !== 'history' && r.profile !== undefined && v['Profile Name'] !== r.profile) {
		return r.report.skip(path, row.line, "another profile's: not read", v['Profile Name']);
	}
	const raw = (kind === 'history' || kind === 'activity' ? v.Title : v['Title Name']) ?? '';
	if (raw === '') return r.report.skip(path, row.line, 'names no title');
	if (kind === 'history') {
		const day = dayOfPlay(kind, row, order);
		return day === null ? r.report.skip(path, row.line, 'Date is not a date', v.Date) : play(r, row, raw, day);
	}
	if (kind === 'activity') {
		const extra = v['Supplemental Video Type'] ?? '';
		if (extra !== '') return r.report.skip(path, row.line, 'a trailer, teaser, hook or recap: not a watch', extra);
		const minutes = minutesOf(v.Duration ?? '');
		if (minutes !== null && minutes < MIN_PLAY_MINUTES) return r.report.skip(path, row.line, `played for less than ${MIN_PLAY_MINUTES} minutes: not a watch`, v.Duration);
		const day = dayOfPlay(kind, row, order);
		return day === null ? r.report.skip(path, row.line, 'Start Time is not a date and time', v['Start Time']) : play(r, row, raw, day);
	}
	if (kind === 'mylist') {
		film(r, raw).watchlist = true;
		return r.report.used(path);
	}
	const thumbs = THUMBS[(v['Thumbs Value'] ?? '') as keyof typeof THUMBS];
	const stars = /^[1-5]$/.test(v['Star Value'] ?? '') ? fromStars(Number(v['Star Value'])) : undefined;
	const rating = thumbs ?? stars;
	if (!rating) return r.report.skip(path, row.line, 'a rating with no thumbs or stars');
	film(r, raw).rating = rating;
	r.report.used(path);
}

/**
 * A film row of a title the plays show to be a series (its list entry, its rating) belongs to the
 * series. A played one does not: Netflix names a series' play by its episode, so a play of the
 * name alone is a film of the same name ("Safe" beside "Safe: Aflevering 1").
 */
function joinSeries(titles: HistoryTitle[]): HistoryTitle[] {
	const series = new Map(titles.filter((t) => t.kind === 'tv').map((t) => [t.title, t]));
	return titles.filter((t) => {
		const same = t.kind === 'movie' && t.plays.length === 0 ? series.get(t.title) : undefined;
		if (!same) return true;
		same.rating ??= t.rating;
		same.watchlist ||= t.watchlist;
		same.plays.push(...t.plays);
		same.files.push(...t.files.filter((f) => !same.files.includes(f)));
		return false;
	});
}

/** The plays' titles and days, every profile's: how Netflix names a series is the catalog's, not the person's. */
function playsOf(kind: FileKind, rows: CsvRow[], order: DateOrder): NetflixPlay[] {
	if (kind !== 'history' && kind !== 'activity') return [];
	return rows.filter((row) => (row.values['Supplemental Video Type'] ?? '') === '').map((row) => ({ title: row.values.Title ?? '', day: dayOfPlay(kind, row, order) }));
}

export function readNetflix(files: ExportFile[], report: ReadReport, options: NetflixOptions = {}): HistoryTitle[] {
	const book = new TitleBook();
	const profiles = netflixProfiles(files);
	const profile = options.profile ?? (profiles.length > 1 ? profiles[0] : undefined);
	const sorted = [...files].sort((a, b) => ORDER.indexOf(kindOf(a)) - ORDER.indexOf(kindOf(b)) || a.path.localeCompare(b.path));
	const tables = sorted.flatMap((file) => {
		const kind = kindOf(file);
		const table = report.file(() => readCsv(file.text, file.path, REQUIRED[kind]));
		if (!table) return [];
		const order = dateOrderOf(kind === 'history' ? table.rows.map((row) => row.values.Date ?? '') : []);
		return [{ file, kind, rows: table.rows, order }];
	});
	const names = netflixNames(tables.flatMap((t) => playsOf(t.kind, t.rows, t.order)));
	for (const { file, kind, rows, order } of tables) {
		report.opened(file.path);
		book.reading(file.path);
		for (const row of rows) readRow({ book, report, file, profile, names }, kind, row, order);
	}
	return joinSeries(book.all());
}
