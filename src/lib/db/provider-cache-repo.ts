/**
 * What the provider said of a title, kept by its provider key so screens answer offline and
 * without asking the provider per title: series' episode guides' outlines (guides-repo.ts) and
 * saved titles' offers (the "On my services" shelf). A cache, not library data: never exported, never synced.
 */
import type { Table, Transaction } from 'dexie';

export class ProviderCacheRepo<T extends { providerKey: string }> {
	constructor(
		private readonly trans: Transaction,
		private readonly tableName: 'episodeGuides' | 'watchOffers'
	) {}

	private get table(): Table<T, string> {
		return this.trans.table(this.tableName);
	}

	/** The rows kept for these provider keys, by key; a title never fetched has none. */
	async get(providerKeys: string[]): Promise<Map<string, T>> {
		const rows = await this.table.bulkGet(providerKeys);
		return new Map(rows.flatMap((row) => (row ? [[row.providerKey, row] as const] : [])));
	}

	async put(row: T): Promise<void> {
		await this.table.put(row);
	}
}
