/**
 * What the history import needs from the gateway beyond the six tools: its kept lookups and
 * choices (so matching resumes where it stopped) and TMDB's /find, which no operation of the
 * spec covers (by a title's ID, or by a TVDB episode ID). Reached as `gateway.history`, like `gateway.people`; not a tool.
 */
import type { LibraryStore } from '../db/library-store';
import type { CatalogEntry } from '../domain/catalog';
import type { CatalogProvider, ExternalSource, FoundEpisode } from '../provider/catalog-provider';

export class HistoryLookups {
	constructor(
		private readonly store: LibraryStore,
		private readonly provider: CatalogProvider,
		private readonly now: () => Date
	) {}

	/**
	 * Which provider answers, in which language: kept lookups belong to it, so the cache keys carry
	 * both, and answers kept in one language never stand for another's ("tmdb:pt-BR").
	 */
	get providerName(): string {
		const { name, language } = this.provider;
		return language ? `${name}:${language}` : name;
	}

	kept(keys: string[]): Promise<Map<string, unknown>> {
		return this.store.read((tx) => tx.history.get(keys));
	}

	async keep(values: Map<string, unknown>): Promise<void> {
		if (values.size === 0) return;
		await this.store.write((tx) => tx.history.put(values, this.now().toISOString()));
	}

	count(): Promise<number> {
		return this.store.read((tx) => tx.history.count());
	}

	/** Forgets every kept lookup and choice; the library itself is untouched. */
	forget(): Promise<void> {
		return this.store.write((tx) => tx.history.clear());
	}

	findExternal(source: ExternalSource, externalId: string): Promise<CatalogEntry[]> {
		return this.provider.findExternal(source, externalId);
	}

	findEpisode(tvdbEpisodeId: string): Promise<FoundEpisode | null> {
		return this.provider.findEpisode(tvdbEpisodeId);
	}
}
