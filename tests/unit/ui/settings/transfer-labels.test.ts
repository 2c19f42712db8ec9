import { describe, expect, it } from 'vitest';
import { TABLES, type TableName } from '../../../../src/lib/domain/tables';
import type { TableSummary } from '../../../../src/lib/transfer/import-plan';
import { describeColumn, describeCounts } from '../../../../src/lib/ui/settings/transfer-labels';

/** An import's summary where only `removed` counts, as given by table. */
function removing(removed: Partial<Record<TableName, number>>): Record<TableName, TableSummary> {
	return Object.fromEntries(TABLES.map((t) => [t, { added: 0, updated: 0, unchanged: 0, removed: removed[t] ?? 0 }])) as Record<TableName, TableSummary>;
}

describe('what an import would remove, said in a sentence', () => {
	it('names each kind of thing as the summary does, never "rows"', () => {
		expect(describeColumn(removing({ movies: 2, movieWatchLogs: 2 }), 'removed')).toBe('2 movies and 2 movie logs');
		expect(
			describeColumn(removing({ tvSeries: 1, tvWatchLogs: 3, tvRecommendations: 1, movieRecommendations: 1, movieTastes: 1, people: 1 }), 'removed')
		).toBe('1 series, 3 series logs, 2 recommendations, 1 taste, and 1 person');
	});

	it('is empty when nothing would go', () => {
		expect(describeColumn(removing({}), 'removed')).toBe('');
	});

	it('counts in thousands as the summary does', () => {
		expect(describeColumn(removing({ movieWatchLogs: 1200 }), 'removed')).toBe('1,200 movie logs');
	});
});

describe('what an export holds', () => {
	it('lists the groups it holds, or says it holds nothing yet', () => {
		const counts = Object.fromEntries(TABLES.map((t) => [t, 0])) as Record<TableName, number>;
		expect(describeCounts(counts)).toBe('nothing yet');
		expect(describeCounts({ ...counts, tvSeries: 1, movies: 2, people: 1 })).toBe('1 series, 2 movies, 1 person');
	});
});
