/**
 * TV Time's GDPR export, in each shape it has had: the current tracking files
 * (tracking-prod-records-v2.csv and the older tracking-prod-records.csv), followed_tv_show.csv,
 * user_tv_show_data.csv, and the 2020-era seen_episode.csv and rewatched_episode.csv (whose
 * rows may name an episode by its TVDB ID alone: those plays are returned apart, for /find).
 * Columns are found by name in any order; a row that is not a watch is used for what it says (a
 * follow saves the series) or skipped and counted; a file is refused only when it lacks the
 * columns that make it TV Time's.
 */
import { readCsv, type CsvRow } from './csv';
import { mergeEpisodeRuns } from './episode-runs';
import type { ExportFile } from './export-files';
import { TitleBook, type EpisodeIdPlay, type HistoryTitle } from './history-entry';
import type { ReadReport } from './read-report';
import { readFollowedRow, readShowDataRow, learnSeriesIds } from './tvtime-series-files';
import { readRewatchedEpisodeRow, readSeenEpisodeRow } from './tvtime-episode-files';
import { readV1Row, readV2Row } from './tvtime-tracking';
import type { TvTimeReading } from './tvtime-reading';

interface FileKind {
	/** The columns without which the file is not TV Time's. */
	required: string[];
	read: (r: TvTimeReading, row: CsvRow) => void;
}

// In reading order: the series files first, so seen_episode.csv finds TVDB IDs by name.
const FILES: Record<string, FileKind> = {
	'followed_tv_show.csv': { required: ['tv_show_id'], read: readFollowedRow },
	'user_tv_show_data.csv': { required: ['tv_show_id'], read: readShowDataRow },
	'tracking-prod-records-v2.csv': { required: ['key', 's_id'], read: readV2Row },
	'tracking-prod-records.csv': { required: ['type'], read: readV1Row },
	// Named by series and numbers since about 2021; before, by the episode's TVDB ID alone.
	'seen_episode.csv': { required: ['episode_id'], read: readSeenEpisodeRow },
	'rewatched_episode.csv': { required: ['episode_id'], read: readRewatchedEpisodeRow }
};
const ORDER = Object.keys(FILES);

export function readTvTime(files: ExportFile[], report: ReadReport): { titles: HistoryTitle[]; episodeIdPlays: EpisodeIdPlay[] } {
	const book = new TitleBook();
	const episodeIdPlays: EpisodeIdPlay[] = [];
	const tvdbByName = new Map<string, string>();
	const hasV2 = files.some((f) => f.name === 'tracking-prod-records-v2.csv');
	const tables = [...files]
		.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
		.map((file) => ({ file, kind: FILES[file.name]!, table: report.file(() => readCsv(file.text, file.path, FILES[file.name]!.required)) }));
	for (const { table } of tables) learnSeriesIds(tvdbByName, table?.rows ?? []);
	for (const { file, kind, table } of tables) {
		if (!table) continue;
		report.opened(file.path);
		book.reading(file.path);
		const reading: TvTimeReading = { book, report, file, tvdbByName, hasV2, episodeIdPlays };
		for (const row of table.rows) kind.read(reading, row);
	}
	const titles = book.all();
	for (const title of titles) if (title.kind === 'tv') title.plays = mergeEpisodeRuns(title.plays);
	return { titles, episodeIdPlays };
}
