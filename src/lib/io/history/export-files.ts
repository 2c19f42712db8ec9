/**
 * The files of an export, from a ZIP or picked loose. Only the files a reader knows are ever
 * decompressed or read: a Trakt export's profile files (they hold the person's email) and
 * everything else are left untouched, never parsed, never stored.
 */
import { unzipSync } from 'fflate';
import { GatewayError } from '../../domain/errors';
import type { HistorySource } from './history-entry';

export interface ExportFile {
	/** The path inside the export, e.g. `trakt/watched-history-2.json`. */
	path: string;
	name: string;
	source: HistorySource;
	text: string;
}

/** Far above a 20-year diary; far below what a browser tab can hold as text. */
export const MAX_EXPORT_BYTES = 200 * 1024 * 1024;
/**
 * The most the files read out of one ZIP may come to, inflated. A few kilobytes of ZIP can
 * declare hundreds of megabytes: the declared sizes are added up before anything is inflated,
 * and fflate inflates each entry into a buffer of its declared size, so a size that lies cuts
 * the entry short instead of growing past the total.
 */
export const MAX_INFLATED_BYTES = 100 * 1024 * 1024;

// Letterboxd's ZIP also holds deleted and orphaned entries and lists, under folders of those names.
const LETTERBOXD_FILES = new Set(['diary.csv', 'reviews.csv', 'watched.csv']);
const LETTERBOXD_SKIPPED_FOLDERS = new Set(['deleted', 'orphaned', 'likes', 'lists']);
// Trakt's lists-lists.json only names the lists; each list's items are in a lists-<slug>.json of its own.
const TRAKT_FILE = /^(watched-history|ratings-(movies|shows|seasons|episodes)|lists-(?!lists\b)[\w-]+?)(-\d+)?\.json$/;
const TVTIME_FILES = new Set(['tracking-prod-records-v2.csv', 'tracking-prod-records.csv', 'followed_tv_show.csv', 'user_tv_show_data.csv', 'seen_episode.csv', 'rewatched_episode.csv']);
// The account page's download gets a " (1)" when saved twice; the data archive's files sit in CONTENT_INTERACTION/.
const NETFLIX_FILE = /^(netflixviewinghistory( ?\(\d+\))?|viewingactivity|mylist)\.csv$/;
// Names more than one service writes: Letterboxd's, Netflix's and IMDb's ratings.csv, Letterboxd's and IMDb's watchlist.csv.
const SHARED_NAMES = new Set(['ratings.csv', 'watchlist.csv']);

/** Which service's reader takes this file by its path alone; 'header' when its first line must say ('loose-header': only when picked loose, never from a ZIP). */
export function sourceOf(path: string): HistorySource | 'header' | 'loose-header' | null {
	const parts = path.replaceAll('\\', '/').split('/').filter(Boolean);
	const name = (parts.at(-1) ?? '').toLowerCase();
	const folders = parts.slice(0, -1).map((p) => p.toLowerCase());
	// likes/films.csv lists the films liked; the folder's other files are likes of reviews and lists.
	if (folders.at(-1) === 'likes' && name === 'films.csv') return 'letterboxd';
	if (folders.some((p) => LETTERBOXD_SKIPPED_FOLDERS.has(p))) return null;
	if (LETTERBOXD_FILES.has(name)) return 'letterboxd';
	if (TRAKT_FILE.test(name)) return 'trakt';
	if (TVTIME_FILES.has(name)) return 'tvtime';
	if (NETFLIX_FILE.test(name)) return 'netflix';
	if (SHARED_NAMES.has(name)) return folders.includes('content_interaction') ? 'netflix' : 'header';
	// IMDb names a list's export after the list: any other CSV picked loose is IMDb's when its
	// columns say so. Inside a ZIP only the names above are ever inflated.
	return name.endsWith('.csv') ? 'loose-header' : null;
}

/** The columns a CSV's first line names, as written. */
function headerColumns(text: string): Set<string> {
	const head = text.slice(0, 2000).split(/\r?\n/, 1)[0] ?? '';
	return new Set(head.replace(/^\uFEFF/, '').split(',').map((c) => c.trim().replace(/^"|"$/g, '')));
}

// Letterboxd's watched.csv and watchlist.csv share their columns: a renamed one is told by its name.
function letterboxdName(name: string, columns: Set<string>): string {
	if (columns.has('Review')) return 'reviews.csv';
	if (columns.has('Watched Date')) return 'diary.csv';
	if (columns.has('Rating')) return 'ratings.csv';
	return name.includes('watchlist') ? 'watchlist.csv' : 'watched.csv';
}

function netflixName(columns: Set<string>): string | null {
	if (columns.has('Start Time')) return 'viewingactivity.csv';
	if (columns.has('Rating Type')) return 'ratings.csv';
	if (columns.has('Utc Title Add Date')) return 'mylist.csv';
	return null;
}

// IMDb's lists (and, before 2018, every export) have a Position; its ratings since do not.
function imdbName(name: string, columns: Set<string>): string {
	if (name === 'ratings.csv' || name === 'watchlist.csv') return name;
	if (!columns.has('Position') && !columns.has('position')) return 'ratings.csv';
	return name.includes('watchlist') ? 'watchlist.csv' : name;
}

/**
 * A file of a shared name, or one picked loose under a name no reader knows (a list's CSV, a
 * renamed "lb-diary.csv"), by the columns its first line names: which reader takes it, and the
 * name that reader knows it by.
 */
function byHeader(name: string, text: string): { source: HistorySource; name: string } | null {
	const columns = headerColumns(text);
	const lower = new Set([...columns].map((c) => c.toLowerCase()));
	// IMDb has written "Const" and "Title Type", and before 2018 "const" and "Title type".
	if (lower.has('const') && lower.has('title type')) return { source: 'imdb', name: imdbName(name, columns) };
	if (columns.has('Letterboxd URI') && columns.has('Name')) {
		// likes/films.csv, picked loose without its folder, keeps its name.
		return { source: 'letterboxd', name: SHARED_NAMES.has(name) || name === 'films.csv' ? name : letterboxdName(name, columns) };
	}
	if (columns.has('Profile Name')) {
		const known = SHARED_NAMES.has(name) ? name : netflixName(columns);
		return known ? { source: 'netflix', name: known } : null;
	}
	if (columns.size === 2 && columns.has('Title') && columns.has('Date')) return { source: 'netflix', name: 'netflixviewinghistory.csv' };
	return null;
}

// Windows-1252's letters in 0x80 to 0x9f ("’", "œ", "€"), where Latin-1 has control characters.
// Node's TextDecoder reads "windows-1252" as Latin-1 (browsers do not), so the table is ours.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * A file's text: UTF-8 (its BOM dropped) when its bytes are valid UTF-8, else Windows-1252,
 * which IMDb's older exports and spreadsheets saved on Windows write (Latin-1 is Windows-1252
 * for every letter a title holds). A title never holds U+FFFD.
 */
export function decodeText(bytes: Uint8Array): string {
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
	} catch {
		return new TextDecoder('latin1').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
	}
}

function exportFile(path: string, text: string): ExportFile | null {
	const name = path.replaceAll('\\', '/').split('/').at(-1)!.toLowerCase();
	const byName = sourceOf(path);
	if (byName === null) return null;
	if (byName !== 'header' && byName !== 'loose-header') return { path, name, source: byName, text };
	const recognized = byHeader(name, text);
	return recognized && { path, ...recognized, text };
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

function tooLarge(zipName: string, total: number): GatewayError {
	return new GatewayError(
		'invalid_input',
		`The files in ${zipName} would come to ${mb(total)} MB once unpacked; the most one import unpacks is ${mb(MAX_INFLATED_BYTES)} MB. Nothing was imported.`,
		{ issues: [{ path: zipName, message: 'unpacks to more than the import reads' }] }
	);
}

function unzip(bytes: Uint8Array, zipName: string): ExportFile[] {
	let entries: Record<string, Uint8Array>;
	let inflated = 0;
	try {
		entries = unzipSync(bytes, {
			filter: (file) => {
				const source = sourceOf(file.name);
				if (source === null || source === 'loose-header') return false;
				inflated += file.originalSize;
				if (inflated > MAX_INFLATED_BYTES) throw tooLarge(zipName, inflated);
				return true;
			}
		});
	} catch (error) {
		if (error instanceof GatewayError) throw error;
		const detail = error instanceof Error ? error.message : String(error);
		throw new GatewayError('invalid_input', `${zipName} could not be opened as a ZIP file (${detail}). Choose the export as it was downloaded, or its files.`, {
			issues: [{ path: zipName, message: 'not a readable ZIP file' }]
		});
	}
	return Object.entries(entries).flatMap(([path, data]) => exportFile(path, decodeText(data)) ?? []);
}

/** Reads picked files: ZIPs are opened, loose files kept when a reader knows their name. */
export async function readExportFiles(files: readonly File[]): Promise<ExportFile[]> {
	const size = files.reduce((n, f) => n + f.size, 0);
	if (size > MAX_EXPORT_BYTES) {
		throw new GatewayError('invalid_input', `These files come to ${mb(size)} MB; the most one import reads is ${mb(MAX_EXPORT_BYTES)} MB.`, {
			issues: [{ path: '', message: 'files too large' }]
		});
	}
	const out: ExportFile[] = [];
	for (const file of files) {
		if (/\.zip$/i.test(file.name)) out.push(...unzip(new Uint8Array(await file.arrayBuffer()), file.name));
		else if (sourceOf(file.name)) {
			const read = exportFile(file.name, decodeText(new Uint8Array(await file.arrayBuffer())));
			if (read) out.push(read);
		}
	}
	return out;
}
