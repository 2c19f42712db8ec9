/**
 * The gateway's batch path for export and import: one transaction for the whole library (or, for
 * an import that writes most of a large one, a new generation of it), with the same row schemas
 * and derived-field rules as the operations.
 */
import type { LibraryStore } from '../db/library-store';
import type { RowProgress } from '../db/rows';
import type { ImportMode, TableSummary } from './import-plan';
import { TABLES, type LibraryData, type TableName } from '../domain/tables';
import { GatewayError, type Issue } from '../domain/errors';

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
		return this.store.whole('read', (tx) => tx.transfer.readAll(onProgress));
	}

	/**
	 * Plans the import against the stored library and, unless a dry run, writes it: all or nothing.
	 * `incoming` may be made from the stored library inside the same transaction (the history
	 * import merges what an export says into what is already saved). An import that writes most
	 * of a large library is written as a new one instead (LibraryStore.replaceLibrary).
	 */
	async apply(incoming: LibraryData | ((stored: LibraryData) => LibraryData), mode: ImportMode, dryRun: boolean, onProgress?: (p: RowProgress) => void): Promise<ImportSummary> {
		// Loaded here, not with the gateway: the first screen never imports. Before the
		// transaction, which would end while it waited for anything but the database.
		const [{ planImport }, { storedTables, storedTotals }] = await Promise.all([import('./import-plan'), import('../db/transfer-repo')]);
		const { summary, staged } = await this.store.whole(dryRun ? 'read' : 'write', async (tx) => {
			const [stored, guides] = await Promise.all([tx.transfer.readAll(), tx.guides.all()]);
			const plan = planImport(stored, typeof incoming === 'function' ? incoming(stored) : incoming, mode, guides);
			if (plan.issues.length > 0) throw importRefused('The file repeats IDs or refers to things that are not there; nothing was imported', plan.issues);
			const summary: ImportSummary = { mode, dryRun, tables: plan.summary };
			const written = TABLES.reduce((n, t) => n + plan.changes[t].put.length, 0);
			if (dryRun || written + TABLES.reduce((n, t) => n + plan.changes[t].remove.length, 0) === 0) return { summary };
			const total = TABLES.reduce((n, t) => n + plan.final[t].size, 0);
			if (this.store.stagesImport(written, total)) return { summary, staged: { plan, kept: await tx.transfer.readKept() } };
			await tx.transfer.apply(plan.changes, plan.aggregates, onProgress);
			return { summary };
		});
		if (staged) {
			// Read as the planning transaction's own write is counted: any later write cancels the import.
			const seen = this.store.writeCount;
			const { plan, kept } = staged;
			await this.store.replaceLibrary(
				{
					tables: storedTables(plan.final),
					kept: [...Object.entries(kept).map(([name, rows]) => ({ name, rows })), ...storedTotals(plan.aggregates)]
				},
				seen,
				onProgress
			);
		}
		return summary;
	}
}
