/**
 * TMDB's catalog as a Screenshelf server offers it (the Caddyfile's /tmdb/3/, README "Your own
 * server"): the server adds its own token, so every device of the household gets the full catalog
 * with none of its own. Found by asking the server for TMDB's configuration, which the app reads
 * first anyway; a server with no token answers 204, which no browser reports as an error.
 */
import { configuration } from './tmdb-schemas';

/** Where a server offers the catalog: TMDB API v3's paths under /tmdb/3 on its origin. */
export function catalogAt(server: string): string {
	return `${new URL(server).origin}/tmdb/3`;
}

/** Whether the catalog at `address` answers as TMDB does; undefined when nothing answered. */
async function offered(address: string, fetchImpl: typeof fetch): Promise<boolean | undefined> {
	let res: Response;
	try {
		// Never a kept answer (the service worker passes no-store requests by): a server whose
		// token was removed must be heard saying so.
		res = await fetchImpl(`${address}/configuration`, {
			headers: { Accept: 'application/json' },
			cache: 'no-store',
			credentials: 'omit',
			signal: AbortSignal.timeout(8000)
		});
	} catch {
		return undefined;
	}
	try {
		return res.status === 200 && configuration.safeParse(await res.json()).success;
	} catch {
		// A static host's app shell answers every address: HTML, not TMDB.
		return false;
	}
}

/**
 * The catalog address of the first of `servers` that offers one. `known`, the address found
 * before, stays while its server does not answer, or is not among those asked while `servers`
 * may not be all of them (sync's not named yet); else null.
 */
export async function findCatalog(servers: readonly string[], known: string | null, complete: boolean, fetchImpl: typeof fetch = fetch): Promise<string | null> {
	const addresses = new Set(servers.map(catalogAt));
	for (const address of addresses) {
		const answer = await offered(address, fetchImpl);
		if (answer) return address;
		if (answer === undefined && address === known) return known;
	}
	return !complete && known !== null && !addresses.has(known) ? known : null;
}
