/**
 * Before anything is written: can this device reach the database with these credentials, and
 * how is the library stored there? The first device writes the library's description (clear or
 * encrypted, with its salt); every later one reads it and must hold the same passphrase.
 */
import { z } from 'zod/mini';
import { basicAuth, databaseUrl, type SyncServer } from './sync-config';
import { decryptJson, deriveLibraryKey, encryptJson, KDF_ITERATIONS, KDF_MAX_ITERATIONS, randomSalt, type LibraryKey } from './sync-crypto';
import { META_FORMAT, META_ID, type MetaDoc } from './sync-docs';
import { problemOfStatus, type SyncProblem } from './sync-problems';

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: SyncProblem };

/** What the description's check field seals: reading it back proves the passphrase. */
const CHECK = 'screenshelf library key';

const metaDoc = z.object({
	_rev: z.optional(z.string()),
	format: z.literal(META_FORMAT),
	version: z.literal(1),
	encryption: z.nullable(
		z.object({ kdf: z.literal('PBKDF2-SHA-256'), iterations: z.number().check(z.int(), z.minimum(100_000), z.maximum(KDF_MAX_ITERATIONS)), salt: z.string(), check: z.string() })
	)
});

/** Whether anything answers at the server's address, CORS aside: a no-cors request reaches a server that is up. */
async function answers(url: string): Promise<boolean> {
	try {
		await fetch(url, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(ANSWER_MS) });
		return true;
	} catch {
		return false;
	}
}

/**
 * How long a question to the server may take: a request no one answers (a connection half open on
 * a phone, a server stuck) must not hold the sync's start or its watch for ever.
 */
const ANSWER_MS = 20_000;

async function request(server: SyncServer, path: string, init: RequestInit = {}): Promise<Response | SyncProblem> {
	try {
		return await fetch(`${databaseUrl(server)}${path}`, {
			...init,
			// The server's answer now, CORS headers included, never a cached one.
			cache: 'no-store',
			headers: { Authorization: basicAuth(server), Accept: 'application/json', 'Content-Type': 'application/json' },
			signal: AbortSignal.timeout(ANSWER_MS)
		});
	} catch (error) {
		if ((error as Error)?.name === 'TimeoutError') return 'unreachable';
		// The browser says only that the request failed: a refused CORS request fails the same way as a dead host.
		return (await answers(server.url)) ? 'cors' : 'unreachable';
	}
}

/** Whether the database answers these credentials now; the problem when it does not. */
export async function checkDatabase(server: SyncServer): Promise<SyncProblem | undefined> {
	const info = await request(server, '');
	return typeof info === 'string' ? info : problemOfStatus(info.status);
}

async function describeLibrary(server: SyncServer, passphrase: string | undefined, docCount: number): Promise<Checked<LibraryKey | null>> {
	// A database holding rows but no description was not written by Screenshelf.
	if (docCount > 0) return { ok: false, problem: 'not_a_library' };
	const salt = randomSalt();
	const key = passphrase ? await deriveLibraryKey(passphrase, salt) : null;
	const meta: MetaDoc = {
		_id: META_ID,
		format: META_FORMAT,
		version: 1,
		encryption: key ? { kdf: 'PBKDF2-SHA-256', iterations: KDF_ITERATIONS, salt, check: await encryptJson(key, CHECK, META_ID) } : null
	};
	const put = await request(server, `/${META_ID}`, { method: 'PUT', body: JSON.stringify(meta) });
	if (typeof put === 'string') return { ok: false, problem: put };
	// Another device described it first: go by its description.
	if (put.status === 409) return openLibraryOnServer(server, passphrase);
	const problem = problemOfStatus(put.status);
	return problem ? { ok: false, problem } : { ok: true, value: key };
}

/** The library key to use with this database (null: stored in the clear), or why it cannot be used. */
export async function openLibraryOnServer(server: SyncServer, passphrase: string | undefined): Promise<Checked<LibraryKey | null>> {
	const info = await request(server, '');
	if (typeof info === 'string') return { ok: false, problem: info };
	const infoProblem = problemOfStatus(info.status);
	if (infoProblem) return { ok: false, problem: infoProblem };
	const docCount = Number(((await info.json()) as { doc_count?: number }).doc_count ?? 0);
	const found = await request(server, `/${META_ID}`);
	if (typeof found === 'string') return { ok: false, problem: found };
	if (found.status === 404) return describeLibrary(server, passphrase || undefined, docCount);
	const problem = problemOfStatus(found.status);
	if (problem) return { ok: false, problem };
	const meta = metaDoc.safeParse(await found.json());
	if (!meta.success) return { ok: false, problem: 'not_a_library' };
	const encryption = meta.data.encryption;
	if (!encryption) return passphrase ? { ok: false, problem: 'not_encrypted' } : { ok: true, value: null };
	if (!passphrase) return { ok: false, problem: 'passphrase_needed' };
	const key = await deriveLibraryKey(passphrase, encryption.salt, encryption.iterations);
	try {
		if ((await decryptJson(key, encryption.check, META_ID)) === CHECK) return { ok: true, value: key };
	} catch {
		// Falls through: a key that cannot open the check is the wrong one.
	}
	return { ok: false, problem: 'wrong_passphrase' };
}

/**
 * Where the server keeps the mark of the library's last sending to it. A `_local` document: no
 * replication carries it, so a database emptied and refilled by a device's replication (whose
 * checkpoints there were lost with it) has none, and every device can tell.
 */
const MARK_ID = '_local/screenshelf-library';

/** The library's description on the server, and the mark of its last sending (none: not marked yet, or refilled after a loss). */
export interface LibraryOnServer {
	mark: string | undefined;
	doc: MetaDoc;
}

/** The library as the server holds it now: `gone` when its description or its database is missing. */
export async function libraryOnServer(server: SyncServer): Promise<LibraryOnServer | 'gone' | SyncProblem> {
	const [found, marked] = await Promise.all([request(server, `/${META_ID}`), request(server, `/${MARK_ID}`)]);
	if (typeof found === 'string') return found;
	if (typeof marked === 'string') return marked;
	if (found.status === 404) return 'gone';
	const problem = problemOfStatus(found.status) ?? (marked.status === 404 ? undefined : problemOfStatus(marked.status));
	if (problem) return problem;
	const { _rev, ...doc } = (await found.json()) as MetaDoc;
	const mark = marked.status === 404 ? undefined : String(((await marked.json()) as { sending?: unknown }).sending);
	return { mark, doc: doc as MetaDoc };
}

/** Marks a sending of the library to the server; the mark another device wrote first is as good. */
export async function markSending(server: SyncServer): Promise<{ mark: string } | SyncProblem> {
	const sending = crypto.randomUUID();
	const put = await request(server, `/${MARK_ID}`, { method: 'PUT', body: JSON.stringify({ sending }) });
	if (typeof put === 'string') return put;
	if (put.status !== 409) return problemOfStatus(put.status) ?? { mark: sending };
	const now = await libraryOnServer(server);
	if (typeof now === 'string') return now === 'gone' ? 'failed' : now;
	return now.mark === undefined ? 'failed' : { mark: now.mark };
}

/** Writes the library's description again, to a database that lost it, and marks the sending; another device's doing so is as good. */
export async function describeAgain(server: SyncServer, doc: MetaDoc): Promise<{ mark: string } | SyncProblem> {
	const put = await request(server, `/${META_ID}`, { method: 'PUT', body: JSON.stringify(doc) });
	if (typeof put === 'string') return put;
	const problem = put.status === 409 ? undefined : problemOfStatus(put.status);
	return problem ?? markSending(server);
}
