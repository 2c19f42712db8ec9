/**
 * The write of a matched export: composed against the stored library inside the JSON import's
 * own transaction and merged through its plan, so it is one transaction, checked with the same
 * row schemas, and importing the same export again changes nothing.
 */
import type { RowProgress } from '../../db/rows';
import { issuesFromZod, resultOf, type Issue, type Result } from '../../domain/errors';
import type { Gateway } from '../../gateway/gateway';
import { importRefused, type ImportSummary } from '../../transfer/library-transfer';
import { TABLES, tableSchemas, type LibraryData } from '../../transfer/library-document';
import { composeHistory, type MatchedTitle } from './compose-history';
import type { HistorySource } from './history-entry';

export interface HistoryImportOptions {
	dryRun?: boolean;
	onProgress?: (p: RowProgress) => void;
}

function checked(data: LibraryData): LibraryData {
	const issues: Issue[] = [];
	for (const table of TABLES) {
		const rows = tableSchemas[table].safeParse(data[table]);
		if (!rows.success) issues.push(...issuesFromZod(rows.error, [table]));
	}
	if (issues.length > 0) throw importRefused('Some entries of this export do not fit the library; nothing was imported', issues);
	return data;
}

export function importHistory(gateway: Gateway, source: HistorySource, matched: MatchedTitle[], options: HistoryImportOptions = {}): Promise<Result<ImportSummary>> {
	const compose = (stored: LibraryData) => checked(composeHistory(stored, source, matched, gateway.now()));
	return resultOf(() => gateway.transfer.apply(compose, 'merge', options.dryRun ?? false, options.onProgress));
}
