/**
 * The history import's own rows: provider answers and the person's match choices, kept so a
 * closed tab or a second import of the same export does not ask TMDB or the person again.
 * Never part of a library export.
 */
import type { Table, Transaction } from 'dexie';
import type { HistoryLookupRow } from './rows';

export class HistoryRepo {
	constructor(private readonly trans: Transaction) {}

	private get table(): Table<HistoryLookupRow, string> {
		return this.trans.table('historyLookups');
	}

	async get(keys: string[]): Promise<Map<string, unknown>> {
		const rows = await this.table.bulkGet(keys);
		return new Map(rows.flatMap((row) => (row ? [[row.key, row.value] as const] : [])));
	}

	async put(values: Map<string, unknown>, savedAt: string): Promise<void> {
		await this.table.bulkPut([...values].map(([key, value]) => ({ key, value, savedAt })));
	}

	count(): Promise<number> {
		return this.table.count();
	}

	async clear(): Promise<void> {
		await this.table.clear();
	}
}
