/**
 * The provider the app uses when none is passed in: TMDB while a token is set, else TMDB through
 * the server that offers it (server-catalog.ts), else the demo catalog. It follows the settings,
 * so setting or clearing the token, or finding a server's catalog, takes effect on the next
 * lookup, with no restart.
 */
import type { CatalogDetails, CatalogEntry, CatalogPage, DiscoverCategory, SeasonDetails, StreamingQuery, WatchOffers, WatchService } from '../domain/catalog';
import type { MediaKind } from '../domain/enums';
import { answersLanguage, tmdbAccess, type AppSettings } from '../settings/app-settings';
import type { TmdbClientOptions } from './tmdb/tmdb-client';
import type { Settings } from '../settings/settings-schema';
import type { CatalogProvider, ExternalSource, FoundEpisode } from './catalog-provider';
import { GatewayError } from '../domain/errors';
import { loadTmdb } from './tmdb/load-tmdb';

async function openTmdb(settings: Settings, access: TmdbClientOptions): Promise<CatalogProvider> {
	const [{ TmdbClient }, { TmdbProvider }] = await loadTmdb(() =>
		Promise.all([import('./tmdb/tmdb-client'), import('./tmdb/tmdb-provider')])
	);
	return new TmdbProvider(new TmdbClient(access), settings.region);
}

/** The demo catalog's code is split off as TMDB's is: the first screen (the Library) looks nothing up. */
async function openDemo(now: () => Date): Promise<CatalogProvider> {
	try {
		const { DemoCatalogProvider } = await import('./demo/demo-provider');
		return new DemoCatalogProvider(now);
	} catch {
		throw new GatewayError('provider_unavailable', 'The demo catalog could not be loaded. Check the network connection and try again.');
	}
}

/** Opens a provider once; a failed opening is tried again on the next lookup. */
function retried(opening: Promise<CatalogProvider>, forget: (failed: Promise<CatalogProvider>) => void): Promise<CatalogProvider> {
	opening.catch(() => forget(opening));
	return opening;
}

const TMDB_KEYS = ['tmdbToken', 'tmdbBaseUrl', 'serverCatalog', 'region'] as const satisfies (keyof Settings)[];

export class ConfiguredProvider implements CatalogProvider {
	private settings!: Readonly<Settings>;
	/** The language TMDB is asked in: the one chosen, else the browser's, which may change under the same settings. */
	private asked = '';
	/** The demo catalog, opened on first use. */
	private demo: Promise<CatalogProvider> | undefined;
	/** The TMDB provider for the current settings, opened on first use. */
	private tmdb: Promise<CatalogProvider> | undefined;

	constructor(
		private readonly source: AppSettings,
		private readonly now: () => Date
	) {
		// A new TMDB provider per change of how TMDB is reached: its cached genre names belong to
		// the old language. Other settings (the last export's date) change nothing here.
		source.subscribe((s) => {
			const before = this.settings;
			const language = answersLanguage(s);
			this.settings = s;
			if (!before || language !== this.asked || TMDB_KEYS.some((key) => before[key] !== s[key])) this.tmdb = undefined;
			this.asked = language;
		});
	}

	get name(): CatalogProvider['name'] {
		return tmdbAccess(this.settings) ? 'tmdb' : 'demo';
	}

	get language(): string | undefined {
		return tmdbAccess(this.settings)?.language;
	}

	private async current(): Promise<CatalogProvider> {
		// Without a token of the person's own, a server may offer the catalog: asked before the first lookup.
		if (this.settings.tmdbToken === null) await this.source.findServerCatalog();
		const access = tmdbAccess(this.settings);
		if (access === null) {
			this.demo ??= retried(openDemo(this.now), (failed) => {
				if (this.demo === failed) this.demo = undefined;
			});
			return this.demo;
		}
		this.tmdb ??= retried(openTmdb(this.settings, access), (failed) => {
			if (this.tmdb === failed) this.tmdb = undefined;
		});
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

	async findEpisode(tvdbEpisodeId: string): Promise<FoundEpisode | null> {
		return (await this.current()).findEpisode(tvdbEpisodeId);
	}

	async watchOffers(kind: MediaKind, providerId: string, region?: string): Promise<WatchOffers> {
		return (await this.current()).watchOffers(kind, providerId, region ?? this.settings.region);
	}

	async watchServices(kind: MediaKind, region?: string): Promise<WatchService[]> {
		return (await this.current()).watchServices(kind, region ?? this.settings.region);
	}

	async discoverStreaming(kind: MediaKind, query: StreamingQuery): Promise<CatalogPage> {
		return (await this.current()).discoverStreaming(kind, { ...query, region: query.region ?? this.settings.region });
	}
}
