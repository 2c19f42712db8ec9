/**
 * The app's settings (DESIGN section 6). Not a gateway tool: the Settings screen reads and
 * writes them here, and the configured provider follows every change at once. They are kept
 * in memory and written through the storage layer; the token stays on this device.
 */
import type { LibraryStore } from '../db/library-store';
import { invalidInput, toErrorBody, zodFailure } from '../domain/errors';
import { parseWorded } from '../domain/issue-wording';
import { loadTmdb } from '../provider/tmdb/load-tmdb';
import { DEFAULT_TMDB_BASE_URL } from '../provider/tmdb/tmdb-base-url';
import type { TmdbClientOptions } from '../provider/tmdb/tmdb-client';
import {
	DEFAULT_LANGUAGE,
	DEFAULT_SETTINGS,
	settingsPatch,
	settingsSchema,
	type SettingKey,
	type Settings,
	type SettingsPatch,
	type SettingsView,
	type TokenCheck
} from './settings-schema';

/** Hears the settings in force: a language left to the browser comes as the browser's. */
export type SettingsListener = (settings: Readonly<Settings>) => void;

/** How to reach TMDB with these settings (as in force: see AppSettings.subscribe) and this token. */
export function tmdbClientOptions(settings: Pick<Settings, 'tmdbBaseUrl' | 'language'>, token: string): TmdbClientOptions {
	return { token, baseUrl: settings.tmdbBaseUrl ?? DEFAULT_TMDB_BASE_URL, language: settings.language ?? DEFAULT_LANGUAGE };
}

/** How lookups reach TMDB: the person's own token first, else a server's catalog; null: the demo catalog answers. */
export function tmdbAccess(settings: Readonly<Settings>): TmdbClientOptions | null {
	if (settings.tmdbToken !== null) return tmdbClientOptions(settings, settings.tmdbToken);
	return settings.serverCatalog === null ? null : { baseUrl: settings.serverCatalog, language: settings.language ?? DEFAULT_LANGUAGE };
}

/** The language lookups answer in with these settings: TMDB's as asked, the demo catalog's English. */
export function answersLanguage(settings: Readonly<Settings>): string {
	return tmdbAccess(settings)?.language ?? DEFAULT_LANGUAGE;
}

/** Where a catalog may be offered: the app's own server, sync's (undefined: not named yet). */
export interface CatalogServers {
	page?: string[];
	sync?: string | null;
}

export class AppSettings {
	private readonly listeners = new Set<SettingsListener>();
	/** The servers that may offer a catalog, as far as the app has named them. */
	private named: CatalogServers = {};
	/** The question put to them, while its answer holds. */
	private asked: Promise<unknown> | undefined;
	/**
	 * The browser's language as TMDB's tag, once read: its code (browser-language.ts) loads only where
	 * TMDB answers or Settings shows it, since the demo catalog answers in English alone.
	 */
	private browser: string | undefined;

	private constructor(
		private readonly store: LibraryStore,
		private current: Settings
	) {
		// Following the browser, a change of its language is a change of the settings' language.
		globalThis.addEventListener?.('languagechange', () => {
			if (this.browser === undefined) return;
			this.browser = undefined;
			void this.readBrowser(true).then(() => this.tell());
		});
	}

	static async load(store: LibraryStore): Promise<AppSettings> {
		const stored = await store.read((tx) => tx.settings.all());
		const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
		// A value that no longer passes (older version, hand-edited storage) falls back to its default.
		for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
			const parsed = settingsSchema.shape[key].safeParse(stored.get(key));
			if (stored.has(key) && parsed.success) settings[key] = parsed.data;
		}
		const loaded = new AppSettings(store, settings as Settings);
		await loaded.readBrowser();
		return loaded;
	}

	/** The settings in force: a language left to the browser is the browser's, English until it is read. */
	private get inForce(): Settings {
		return this.current.language === null ? { ...this.current, language: this.browser ?? DEFAULT_LANGUAGE } : this.current;
	}

	/** Reads the browser's language where TMDB answers in it, or `always` (Settings names it); a failure to load leaves English. */
	private async readBrowser(always = false): Promise<void> {
		if (this.browser !== undefined || (!always && (this.current.language !== null || tmdbAccess(this.current) === null))) return;
		try {
			this.browser = (await import('./browser-language')).browserLanguage();
		} catch {
			// Offline before the worker kept that code: English, as before the browser's was followed.
		}
	}

	/** Reads the browser's language for Settings to name it, and tells the listeners once it is known. */
	async nameBrowserLanguage(): Promise<void> {
		if (this.browser !== undefined) return;
		await this.readBrowser(true);
		this.tell();
	}

	get(): SettingsView {
		const { tmdbToken: token, language, region, tmdbBaseUrl, serverCatalog, lastExportAt, myServices } = this.current;
		return {
			tmdbTokenSet: token !== null,
			language,
			browserLanguage: this.browser,
			region,
			tmdbBaseUrl,
			effectiveTmdbBaseUrl: tmdbBaseUrl ?? DEFAULT_TMDB_BASE_URL,
			provider: tmdbAccess(this.current) ? 'tmdb' : 'demo',
			catalogServer: token === null && serverCatalog !== null ? new URL(serverCatalog).origin : null,
			lastExportAt,
			myServices
		};
	}

	/** Changes the settings given; `tmdbToken: null` (or "") removes the token. Rejects with invalid_input. */
	async update(patch: SettingsPatch): Promise<SettingsView> {
		const parsed = await parseWorded(settingsPatch, patch);
		if (!parsed.success) throw zodFailure(parsed.error);
		const token = parsed.data.tmdbToken;
		if (token) {
			// Loaded with the first token saved: a first visit never needs it.
			const problem = (await import('./token-shape')).tokenProblem(token);
			if (problem) throw invalidInput('tmdbToken', problem);
		}
		await this.store.write((tx) => tx.settings.put(parsed.data));
		this.current = { ...this.current, ...parsed.data };
		await this.readBrowser();
		this.tell();
		return this.get();
	}

	private tell(): void {
		const settings = this.inForce;
		for (const listener of this.listeners) listener(settings);
	}

	/**
	 * Asks TMDB whether it accepts a token: the one given (not saved by this), else the saved one;
	 * at the address given ("" or null: TMDB itself), else the saved one, so an address can be
	 * tried before it is used.
	 */
	async testToken(token?: string, baseUrl?: string | null): Promise<TokenCheck> {
		try {
			// Loaded with the first check: only Settings asks, and only online.
			const { testToken } = await loadTmdb(() => import('./token-test'));
			return await testToken(this.inForce, token, baseUrl);
		} catch (error) {
			const { code, message, status } = toErrorBody(error);
			return { accepted: false, code, message, ...(status === undefined ? {} : { status }) };
		}
	}

	/**
	 * Names the servers that may offer TMDB's catalog: the one the app came from (`page`, named as
	 * the app opens) and sync's (`sync`, null for none, named once known). The next lookup without
	 * a token of the person's own asks them again.
	 */
	nameCatalogServers(named: CatalogServers): void {
		const before = this.named;
		const next = { ...before, ...named };
		if (JSON.stringify(next) === JSON.stringify(before)) return;
		this.named = next;
		this.asked = undefined;
		// Sync set up or forgotten just now: asked at once, so Settings says what it found there.
		if (before.sync !== undefined && next.sync !== before.sync) void this.findServerCatalog();
	}

	/**
	 * Asks the servers named, once, whether one offers TMDB's catalog, and keeps the answer for this
	 * device (provider/tmdb/server-catalog.ts): lookups go there from then on, offline to what the
	 * service worker kept. Offline, or before the app names any, asks nothing and keeps what was found.
	 */
	findServerCatalog(): Promise<unknown> {
		const { page, sync } = this.named;
		const known = this.current.serverCatalog;
		const servers = [...(page ?? []), ...(sync ? [sync] : [])];
		// Until sync's server is known, a catalog found there before is kept, not asked about.
		if (!page || globalThis.navigator?.onLine === false || (servers.length === 0 && (known === null || sync === undefined))) return Promise.resolve();
		this.asked ??= (async () => {
			const { findCatalog } = await loadTmdb(() => import('../provider/tmdb/server-catalog'));
			const found = await findCatalog(servers, known, sync !== undefined);
			if (found !== this.current.serverCatalog) await this.update({ serverCatalog: found });
		})().catch(() => (this.asked = undefined));
		return this.asked;
	}

	/** Calls `listener` now and after every change, until the returned function is called. */
	subscribe(listener: SettingsListener): () => void {
		this.listeners.add(listener);
		listener(this.inForce);
		return () => this.listeners.delete(listener);
	}
}
