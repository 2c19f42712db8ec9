/**
 * The stats totals of one kind (AggregateRow) and how a record or a log moves them. Pure: the
 * unit of work applies them as a transaction commits; an import and a schema upgrade count a
 * whole library with them (aggregate-recount.ts).
 */
import type { MediaKind, Rating, WatchStatus } from '../domain/enums';
import { rating, watchStatus } from '../domain/enums';
import type { MediaRecord } from '../domain/records';
import type { WatchFigures } from '../domain/watch-figures';
import type { WatchLog } from '../domain/watch-logs';
import type { AggregateRow, MonthTotals, YearRow } from './rows';

export const zeroRatings = () => Object.fromEntries(rating.options.map((r) => [r, 0])) as Record<Rating, number>;

export function emptyAggregate(kind: MediaKind): AggregateRow {
	return {
		id: kind,
		saved: 0,
		byStatus: Object.fromEntries(watchStatus.options.map((s) => [s, 0])) as Record<WatchStatus, number>,
		ratings: zeroRatings(),
		watchLogs: 0,
		byMonth: {}
	};
}

export function countRecord(agg: AggregateRow, record: MediaRecord, sign: 1 | -1): void {
	agg.saved += sign;
	agg.byStatus[record.status] += sign;
	if (record.rating) agg.ratings[record.rating] += sign;
}

const isEmpty = (m: MonthTotals) => m.watches === 0 && m.episodes === 0 && m.minutes === 0 && m.untimed === 0 && Object.values(m.ratings).every((n) => n === 0);

/** The month (YYYY-MM) whose totals count a log. */
export const monthOf = (log: Pick<WatchLog, 'watchedOn'>): string => log.watchedOn.slice(0, 7);

/** The year (YYYY) of a month (YYYY-MM). */
export const yearOf = (month: string): string => month.slice(0, 4);

export const yearRowId = (kind: MediaKind, year: string): string => `${kind}:${year}`;

/** The months of `byMonth` in one year. */
function monthsIn(byMonth: Readonly<Record<string, MonthTotals>>, year: string): Record<string, MonthTotals> {
	return Object.fromEntries(Object.entries(byMonth).filter(([month]) => yearOf(month) === year));
}

/** The year a stored year row holds. */
export const yearOfRow = (row: YearRow): string => row.id.slice(row.id.indexOf(':') + 1);

/** A kind's year as stored: its months that count a watch (none: the row goes). */
export function yearRow(kind: MediaKind, byMonth: Readonly<Record<string, MonthTotals>>, year: string): YearRow {
	return { id: yearRowId(kind, year), months: monthsIn(byMonth, year) };
}

/** Adds a log (sign 1) or takes it away (-1), with the figures it was counted with. */
export function countLog(agg: AggregateRow, log: Pick<WatchLog, 'watchedOn' | 'rating'>, figures: WatchFigures, sign: 1 | -1): void {
	agg.watchLogs += sign;
	const key = monthOf(log);
	const month = (agg.byMonth[key] ??= { watches: 0, episodes: 0, minutes: 0, untimed: 0, ratings: zeroRatings() });
	month.watches += sign;
	month.episodes += sign * figures.episodes;
	month.minutes += sign * figures.minutes;
	month.untimed += sign * figures.untimed;
	if (log.rating) month.ratings[log.rating] += sign;
	if (isEmpty(month)) delete agg.byMonth[key];
}
