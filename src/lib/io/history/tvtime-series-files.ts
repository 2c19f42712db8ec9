/**
 * TV Time's series files: followed_tv_show.csv (the series followed, by TVDB ID in `tv_show_id`)
 * and user_tv_show_data.csv (per-series state: `is_followed`, counters; the 2020-era file gives
 * no `tv_show_name`, only the TVDB ID).
 */
import type { CsvRow } from './csv';
import { series, yes, type TvTimeReading } from './tvtime-reading';

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

/** Series names with their TVDB IDs, for files that name series only. */
export function learnSeriesIds(tvdbByName: Map<string, string>, rows: CsvRow[]): void {
	for (const { values: v } of rows) if (v.tv_show_name && v.tv_show_id) tvdbByName.set(v.tv_show_name.trim(), v.tv_show_id);
}
