/**
 * Series' episode guides (domain/episode-guide.ts): each series' outline by provider key, and
 * each season's episode names, dates and stills apart, read only for the seasons a screen shows.
 * A cache of the provider's data, not library data: never exported, never synced.
 */
import type { Table, Transaction } from 'dexie';
import type { EpisodeGuide, GuideSeasonEpisodes } from '../domain/episode-guide';
import { ProviderCacheRepo } from './provider-cache-repo';

export class GuidesRepo {
	private readonly outlines: ProviderCacheRepo<EpisodeGuide>;
	/** The outlines this transaction replaced, as they were before it (undefined: none was kept). */
	private readonly replaced = new Map<string, EpisodeGuide | undefined>();

	constructor(private readonly trans: Transaction) {
		this.outlines = new ProviderCacheRepo(trans, 'episodeGuides');
	}

	private get seasonTable(): Table<GuideSeasonEpisodes, [string, number]> {
		return this.trans.table('guideSeasons');
	}

	/** The guides kept for these provider keys, by key; a series never fetched has none. */
	get(providerKeys: string[]): Promise<Map<string, EpisodeGuide>> {
		return this.outlines.get(providerKeys);
	}

	/** Every outline kept, by provider key: one read of the whole store. */
	async all(): Promise<Map<string, EpisodeGuide>> {
		const rows: EpisodeGuide[] = await this.trans.table('episodeGuides').toArray();
		return new Map(rows.map((row) => [row.providerKey, row]));
	}

	/** The episodes of these seasons, by provider key and season number; a season never fetched has none. */
	async seasons(wanted: readonly { providerKey: string; seasonNumber: number }[]): Promise<Map<string, Map<number, GuideSeasonEpisodes>>> {
		const rows = await this.seasonTable.bulkGet(wanted.map((w) => [w.providerKey, w.seasonNumber]));
		const byKey = new Map<string, Map<number, GuideSeasonEpisodes>>();
		for (const row of rows) {
			if (!row) continue;
			if (!byKey.has(row.providerKey)) byKey.set(row.providerKey, new Map());
			byKey.get(row.providerKey)!.set(row.seasonNumber, row);
		}
		return byKey;
	}

	/**
	 * Keeps a guide's outline and the seasons fetched with it (those left out are kept as they were).
	 * The outline it replaces is remembered: the unit of work recounts the series' episodes from the new one.
	 */
	async put(guide: EpisodeGuide, seasons: readonly GuideSeasonEpisodes[]): Promise<void> {
		const key = guide.providerKey;
		if (!this.replaced.has(key)) {
			const before = (await this.get([key])).get(key);
			// Another put of the same guide may have read it first, before either wrote.
			if (!this.replaced.has(key)) this.replaced.set(key, before);
		}
		await Promise.all([this.outlines.put(guide), this.seasonTable.bulkPut([...seasons])]);
	}

	/** The outlines this transaction put, by provider key, each with the one it replaced. */
	changed(): { providerKey: string; before: EpisodeGuide | undefined }[] {
		return [...this.replaced].map(([providerKey, before]) => ({ providerKey, before }));
	}

	/** The outlines kept for these keys as they were when this transaction began. */
	async asBefore(providerKeys: string[]): Promise<Map<string, EpisodeGuide>> {
		const now = await this.get(providerKeys.filter((key) => !this.replaced.has(key)));
		for (const key of providerKeys) {
			const before = this.replaced.get(key);
			if (before) now.set(key, before);
		}
		return now;
	}
}
