/**
 * The provider the app uses when none is passed in: TMDB while a token is set, else the demo
 * catalog. It follows the settings, so setting or clearing the token takes effect on the
 * next lookup, with no restart.
 */
import type { CatalogDetails, CatalogEntry, CatalogPage, DiscoverCategory, SeasonDetails } from '../domain/catalog';
import type { MediaKind } from '../domain/enums';
import { tmdbClientOptions, type AppSettings } from '../settings/app-settings';
import type { Settings } from '../settings/settings-schema';
import type { CatalogProvider, ExternalSource } from './catalog-provider';
import { DemoCatalogProvider } from './demo/demo-provider';
import { loadTmdb } from './tmdb/load-tmdb';

async function openTmdb(settings: Settings, token: string): Promise<CatalogProvider> {
	const [{ TmdbClient }, { TmdbProvider }] = await loadTmdb(() =>
		Promise.all([import('./tmdb/tmdb-client'), import('./tmdb/tmdb-provider')])
	);
	return new TmdbProvider(new TmdbClient(tmdbClientOptions(settings, token)), settings.region);
}

export class ConfiguredProvider implements CatalogProvider {
	private settings!: Readonly<Settings>;
	private readonly demo: DemoCatalogProvider;
	/** The TMDB provider for the current settings, opened on first use. */
	private tmdb: Promise<CatalogProvider> | undefined;

	constructor(settings: AppSettings, now: () => Date) {
		this.demo = new DemoCatalogProvider(now);
		// A new TMDB provider per change: its cached genre names belong to the old language.
		settings.subscribe((s) => {
			this.settings = s;
			this.tmdb = undefined;
		});
	}

	get name(): CatalogProvider['name'] {
		return this.settings.tmdbToken === null ? 'demo' : 'tmdb';
	}

	private current(): Promise<CatalogProvider> | CatalogProvider {
		const token = this.settings.tmdbToken;
		if (token === null) return this.demo;
		if (!this.tmdb) {
			const opening = openTmdb(this.settings, token);
			// A failed load is tried again on the next lookup.
			opening.catch(() => {
				if (this.tmdb === opening) this.tmdb = undefined;
			});
			this.tmdb = opening;
		}
		return this.tmdb;
	}

	async discover(kind: MediaKind, category: DiscoverCategory, page: number): Promise<CatalogPage> {
		return (await this.current()).discover(kind, category, page);
	}

	async search(kind: MediaKind, query: string, page: number): Promise<CatalogPage> {
		return (await this.current()).search(kind, query, page);
	}

	async details(kind: MediaKind, providerId: string): Promise<CatalogDetails> {
		return (await this.current()).details(kind, providerId);
	}

	async season(providerId: string, seasonNumber: number): Promise<SeasonDetails> {
		return (await this.current()).season(providerId, seasonNumber);
	}

	async findExternal(source: ExternalSource, externalId: string): Promise<CatalogEntry[]> {
		return (await this.current()).findExternal(source, externalId);
	}
}
