/**
 * Writes a transaction does not wait for one at a time. IndexedDB runs a transaction's requests
 * in the order they were made, so a read made after a write sees it; waiting for each write
 * only adds a round trip to the database. The transaction waits for all of them once, at its
 * end, and a failed one fails the whole transaction (LibraryStore.write), so nothing half-done
 * is ever committed.
 */
import type { Table } from 'dexie';

export class PendingWrites {
	private readonly writes: Promise<void>[] = [];
	private failed = false;
	private failure: unknown;

	add(write: Promise<unknown>): void {
		// Caught here, so a write that fails after the transaction was given up is never "unhandled".
		this.writes.push(
			write.then(
				() => undefined,
				(error: unknown) => {
					if (!this.failed) [this.failed, this.failure] = [true, error];
				}
			)
		);
	}

	/** Waits for every write made so far; throws the first failure. */
	async settle(): Promise<void> {
		await Promise.all(this.writes);
		if (this.failed) throw this.failure;
	}
}

/**
 * Puts rows: one by `put`, so a failure is the browser's own error (a full disk reads as such);
 * more in one `bulkPut`, one request for the lot.
 */
export function putRows<T, K>(table: Table<T, K>, rows: readonly T[]): Promise<unknown> {
	return rows.length === 1 ? table.put(rows[0]!) : table.bulkPut(rows);
}
