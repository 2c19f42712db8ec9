/**
 * Each watching series' next episode (domain/episode-guide.ts' KeptNextEpisode), by provider key,
 * kept by the unit of work as the series' guide or progress changes (next-episodes-keep.ts). Up
 * next read every guide's outline and then one season of episode names per series: for 500
 * series, 440 requests, most of its time. A cache worked out from the library and the guides:
 * never exported, never synced.
 */
import type { Table, Transaction } from 'dexie';
import type { KeptNextEpisode } from '../domain/episode-guide';
import type { Progress } from '../domain/progress';

/** Whether a kept row holds for the progress a series states now. */
export function holdsFor(row: KeptNextEpisode | undefined, series: Progress): row is KeptNextEpisode {
	return row !== undefined && row.season === (series.currentSeason ?? null) && row.episode === (series.currentEpisode ?? null);
}

export class NextEpisodesRepo {
	constructor(private readonly trans: Transaction) {}

	private get table(): Table<KeptNextEpisode, string> {
		return this.trans.table('nextEpisodes');
	}

	/** Every row kept, by provider key: one read of the whole store. */
	async all(): Promise<Map<string, KeptNextEpisode>> {
		const rows = await this.table.toArray();
		return new Map(rows.map((row) => [row.providerKey, row]));
	}

	async put(rows: readonly KeptNextEpisode[]): Promise<void> {
		if (rows.length > 0) await this.table.bulkPut([...rows]);
	}

	async delete(providerKeys: readonly string[]): Promise<void> {
		if (providerKeys.length > 0) await this.table.bulkDelete([...providerKeys]);
	}
}
