/** The app's settings as stored and as shown: the TMDB token, language, region and base URL. */
import { z } from 'zod/mini';
import { catalogRegion } from '../domain/enums';
import type { ErrorCode } from '../domain/errors';

// A pasted token often brings a space or a line break along; an empty field means "none".
const trimmedOrNull = <T extends z.ZodMiniType>(schema: T) =>
	z.pipe(
		z.transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value)),
		z.nullable(schema)
	);

export const tmdbToken = z.string().check(
	z.maxLength(2000),
	// Anything else cannot travel in an HTTP header, and would fail as if the network were down.
	z.regex(/^[\x21-\x7e]+$/, 'must be pasted exactly as TMDB shows it, with no spaces')
);

export const settingsSchema = z.object({
	/** TMDB's API Read Access Token or its API Key (domain/tmdb-credential.ts); null: the demo catalog serves lookups. */
	tmdbToken: trimmedOrNull(tmdbToken),
	/** The language TMDB answers in, as the person chose it; null: the browser's (browser-language.ts). */
	language: z.nullable(z.string().check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be a language tag such as en-US'))),
	region: catalogRegion,
	/** Another TMDB-compatible server (a local mock in tests); null: the build's default. */
	tmdbBaseUrl: trimmedOrNull(z.url({ protocol: /^https?$/, message: 'must be an http or https URL' })),
	/** TMDB through a Screenshelf server, which adds its own token (provider/tmdb/server-catalog.ts); null: none found. */
	serverCatalog: z.nullable(z.url({ protocol: /^https?$/ })),
	/** When the library was last exported from this device; Settings nudges when it is long ago. */
	lastExportAt: z.nullable(z.iso.datetime()),
	/** The streaming services the person has, by the provider's service ID: title pages mark them. */
	myServices: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(500))
});
export type Settings = z.output<typeof settingsSchema>;
export type SettingKey = keyof Settings;

export const settingsPatch = z.strictObject(z.partial(settingsSchema).shape);
export type SettingsPatch = Partial<Settings>;

/** What TMDB is asked in where no other language is known: its own default. */
export const DEFAULT_LANGUAGE = 'en-US';

export const DEFAULT_SETTINGS: Settings = { tmdbToken: null, language: null, region: 'US', tmdbBaseUrl: null, serverCatalog: null, lastExportAt: null, myServices: [] };

/** What the Settings screen sees: whether a token is set, never the token itself. */
export interface SettingsView {
	tmdbTokenSet: boolean;
	/** The language chosen; null: the browser's. */
	language: string | null;
	/** The browser's language as TMDB's tag, what null stands for; absent until read (AppSettings.nameBrowserLanguage). */
	browserLanguage?: string;
	region: Settings['region'];
	tmdbBaseUrl: string | null;
	/** The base URL requests go to: the setting, else the build's default. */
	effectiveTmdbBaseUrl: string;
	/** Which catalog answers lookups now. */
	provider: 'tmdb' | 'demo';
	/** The server TMDB's answers come through (its origin), when it is a server's catalog and not the person's token. */
	catalogServer: string | null;
	lastExportAt: string | null;
	myServices: number[];
}

export type TokenCheck =
	| { accepted: true; message: string }
	/** `field`: the input that was malformed, when the check did not get as far as asking. */
	| { accepted: false; code: ErrorCode; message: string; field?: 'tmdbToken' | 'tmdbBaseUrl'; status?: number };
