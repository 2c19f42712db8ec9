/**
 * What TV Time's readers share: the series a row names (by TVDB ID where the export gives one),
 * and the day a row says the person watched, read from the columns that say so before the time
 * the row was written.
 */
import type { ExportFile } from './export-files';
import { splitYear, type EpisodeIdPlay, type HistoryTitle, type TitleBook } from './history-entry';
import { dayOf, dayOfEpoch } from './read-dates';
import type { ReadReport } from './read-report';

export interface TvTimeReading {
	book: TitleBook;
	report: ReadReport;
	file: ExportFile;
	/** TVDB IDs by series name as written, from the files that give both (the 2020-era files name series only). */
	tvdbByName: Map<string, string>;
	/** tracking-prod-records-v2.csv is in the export: its episode watches are the full ones. */
	hasV2: boolean;
	/** Watches the 2020-era files name by TVDB episode ID alone, for /find to place. */
	episodeIdPlays: EpisodeIdPlay[];
}

export type Row = Record<string, string>;

const TVDB_ID = /^[1-9]\d{0,11}$/;

/** Far beyond any real rewatching of one title or episode; past it a count is more likely a fault than a person. */
export const MOST_REWATCHES = 100;

export const wholeNumber = (text: string | undefined) => (text !== undefined && /^\d{1,6}$/.test(text) ? Number(text) : null);

export const yes = (text: string | undefined) => text === '1' || text?.toLowerCase() === 'true';

/** The first column of a row that has a value. */
export const first = (v: Row, columns: readonly string[]) => columns.map((c) => v[c] ?? '').find((x) => x !== '') ?? '';

export function series(r: TvTimeReading, name: string, tvdbId: string): HistoryTitle {
	const { title, year } = splitYear(name);
	const id = TVDB_ID.test(tvdbId) ? tvdbId : r.tvdbByName.get(name.trim());
	return r.book.title('tv', { title: title || `TV Time series ${tvdbId}`, year, ...(id && { tvdbId: id }) });
}

// Go's default time format, as the 2020-era files write it: "2017-05-02 21:24:51 +0000 UTC".
const GO_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d+)?) ([+-]\d{2})(\d{2})(?: [A-Za-z]{1,5})?$/;

const isoOfGoTime = (text: string) => text.replace(GO_TIME, '$1T$2$3:$4');

/**
 * The day a row says the person watched: its watch date or check-in time (`watch_date`, `gsi`)
 * when it has one, and only else the time the row was written (`created_at`). TV Time writes
 * times in UTC ("2023-11-04 15:30:38", or with Go's "+0000 UTC" after it) or as numbers since
 * 1970; a column holding neither (v2's `gsi` often holds the row's kind) is passed over.
 */
export function watchDay(v: Row, columns: readonly string[] = ['watch_date', 'gsi', 'created_at']): string | null {
	for (const column of columns) {
		const text = isoOfGoTime(v[column] ?? '');
		const day = dayOf(text, true) ?? dayOfEpoch(text);
		if (day !== null) return day;
	}
	return null;
}
