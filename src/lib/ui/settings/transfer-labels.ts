/** Words and numbers for the library's tables as the Export, Import and Storage sections show them. */
import { localDate } from '$lib/domain/fields';
import type { TableName } from '$lib/transfer/library-document';
import type { TableSummary } from '$lib/transfer/import-plan';

interface TableGroup {
	label: string;
	one: string;
	many: string;
	tables: TableName[];
}

/** The export's nine tables as a person thinks of them: TV and movie recommendations are one list. */
export const TABLE_GROUPS: TableGroup[] = [
	{ label: 'Series', one: 'series', many: 'series', tables: ['tvSeries'] },
	{ label: 'Movies', one: 'movie', many: 'movies', tables: ['movies'] },
	{ label: 'Series logs', one: 'series log', many: 'series logs', tables: ['tvWatchLogs'] },
	{ label: 'Movie logs', one: 'movie log', many: 'movie logs', tables: ['movieWatchLogs'] },
	{ label: 'Recommendations', one: 'recommendation', many: 'recommendations', tables: ['tvRecommendations', 'movieRecommendations'] },
	{ label: 'Tastes', one: 'taste', many: 'tastes', tables: ['tvTastes', 'movieTastes'] },
	{ label: 'People', one: 'person', many: 'people', tables: ['people'] }
];

export interface GroupSummary extends TableSummary {
	label: string;
}

export function groupSummaries(tables: Record<TableName, TableSummary>): GroupSummary[] {
	return TABLE_GROUPS.map(({ label, tables: names }) => {
		const sum = (key: keyof TableSummary) => names.reduce((n, t) => n + tables[t][key], 0);
		return { label, added: sum('added'), updated: sum('updated'), unchanged: sum('unchanged'), removed: sum('removed') };
	});
}

export function totalOf(summaries: GroupSummary[], key: keyof TableSummary): number {
	return summaries.reduce((n, s) => n + s[key], 0);
}

/** "2 movies", "1 person", ...: each group's count in its own words, empty groups left out. */
function countedGroups(count: (group: TableGroup) => number): string[] {
	return TABLE_GROUPS.map((g) => {
		const n = count(g);
		return n === 0 ? '' : `${n.toLocaleString('en-US')} ${n === 1 ? g.one : g.many}`;
	}).filter(Boolean);
}

/** "1 series, 2 movies, 1 person": what a set of table counts holds, empty groups left out. */
export function describeCounts(counts: Record<TableName, number>): string {
	const parts = countedGroups((g) => g.tables.reduce((sum, t) => sum + counts[t], 0));
	return parts.length > 0 ? parts.join(', ') : 'nothing yet';
}

/**
 * "1 movie, 3 movie logs, and 1 person": one column of an import's summary (what it would remove,
 * say) as a sentence says it, in the words of the summary's rows; empty when the column is all 0.
 */
export function describeColumn(tables: Record<TableName, TableSummary>, column: keyof TableSummary): string {
	return new Intl.ListFormat('en-US').format(countedGroups((g) => g.tables.reduce((sum, t) => sum + tables[t][column], 0)));
}

/**
 * "6 movies and 5 movie logs": one column of a finished import's summary in the words of its
 * rows; empty when the column is all 0.
 */
export function describeSummaries(summaries: GroupSummary[], column: keyof TableSummary): string {
	return new Intl.ListFormat('en-US').format(countedGroups((g) => summaries.find((s) => s.label === g.label)?.[column] ?? 0));
}

export function rowsText(n: number): string {
	return `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
}

/** The download's name carries the local date, so backups sort by day. */
export function exportFileName(date: Date): string {
	return `screenshelf-library-${localDate(date)}.json`;
}

export function letterboxdFileName(date: Date): string {
	return `screenshelf-letterboxd-${localDate(date)}.csv`;
}

const MB = 1024 * 1024;

export function formatBytes(bytes: number): string {
	if (bytes >= 1024 * MB) return `${(bytes / (1024 * MB)).toLocaleString('en-US', { maximumFractionDigits: 1 })} GB`;
	const mb = bytes / MB;
	// A fresh library weighs a few kilobytes: "0 MB" would read as nothing stored.
	if (bytes > 0 && mb < 0.1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
	return `${mb.toLocaleString('en-US', { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
}
