/**
 * The write of a matched export: composed against the stored library inside the JSON import's
 * own transaction and merged through its plan, so it is one transaction, checked with the same
 * row schemas, and importing the same export again changes nothing. The titles it wrote without
 * the catalog's details (runtime, genres, seasons) are listed for the app to fetch after it.
 */
import type { RowProgress } from '../../db/rows';
import { issuesFromZod, resultOf, type Issue, type Result } from '../../domain/errors';
import type { TitleRef } from '../../gateway/details-queue';
import type { Gateway } from '../../gateway/gateway';
import { KINDS } from '../../ops/kind-info';
import { importRefused, type ImportSummary } from '../../transfer/library-transfer';
import { KIND_TABLES, TABLES, tableSchemas, type LibraryData } from '../../transfer/library-document';
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

/** The titles written without details: created from a match, or saved before without them. */
function withoutDetails(data: LibraryData): TitleRef[] {
	return KINDS.flatMap(({ kind }) => data[KIND_TABLES[kind].records].filter((r) => !r.detailsFetchedAt).map((r) => ({ kind, id: r.id })));
}

export function importHistory(gateway: Gateway, source: HistorySource, matched: MatchedTitle[], options: HistoryImportOptions = {}): Promise<Result<ImportSummary>> {
	const dryRun = options.dryRun ?? false;
	let written: LibraryData | undefined;
	const compose = (stored: LibraryData) => (written = checked(composeHistory(stored, source, matched, gateway.now())));
	return resultOf(async () => {
		const summary = await gateway.transfer.apply(compose, 'merge', dryRun, options.onProgress);
		if (!dryRun && written) await (await gateway.details()).add(withoutDetails(written));
		return summary;
	});
}
