/**
 * An export's files read into titles by the reader of the service that wrote them. Rows a reader
 * cannot use are skipped and reported with their lines; only a file that is not the export its
 * name says (or cannot be read at all) refuses the import.
 */
import { importRefused } from '../../transfer/library-transfer';
import { GatewayError } from '../../domain/errors';
import type { ExportFile } from './export-files';
import { SOURCE_NAMES, type EpisodeIdPlay, type HistoryExport, type HistorySource, type HistoryTitle } from './history-entry';
import { readImdb } from './imdb';
import { readLetterboxd } from './letterboxd';
import { readNetflix, type NetflixOptions } from './netflix';
import { ReadReport } from './read-report';
import { readTrakt } from './trakt';
import { readTvTime } from './tvtime';

/** What the person decides before reading: which profile of a Netflix archive. */
export type ReadOptions = NetflixOptions;

type Reader = (files: ExportFile[], report: ReadReport, options: ReadOptions) => HistoryTitle[] | { titles: HistoryTitle[]; episodeIdPlays: EpisodeIdPlay[] };

const READERS: Record<HistorySource, Reader> = {
	letterboxd: readLetterboxd,
	trakt: readTrakt,
	tvtime: readTvTime,
	netflix: readNetflix,
	imdb: readImdb
};

export const EXPECTED_FILES =
	'Letterboxd: diary.csv, reviews.csv, ratings.csv, watched.csv, watchlist.csv; Trakt: watched-history.json, ratings-movies.json, ratings-shows.json, ratings-seasons.json, ratings-episodes.json, lists-watchlist.json; TV Time: tracking-prod-records-v2.csv, tracking-prod-records.csv, followed_tv_show.csv, user_tv_show_data.csv, seen_episode.csv, rewatched_episode.csv; Netflix: NetflixViewingHistory.csv, ViewingActivity.csv, Ratings.csv, MyList.csv; IMDb: ratings.csv, watchlist.csv and list exports';

export function readHistory(files: ExportFile[], options: ReadOptions = {}): HistoryExport {
	const sources = [...new Set(files.map((f) => f.source))];
	if (sources.length === 0) {
		throw new GatewayError('invalid_input', `None of these files is a Letterboxd, Trakt, TV Time, Netflix or IMDb export. Expected the export's ZIP, or its files (${EXPECTED_FILES}).`, {
			issues: [{ path: '', message: 'no export files found' }]
		});
	}
	if (sources.length > 1) {
		const names = sources.map((s) => SOURCE_NAMES[s]).join(' and ');
		throw new GatewayError('invalid_input', `These files come from ${names}: bring one service's export at a time.`, {
			issues: [{ path: '', message: 'files from more than one service' }]
		});
	}
	const source = sources[0]!;
	const report = new ReadReport();
	const read = READERS[source](files, report, options);
	const { titles, episodeIdPlays = [] } = Array.isArray(read) ? { titles: read } : read;
	if (report.refused.length > 0) throw importRefused(`Part of this ${SOURCE_NAMES[source]} export cannot be read; nothing was imported`, report.refused);
	if (titles.length === 0 && episodeIdPlays.length === 0) {
		const skipped = report.list().flatMap((f) => f.lines.map((l) => ({ path: l.line === null ? f.file : `${f.file}:${l.line}`, message: l.reason })));
		throw new GatewayError('invalid_input', `This ${SOURCE_NAMES[source]} export holds no films or series to import.`, {
			issues: skipped.length > 0 ? skipped.slice(0, 20) : [{ path: '', message: 'empty export' }]
		});
	}
	return { source, titles, ...(episodeIdPlays.length > 0 && { episodeIdPlays }), files: files.map((f) => f.path).sort(), report: report.list() };
}
