/** What a Stats chart counts: watch logs, episodes or hours, and how each is written. */

export type Measure = 'watches' | 'episodes' | 'hours';

export interface MeasureInfo {
	value: Measure;
	/** The switch's label and the chart's first word, e.g. "Hours by month". */
	label: string;
	one: string;
	many: string;
	/** Episodes are the series' alone: films have none. */
	seriesOnly: boolean;
}

export const MEASURES: readonly MeasureInfo[] = [
	{ value: 'watches', label: 'Watches', one: 'watch', many: 'watches', seriesOnly: false },
	{ value: 'episodes', label: 'Episodes', one: 'episode', many: 'episodes', seriesOnly: true },
	{ value: 'hours', label: 'Hours', one: 'hour', many: 'hours', seriesOnly: false }
];

export const measureInfo = (measure: Measure): MeasureInfo => MEASURES.find((m) => m.value === measure)!;

/** A year's or month's row of the stats, measured: hours to one decimal. */
export function measured(row: { count: number; episodes: number; minutes: number } | undefined, measure: Measure): number {
	if (!row) return 0;
	if (measure === 'watches') return row.count;
	if (measure === 'episodes') return row.episodes;
	return hoursOf(row.minutes);
}

export function hoursOf(minutes: number): number {
	return Math.round(minutes / 6) / 10;
}

// Made once for the page: each chart and table making its own cost a phone milliseconds apiece.
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const tenths = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact' });

/** A count as the reader's locale writes it ("1,204"). */
export const formatCount = (n: number): string => whole.format(n);
/** A count in a chart's little room ("1.2K"). */
export const formatCompact = (n: number): string => compact.format(n);

/** Hours as a person reads them: tenths below a hundred hours ("12.5"), whole hours above ("1,204"). */
export function formatHours(minutes: number): string {
	const hours = minutes / 60;
	return hours < 99.95 ? tenths.format(hoursOf(minutes)) : whole.format(hours);
}

/** A number of a chart: hours keep their tenth, counts are whole. */
export function formatValue(n: number): string {
	return tenths.format(n);
}
