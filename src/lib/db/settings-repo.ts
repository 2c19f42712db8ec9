/**
 * The settings rows: one per setting, `{ key, value }`. They hold the TMDB token, so the
 * settings table is never part of an export.
 */
import type { Table, Transaction } from 'dexie';
import type { SettingRow } from './rows';

export class SettingsRepo {
	constructor(private readonly trans: Transaction) {}

	private get table(): Table<SettingRow, string> {
		return this.trans.table('settings');
	}

	async all(): Promise<Map<string, unknown>> {
		const rows = await this.table.toArray();
		return new Map(rows.map((row) => [row.key, row.value]));
	}

	async get(key: string): Promise<unknown> {
		return (await this.table.get(key))?.value;
	}

	async put(values: Record<string, unknown>): Promise<void> {
		await this.table.bulkPut(Object.entries(values).map(([key, value]) => ({ key, value })));
	}
}
