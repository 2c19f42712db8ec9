/**
 * A CouchDB served beside the app on its own origin, under /couchdb/ (compose.yaml's Caddy sets
 * it up so): Settings > Sync proposes its address, which needs no CORS. Whatever else answers
 * there (a static host's 404, its app shell) is not one.
 */
import { z } from 'zod/mini';

export const SAME_ORIGIN_PATH = '/couchdb/';

/** Every CouchDB-protocol server greets at its root with its version and vendor. */
const welcome = z.object({ version: z.string(), vendor: z.object({ name: z.string() }) });

/** The address of the CouchDB at `origin`/couchdb/, or undefined when there is none (or no network). */
export async function sameOriginCouch(origin: string, fetchImpl: typeof fetch = fetch): Promise<string | undefined> {
	const url = `${origin}${SAME_ORIGIN_PATH}`;
	try {
		const res = await fetchImpl(url, { headers: { Accept: 'application/json' }, cache: 'no-store' });
		if (!res.ok) return undefined;
		return welcome.safeParse(await res.json()).success ? url : undefined;
	} catch {
		return undefined;
	}
}
