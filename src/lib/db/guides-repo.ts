/**
 * Series' episode guides (domain/episode-guide.ts): what the provider said of every season, kept
 * so Up next and Upcoming answer offline and without asking the provider per series. A cache
 * of the provider's data, not library data: never exported, never synced.
 */
import type { Table, Transaction } from 'dexie';
import type { EpisodeGuide } from '../domain/episode-guide';

export class GuidesRepo {
	constructor(private readonly trans: Transaction) {}

	private get table(): Table<EpisodeGuide, string> {
		return this.trans.table('episodeGuides');
	}

	/** The guides kept for these provider keys, by key; a series never fetched has none. */
	async get(providerKeys: string[]): Promise<Map<string, EpisodeGuide>> {
		const rows = await this.table.bulkGet(providerKeys);
		return new Map(rows.flatMap((row) => (row ? [[row.providerKey, row] as const] : [])));
	}

	async put(guide: EpisodeGuide): Promise<void> {
		await this.table.put(guide);
	}
}
