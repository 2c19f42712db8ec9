/**
 * The sync set-up kept on this device only (the settings table is never exported or synced):
 * server, credentials, the library key derived from the passphrase, and the device's own ID.
 */
import { z } from 'zod/mini';

export const syncServer = z.object({
	url: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).check(z.maxLength(2000)),
	database: z
		.string()
		.check(
			z.maxLength(238),
			z.regex(/^[a-z][a-z0-9_$()+/-]*$/, 'must start with a lowercase letter and hold only lowercase letters, digits and _$()+-/')
		),
	username: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200)),
	password: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(1000))
});
export type SyncServer = z.infer<typeof syncServer>;

export const syncSetup = z.object({
	...syncServer.shape,
	/** Empty: the server stores the library in the clear. */
	passphrase: z.optional(z.string().check(z.maxLength(1000))),
	includeConnections: z.boolean()
});
export type SyncSetup = z.input<typeof syncSetup>;

const cryptoKey = z.custom<CryptoKey>((value) => typeof CryptoKey !== 'undefined' && value instanceof CryptoKey);

export const storedSyncConfig = z.object({
	...syncServer.shape,
	includeConnections: z.boolean(),
	enabled: z.boolean(),
	/**
	 * The library key as non-extractable keys (IndexedDB keeps them without their bytes), or null
	 * for a library stored in the clear; base64 bytes in a set-up saved before that.
	 */
	key: z.nullable(z.union([z.object({ aes: cryptoKey, hmac: cryptoKey }), z.string()]))
});
export type SyncConfig = z.infer<typeof storedSyncConfig>;

export const CONFIG_KEY = 'sync.config';
export { DEVICE_KEY } from '../db/change-record';

/** The server's address of the database, without a trailing slash. */
export function databaseUrl(server: Pick<SyncServer, 'url' | 'database'>): string {
	return `${server.url.replace(/\/+$/, '')}/${encodeURIComponent(server.database)}`;
}

/** HTTP basic credentials, UTF-8 safe. */
export function basicAuth({ username, password }: Pick<SyncServer, 'username' | 'password'>): string {
	const bytes = new TextEncoder().encode(`${username}:${password}`);
	let binary = '';
	for (const b of bytes) binary += String.fromCharCode(b);
	return `Basic ${btoa(binary)}`;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * Whether the browser would block this server as mixed content: a plain-HTTP address other than
 * this device's own, asked for from a page served over HTTPS.
 */
export function mixedContent(url: string, pageProtocol: string | undefined): boolean {
	if (pageProtocol !== 'https:' || !/^http:/i.test(url)) return false;
	try {
		return !LOOPBACK.test(new URL(url).hostname);
	} catch {
		return false;
	}
}
