/**
 * TV Time's series files: followed_tv_show.csv (the series followed, by TVDB ID in `tv_show_id`),
 * user_tv_show_data.csv (per-series state: `is_followed`, counters), and the 2020-era
 * seen_episode.csv (one row an episode seen, the series by name only, its numbers in
 * `episode_season_number` and `episode_number`).
 */
import type { CsvRow } from './csv';
import { first, series, watchDay, wholeNumber, yes, type TvTimeReading } from './tvtime-reading';

export function readFollowedRow(r: TvTimeReading, { line, values: v }: CsvRow): void {
	// An unfollowed series stays in the file with `active` 0.
	if (v.active === '0') return r.report.skip(r.file.path, line, 'a series no longer followed');
	series(r, v.tv_show_name ?? '', v.tv_show_id ?? '').watchlist = true;
	r.report.used(r.file.path);
}

export function readShowDataRow(r: TvTimeReading, { line, values: v }: CsvRow): void {
	if (v.is_followed !== undefined && !yes(v.is_followed)) return r.report.skip(r.file.path, line, 'a series state row for a series not followed');
	series(r, v.tv_show_name ?? '', v.tv_show_id ?? '').watchlist = true;
	r.report.used(r.file.path);
}

export function readSeenEpisodeRow(r: TvTimeReading, { line, values: v }: CsvRow): void {
	const path = r.file.path;
	const season = wholeNumber(first(v, ['episode_season_number', 'season_number']));
	const episode = wholeNumber(v.episode_number);
	const day = watchDay(v, ['watch_date', 'created_at', 'updated_at']);
	if (season === null || episode === null) return r.report.skip(path, line, 'a watch with no season or episode number');
	if (day === null) return r.report.skip(path, line, 'a watch with no date and time', v.created_at);
	if (!v.tv_show_name) return r.report.skip(path, line, 'a watch that names no series');
	const show = series(r, v.tv_show_name, v.tv_show_id ?? '');
	show.plays.push({ key: `tvtime:seen:${v.episode_id || `${show.key}:${season}:${episode}`}:${day}`, watchedOn: day, season, episode });
	r.report.used(path);
}

/** Series names with their TVDB IDs, for files that name series only. */
export function learnSeriesIds(tvdbByName: Map<string, string>, rows: CsvRow[]): void {
	for (const { values: v } of rows) if (v.tv_show_name && v.tv_show_id) tvdbByName.set(v.tv_show_name.trim(), v.tv_show_id);
}
