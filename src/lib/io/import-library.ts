/**
 * Import: a library export read, validated whole, planned against the stored library and written
 * in one transaction. A file that fails anywhere writes nothing and says why, with paths.
 */
import type { RowProgress } from '../db/transfer-repo';
import { toErrorBody, type Result } from '../gateway/errors';
import type { Gateway } from '../gateway/gateway';
import type { ImportSummary } from '../gateway/transfer';
import type { ImportMode } from './import-plan';
import { readLibraryDocument } from './read-document';

export interface ImportOptions {
	mode?: ImportMode;
	/** Report what would change, write nothing. */
	dryRun?: boolean;
	onProgress?: (p: RowProgress) => void;
}

export async function importLibrary(gateway: Gateway, file: Blob | string, options: ImportOptions = {}): Promise<Result<ImportSummary>> {
	try {
		const data = await readLibraryDocument(file);
		const summary = await gateway.transfer.apply(data, options.mode ?? 'merge', options.dryRun ?? false, options.onProgress);
		return { ok: true, data: summary };
	} catch (error) {
		return { ok: false, error: toErrorBody(error) };
	}
}
