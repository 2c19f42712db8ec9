/**
 * TV Time's GDPR export: tracking-prod-records-v2.csv (one row per episode watched, the series
 * named by its TVDB ID in s_id), followed_tv_show.csv (followed series), and
 * tracking-prod-records.csv (movies watched or to watch, by name and release date).
 * Times are UTC, written "2023-11-04 15:30:38".
 */
import { readCsv } from './csv';
import { mergeEpisodeRuns } from './episode-runs';
import type { ExportFile } from './export-files';
import { splitYear, TitleBook, type HistoryTitle } from './history-entry';
import { dayOf, ReadIssues } from './read-issues';

const REQUIRED: Record<string, string[]> = {
	'tracking-prod-records-v2.csv': ['key', 's_id', 'series_name', 'season_number', 'episode_number', 'created_at'],
	'followed_tv_show.csv': ['tv_show_id', 'tv_show_name'],
	'tracking-prod-records.csv': ['entity_type', 'type', 'movie_name', 'release_date', 'created_at', 'uuid']
};

const WATCH_EPISODE = /^(re)?watch-episode-/;
const TVDB_ID = /^[1-9]\d{0,11}$/;
const wholeNumber = (text: string) => (/^\d{1,6}$/.test(text) ? Number(text) : null);

function series(book: TitleBook, name: string, tvdbId: string): HistoryTitle {
	const { title, year } = splitYear(name);
	return book.title('tv', { title: title || `TV Time series ${tvdbId}`, year, ...(TVDB_ID.test(tvdbId) && { tvdbId }) });
}

export function readTvTime(files: ExportFile[], issues: ReadIssues): HistoryTitle[] {
	const book = new TitleBook();
	for (const file of files) {
		const table = issues.file(() => readCsv(file.text, file.name, REQUIRED[file.name]!));
		for (const { line, values: v } of table?.rows ?? []) {
			if (file.name === 'tracking-prod-records-v2.csv') {
				// The file also holds per-series counters and follows: only watches are plays.
				if (!WATCH_EPISODE.test(v.key ?? '')) continue;
				const season = wholeNumber(v.season_number ?? '');
				const episode = wholeNumber(v.episode_number ?? '');
				const day = dayOf(v.created_at ?? '', true);
				if (season === null || episode === null) issues.add(file.name, line, 'has no season_number or episode_number');
				else if (day === null) issues.add(file.name, line, `created_at "${v.created_at}" is not a date and time`);
				else series(book, v.series_name ?? '', v.s_id ?? '').plays.push({ key: `tvtime:${v.key}`, watchedOn: day, season, episode });
			} else if (file.name === 'followed_tv_show.csv') {
				series(book, v.tv_show_name ?? '', v.tv_show_id ?? '').watchlist = true;
			} else if (v.entity_type === 'movie' && (v.type === 'watch' || v.type === 'towatch') && v.movie_name) {
				const released = /^(\d{4})-/.exec(v.release_date ?? '');
				const movie = book.title('movie', { title: v.movie_name, year: released ? Number(released[1]) : null });
				if (v.type === 'towatch') movie.watchlist = true;
				else {
					const day = dayOf(v.created_at ?? '', true);
					if (day === null) issues.add(file.name, line, `created_at "${v.created_at}" is not a date and time`);
					else movie.plays.push({ key: `tvtime:${v.uuid}:${v.created_at}`, watchedOn: day });
				}
			}
		}
	}
	const titles = book.all();
	for (const title of titles) if (title.kind === 'tv') title.plays = mergeEpisodeRuns(title.plays);
	return titles;
}
