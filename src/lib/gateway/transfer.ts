/**
 * The gateway's batch path for export and import: one transaction for the whole library, with
 * the same row schemas and derived-field rules as the operations.
 */
import type { LibraryStore } from '../db/library-store';
import type { RowProgress } from '../db/transfer-repo';
import type { ImportMode, TableSummary } from '../io/import-plan';
import type { LibraryData, TableName } from '../io/tables';
import { GatewayError, type Issue } from './errors';

export const MAX_REPORTED_ISSUES = 100;

export interface ImportSummary {
	mode: ImportMode;
	dryRun: boolean;
	tables: Record<TableName, TableSummary>;
}

/** One error for a list of problems: the first hundred with their paths, and how many more. */
export function importRefused(message: string, issues: Issue[]): GatewayError {
	const shown = issues.slice(0, MAX_REPORTED_ISSUES);
	const more = issues.length - shown.length;
	return new GatewayError('invalid_input', more > 0 ? `${message} (${issues.length} problems; the first ${shown.length} are listed)` : message, {
		issues: more > 0 ? [...shown, { path: '', message: `and ${more} more problems` }] : shown
	});
}

export class LibraryTransfer {
	constructor(private readonly store: LibraryStore) {}

	snapshot(onProgress?: (p: RowProgress) => void): Promise<LibraryData> {
		return this.store.read((tx) => tx.transfer.readAll(onProgress));
	}

	/**
	 * Plans the import against the stored library and, unless a dry run, writes it: all or nothing.
	 * `incoming` may be made from the stored library inside the same transaction (the history
	 * import merges what an export says into what is already saved).
	 */
	async apply(incoming: LibraryData | ((stored: LibraryData) => LibraryData), mode: ImportMode, dryRun: boolean, onProgress?: (p: RowProgress) => void): Promise<ImportSummary> {
		// Loaded here, not with the gateway: the first screen never imports. Before the
		// transaction, which would end while it waited for anything but the database.
		const { planImport } = await import('../io/import-plan');
		const run = dryRun ? this.store.read.bind(this.store) : this.store.write.bind(this.store);
		return run(async (tx) => {
			const stored = await tx.transfer.readAll();
			const plan = planImport(stored, typeof incoming === 'function' ? incoming(stored) : incoming, mode);
			if (plan.issues.length > 0) throw importRefused('The file repeats IDs or refers to things that are not there; nothing was imported', plan.issues);
			const changed = Object.values(plan.changes).some((c) => c.put.length > 0 || c.remove.length > 0);
			if (!dryRun && changed) await tx.transfer.apply(plan.changes, plan.aggregates, onProgress);
			return { mode, dryRun, tables: plan.summary };
		});
	}
}
