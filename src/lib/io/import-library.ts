/**
 * Import: a library export read, validated whole, planned against the stored library and written
 * in one transaction. A file that fails anywhere writes nothing and says why, with paths.
 */
import type { RowProgress } from '../db/rows';
import { resultOf, type Result } from '../domain/errors';
import type { Gateway } from '../gateway/gateway';
import type { ImportSummary } from '../transfer/library-transfer';
import type { ImportMode } from '../transfer/import-plan';
import { readLibraryDocument } from './read-document';

export interface ImportOptions {
	mode?: ImportMode;
	/** Report what would change, write nothing. */
	dryRun?: boolean;
	onProgress?: (p: RowProgress) => void;
}

export function importLibrary(gateway: Gateway, file: Blob | string, options: ImportOptions = {}): Promise<Result<ImportSummary>> {
	return resultOf(async () => {
		const data = await readLibraryDocument(file);
		return gateway.transfer.apply(data, options.mode ?? 'merge', options.dryRun ?? false, options.onProgress);
	});
}
