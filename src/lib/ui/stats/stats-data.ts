/** The Stats screen's numbers: both kinds' stats read together, and shaped into chart bars. */
import type { MediaKind } from '$lib/domain/enums';
import type { Result } from '$lib/gateway';
import { ops, type OperationData } from '$lib/ui/gateway-client';
import { diaryHref } from '$lib/ui/diary/period';
import { formatMonth, localDay, RATING_LABELS, shortMonth } from '$lib/ui/labels';
import { formatValue, measured, type Measure, type MeasureInfo } from './measures';

export type KindStats = OperationData<MediaKind, 'queryStats'>;

export interface BothStats {
	tv: KindStats;
	movie: KindStats;
}

/** One bar of a chart: the movies and series it stacks, and what it is called. */
export interface StackedBar {
	key: string;
	/** Short, under or beside the bar. */
	label: string;
	/** Starts a run of columns named underneath, e.g. a year from its January. */
	caption?: string;
	/** Full words for the table and the tooltip. */
	longLabel: string;
	movie: number;
	tv: number;
	/** Where the table's row links to, e.g. the Diary of that year. */
	href?: string;
}

/** Both kinds' stats, `year` narrowing the by-year and by-month counts; fails if either fails. */
export async function loadStats(year?: string): Promise<Result<BothStats>> {
	const input = year ? { year } : {};
	const [tv, movie] = await Promise.all([
		ops.tv.queryStats(input),
		ops.movie.queryStats(input)
	]);
	if (!tv.ok) return tv;
	if (!movie.ok) return movie;
	return { ok: true, data: { tv: tv.data, movie: movie.data } };
}

/** Stats narrowed to a year, labelled with it, so a chart never draws one year's counts under another's name. */
export async function loadYear(year: string | undefined): Promise<Result<{ year: string | undefined; stats: BothStats }>> {
	const result = await loadStats(year);
	return result.ok ? { ok: true, data: { year, stats: result.data } } : result;
}

/** Years that have watches, newest first. */
export function yearsPresent(stats: BothStats): number[] {
	return [...new Set([...stats.tv.byYear, ...stats.movie.byYear].map((y) => y.year))].sort((a, b) => b - a);
}

export function yearBars(stats: BothStats, measure: Measure = 'watches'): StackedBar[] {
	const tv = new Map(stats.tv.byYear.map((r) => [r.year, r]));
	const movie = new Map(stats.movie.byYear.map((r) => [r.year, r]));
	return yearsPresent(stats).map((year) => ({
		key: String(year),
		label: String(year),
		longLabel: String(year),
		movie: measured(movie.get(year), measure),
		tv: measured(tv.get(year), measure),
		href: diaryHref({ from: `${year}-01-01`, to: `${year}-12-31` })
	}));
}

function shiftMonth(month: string, by: number): string {
	const [y, m] = month.split('-').map(Number) as [number, number];
	const d = new Date(y, m - 1 + by, 1);
	return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

function lastDay(month: string): string {
	const [y, m] = month.split('-').map(Number) as [number, number];
	return `${month}-${String(new Date(y, m, 0).getDate()).padStart(2, '0')}`;
}

/**
 * Twelve months as columns: January to December of `year`, or, for all years, the twelve months
 * up to the latest one with a watch. Months without watches are kept, so gaps show as gaps.
 */
export function monthBars(stats: BothStats, year?: string, measure: Measure = 'watches'): StackedBar[] {
	const tv = new Map(stats.tv.byMonth.map((r) => [r.month, r]));
	const movie = new Map(stats.movie.byMonth.map((r) => [r.month, r]));
	const latest = [...tv.keys(), ...movie.keys()].sort().at(-1);
	const first = year ? `${year}-01` : latest && shiftMonth(latest, -11);
	if (!first) return [];
	return Array.from({ length: 12 }, (_, i) => {
		const month = shiftMonth(first, i);
		const [y, m] = month.split('-').map(Number) as [number, number];
		return {
			key: month,
			label: shortMonth(localDay(month)),
			caption: !year && (i === 0 || m === 1) ? String(y) : undefined,
			longLabel: formatMonth(month),
			movie: measured(movie.get(month), measure),
			tv: measured(tv.get(month), measure),
			href: diaryHref({ from: `${month}-01`, to: lastDay(month) })
		};
	});
}

const RATING_ORDER = ['love', 'like', 'okay', 'dislike'] as const;

/** How the saved titles are rated, by their own rating, unrated ones included. */
export function ratingBars(stats: BothStats): StackedBar[] {
	return [
		...RATING_ORDER.map((r) => ({
			key: r,
			label: RATING_LABELS[r],
			longLabel: RATING_LABELS[r],
			movie: stats.movie.ratings[r],
			tv: stats.tv.ratings[r]
		})),
		{ key: 'unrated', label: 'Unrated', longLabel: 'Unrated', movie: stats.movie.ratings.unrated, tv: stats.tv.ratings.unrated }
	];
}

/** How many of a period's watches were given a rating. */
export function ratedOf(watched: KindStats['watched']): number {
	return Object.values(watched.ratings).reduce((a, b) => a + b, 0);
}

/** The ratings given with the watches of a year (or of all time), watches given none included. */
export function watchRatingBars(stats: BothStats): StackedBar[] {
	const { movie, tv } = { movie: stats.movie.watched, tv: stats.tv.watched };
	return [
		...RATING_ORDER.map((r) => ({ key: r, label: RATING_LABELS[r], longLabel: RATING_LABELS[r], movie: movie.ratings[r], tv: tv.ratings[r] })),
		{ key: 'unrated', label: 'Not rated', longLabel: 'Not rated', movie: movie.watchLogs - ratedOf(movie), tv: tv.watchLogs - ratedOf(tv) }
	];
}

export function plural(n: number, one: string, many: string): string {
	return `${n} ${n === 1 ? one : many}`;
}

/**
 * A chart's spoken summary: "37 watches in total. Highest: March 2024, 9 (6 movies, 3 series).";
 * of hours, "12.5 hours in total. Highest: 2024, 8.5 (movies 2.5, series 6)."; of episodes, series' alone.
 */
export function summarize(bars: StackedBar[], unit: Pick<MeasureInfo, 'one' | 'many' | 'seriesOnly'> & { value?: Measure }): string {
	const total = bars.reduce((sum, b) => sum + b.movie + b.tv, 0);
	if (total === 0) return `No ${unit.many}.`;
	const top = bars.reduce((best, b) => (b.movie + b.tv > best.movie + best.tv ? b : best));
	const split = unit.seriesOnly
		? ''
		: unit.value === 'hours'
			? ` (movies ${formatValue(top.movie)}, series ${formatValue(top.tv)})`
			: ` (${plural(top.movie, 'movie', 'movies')}, ${top.tv} series)`;
	const amount = total === 1 ? `1 ${unit.one}` : `${formatValue(total)} ${unit.many}`;
	return `${amount} in total. Highest: ${top.longLabel}, ${formatValue(top.movie + top.tv)}${split}.`;
}
