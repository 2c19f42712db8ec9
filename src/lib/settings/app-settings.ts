/**
 * The app's settings (DESIGN section 6). Not a gateway tool: the Settings screen reads and
 * writes them here, and the configured provider follows every change at once. They are kept
 * in memory and written through the storage layer; the token stays on this device.
 */
import type { LibraryStore } from '../db/library-store';
import { toErrorBody, zodFailure } from '../domain/errors';
import { parseWorded } from '../domain/issue-wording';
import { loadTmdb } from '../provider/tmdb/load-tmdb';
import { DEFAULT_TMDB_BASE_URL } from '../provider/tmdb/tmdb-base-url';
import type { TmdbClientOptions } from '../provider/tmdb/tmdb-client';
import {
	DEFAULT_SETTINGS,
	settingsPatch,
	settingsSchema,
	type SettingKey,
	type Settings,
	type SettingsPatch,
	type SettingsView,
	type TokenCheck
} from './settings-schema';

export type SettingsListener = (settings: Readonly<Settings>) => void;

/** How to reach TMDB with these settings and this token. */
export function tmdbClientOptions(settings: Pick<Settings, 'tmdbBaseUrl' | 'language'>, token: string): TmdbClientOptions {
	return { token, baseUrl: settings.tmdbBaseUrl ?? DEFAULT_TMDB_BASE_URL, language: settings.language };
}

export class AppSettings {
	private readonly listeners = new Set<SettingsListener>();

	private constructor(
		private readonly store: LibraryStore,
		private current: Settings
	) {}

	static async load(store: LibraryStore): Promise<AppSettings> {
		const stored = await store.read((tx) => tx.settings.all());
		const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
		// A value that no longer passes (older version, hand-edited storage) falls back to its default.
		for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
			const parsed = settingsSchema.shape[key].safeParse(stored.get(key));
			if (stored.has(key) && parsed.success) settings[key] = parsed.data;
		}
		return new AppSettings(store, settings as Settings);
	}

	get(): SettingsView {
		const { tmdbToken: token, language, region, tmdbBaseUrl, lastExportAt, myServices } = this.current;
		return {
			tmdbTokenSet: token !== null,
			language,
			region,
			tmdbBaseUrl,
			effectiveTmdbBaseUrl: tmdbBaseUrl ?? DEFAULT_TMDB_BASE_URL,
			provider: token === null ? 'demo' : 'tmdb',
			lastExportAt,
			myServices
		};
	}

	/** Changes the settings given; `tmdbToken: null` (or "") removes the token. Rejects with invalid_input. */
	async update(patch: SettingsPatch): Promise<SettingsView> {
		const parsed = await parseWorded(settingsPatch, patch);
		if (!parsed.success) throw zodFailure(parsed.error);
		await this.store.write((tx) => tx.settings.put(parsed.data));
		this.current = { ...this.current, ...parsed.data };
		for (const listener of this.listeners) listener(this.current);
		return this.get();
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
			return await testToken(this.current, token, baseUrl);
		} catch (error) {
			const { code, message, status } = toErrorBody(error);
			return { accepted: false, code, message, ...(status === undefined ? {} : { status }) };
		}
	}

	/** Calls `listener` now and after every change, until the returned function is called. */
	subscribe(listener: SettingsListener): () => void {
		this.listeners.add(listener);
		listener(this.current);
		return () => this.listeners.delete(listener);
	}
}
