/**
 * TV Time's episode files: seen_episode.csv (one row an episode seen) and rewatched_episode.csv
 * (one row an episode seen again, `cpt` the times). Since about 2021 a row names its series
 * (`tv_show_name`) and numbers (`episode_season_number`, `episode_number`); the 2020-era files
 * give only the episode's TVDB ID (`episode_id`), and its plays go apart for /find to place.
 */
import type { CsvRow } from './csv';
import type { HistoryPlay } from './history-entry';
import { first, MOST_REWATCHES, series, watchDay, wholeNumber, type Row, type TvTimeReading } from './tvtime-reading';

const TVDB_EPISODE_ID = /^[1-9]\d{0,11}$/;

/** A row's plays, keyed by its episode: the TVDB ID where given, else the series and numbers. */
type Plays = (episodeRef: string) => HistoryPlay[];

function addPlays(r: TvTimeReading, line: number, v: Row, plays: Plays): void {
	const path = r.file.path;
	const season = wholeNumber(first(v, ['episode_season_number', 'season_number']));
	const episode = wholeNumber(v.episode_number);
	if (v.tv_show_name && season !== null && episode !== null) {
		const show = series(r, v.tv_show_name, v.tv_show_id ?? '');
		show.plays.push(...plays(v.episode_id || `${show.key}:${season}:${episode}`).map((p) => ({ ...p, season, episode })));
		return r.report.used(path);
	}
	const id = v.episode_id ?? '';
	if (!TVDB_EPISODE_ID.test(id)) return r.report.skip(path, line, 'a watch that names neither its series and numbers nor its episode', id || undefined);
	r.episodeIdPlays.push(...plays(id).map((play) => ({ tvdbEpisodeId: id, play, file: path })));
	r.report.used(path);
}

export function readSeenEpisodeRow(r: TvTimeReading, { line, values: v }: CsvRow): void {
	const day = watchDay(v, ['watch_date', 'created_at', 'updated_at']);
	if (day === null) return r.report.skip(r.file.path, line, 'a watch with no date and time', v.created_at);
	addPlays(r, line, v, (ref) => [{ key: `tvtime:seen:${ref}:${day}`, watchedOn: day }]);
}

/**
 * Each time an episode was seen again is a play of its own. The row was written at the first
 * rewatch and last changed at the latest (`created_at`, `updated_at`): those two keep their days;
 * the ones between have no day of their own, and take the latest's, marked as filled in.
 */
export function readRewatchedEpisodeRow(r: TvTimeReading, { line, values: v }: CsvRow): void {
	const path = r.file.path;
	const firstDay = watchDay(v, ['created_at']);
	const lastDay = watchDay(v, ['updated_at']) ?? firstDay;
	const times = wholeNumber(v.cpt) ?? 1;
	if (firstDay === null || lastDay === null) return r.report.skip(path, line, 'a rewatch with no date and time', v.created_at);
	if (times === 0) return r.report.skip(path, line, 'a rewatch row counting no rewatches');
	if (times > MOST_REWATCHES) r.report.leftOut(path, line, `rewatches past the first ${MOST_REWATCHES} of one episode: not logged`, `${times} rewatches`);
	const count = Math.min(times, MOST_REWATCHES);
	addPlays(r, line, v, (ref) =>
		Array.from({ length: count }, (_, i) => ({
			key: `tvtime:rewatch:${ref}:${i + 1}`,
			watchedOn: i === 0 ? firstDay : lastDay,
			...(i > 0 && i < count - 1 && { dateDefaulted: true as const })
		}))
	);
}
