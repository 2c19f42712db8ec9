/**
 * TV Time's tracking files, row by row. tracking-prod-records-v2.csv holds episode watches and
 * rewatches (`key` watch-episode-… / rewatch-episode-…, the series by its TVDB ID in `s_id`, the
 * numbers in `s_no`/`ep_no` or `season_number`/`episode_number`), per-series state rows
 * (user-series-…) and counters. tracking-prod-records.csv (v1) holds movies watched, rewatched or
 * wished for, by name and release date (a watch row's `rewatch_count`: the times seen again),
 * counters, and an older copy of the episode watches.
 */
import type { CsvRow } from './csv';
import { first, MOST_REWATCHES, series, watchDay, wholeNumber, yes, type TvTimeReading } from './tvtime-reading';

const WATCH_EPISODE = /^(re)?watch-episode-/;
const SERIES_STATE = /^user-series-/;
const NOT_A_WATCH = 'a counter or statistics row, not a watch';

export function readV2Row(r: TvTimeReading, { line, values: v }: CsvRow): void {
	const key = v.key ?? '';
	const path = r.file.path;
	if (SERIES_STATE.test(key)) {
		// A series followed, or put aside for later, is a series the person means to watch.
		if (!yes(v.is_followed) && !yes(v.is_for_later)) return r.report.skip(path, line, 'a series state row for a series not followed');
		series(r, v.series_name ?? '', v.s_id ?? '').watchlist = true;
		return r.report.used(path);
	}
	if (!WATCH_EPISODE.test(key)) {
		const rewatches = wholeNumber(v.rewatch_count);
		if (rewatches) return r.report.skip(path, line, 'a rewatch count with no dates: not logged', `${rewatches} rewatches`);
		return r.report.skip(path, line, NOT_A_WATCH, key || undefined);
	}
	const season = wholeNumber(first(v, ['s_no', 'season_number']));
	const episode = wholeNumber(first(v, ['ep_no', 'episode_number']));
	const day = watchDay(v);
	if (season === null || episode === null) return r.report.skip(path, line, 'a watch with no season or episode number');
	if (day === null) return r.report.skip(path, line, 'a watch with no date and time', v.created_at);
	if (!v.s_id && !v.series_name) return r.report.skip(path, line, 'a watch that names no series');
	series(r, v.series_name ?? '', v.s_id ?? '').plays.push({ key: `tvtime:${key}`, watchedOn: day, season, episode });
	r.report.used(path);
}

function readV1Episode(r: TvTimeReading, { line, values: v }: CsvRow): void {
	const path = r.file.path;
	if (r.hasV2) return r.report.skip(path, line, 'an episode watch: those are read from tracking-prod-records-v2.csv');
	const season = wholeNumber(v.season_number);
	const episode = wholeNumber(v.episode_number);
	const day = watchDay(v);
	if (season === null || episode === null) return r.report.skip(path, line, 'a watch with no season or episode number');
	if (day === null) return r.report.skip(path, line, 'a watch with no date and time', v.created_at);
	const show = series(r, v.series_name ?? '', v.series_id ?? '');
	show.plays.push({ key: `tvtime:v1:${v.uuid || `${show.key}:${season}:${episode}`}:${day}`, watchedOn: day, season, episode });
	r.report.used(path);
}

export function readV1Row(r: TvTimeReading, row: CsvRow): void {
	const { line, values: v } = row;
	const path = r.file.path;
	const type = v.type ?? '';
	const isMovie = v.entity_type === 'movie' || (v.entity_type !== 'episode' && v.entity_type !== 'series' && !!v.movie_name);
	if (!isMovie) {
		if (type === 'watch' || type === 'rewatch') return readV1Episode(r, row);
		if ((type === 'follow' || type === 'towatch') && v.series_name) {
			series(r, v.series_name, v.series_id ?? '').watchlist = true;
			return r.report.used(path);
		}
		return r.report.skip(path, line, NOT_A_WATCH, type || undefined);
	}
	if (!v.movie_name) return r.report.skip(path, line, 'a movie row with no movie_name');
	if (!['watch', 'rewatch', 'towatch', 'follow'].includes(type)) return r.report.skip(path, line, NOT_A_WATCH, type || undefined);
	// "0001-01-01" is how TV Time writes an unknown release date.
	const released = /^(\d{4})-/.exec(v.release_date ?? '');
	const year = released && released[1] !== '0001' ? Number(released[1]) : null;
	const movie = r.book.title('movie', { title: v.movie_name, year });
	if (type === 'towatch' || type === 'follow') {
		movie.watchlist = true;
		return r.report.used(path);
	}
	const day = watchDay(v, ['watch_date', 'created_at']);
	if (day === null) return r.report.skip(path, line, 'a watch with no date and time', v.created_at);
	movie.plays.push({ key: `tvtime:${v.uuid}:${v.created_at}`, watchedOn: day });
	r.report.used(path);
	// A count with no days: each rewatch is logged on the day the row last changed, marked as filled in.
	const rewatches = wholeNumber(v.rewatch_count) ?? 0;
	if (rewatches > MOST_REWATCHES) r.report.leftOut(path, line, `rewatches past the first ${MOST_REWATCHES}: not logged`, `${rewatches} rewatches`);
	const lastDay = watchDay(v, ['updated_at']) ?? day;
	for (let n = 1; n <= Math.min(rewatches, MOST_REWATCHES); n++) {
		movie.plays.push({ key: `tvtime:${v.uuid}:${v.created_at}:rewatch:${n}`, watchedOn: lastDay < day ? day : lastDay, dateDefaulted: true });
	}
}
