/** What can stop sync, in words a person can act on. */
export const SYNC_PROBLEMS = {
	unreachable: 'The sync server cannot be reached. Check the address and your connection; changes wait on this device meanwhile.',
	cors: "The server answered, but it does not let this app's address in: enable CORS on it for this address (see the README).",
	unauthorized: 'The server refused the user name or password.',
	forbidden: 'This user may not use that database on the server.',
	no_database: 'There is no database of that name on the server: create it first (see the README).',
	server_full: 'The server is full or over its quota: nothing more can be stored there until space is freed.',
	rate_limited: 'The server asks to slow down (too many requests); sync carries on shortly.',
	passphrase_needed: "This library is encrypted on the server: enter its passphrase.",
	wrong_passphrase: "The passphrase does not open this library: it is not the one the library was encrypted with. Nothing was written.",
	not_encrypted: 'This library is not encrypted on the server: leave the passphrase empty, or use a new database for an encrypted library.',
	not_a_library: 'That database holds something other than a Screenshelf library.',
	insecure_server:
		'This page is served over HTTPS, and browsers do not let an HTTPS page reach a plain-HTTP server. Put the server behind HTTPS (a reverse proxy such as Caddy, see the README), or open Screenshelf over http:// on the same network.',
	library_gone: 'Its database is gone from the server or came back empty. Send this library to it again (the database must exist; see the README), or disconnect this device.',
	failed: 'Sync stopped on an unexpected error; try Sync now.'
} as const;

export type SyncProblem = keyof typeof SYNC_PROBLEMS;

/** A problem from an HTTP status, or undefined when the status is a success. */
export function problemOfStatus(status: number, reason = ''): SyncProblem | undefined {
	if (status >= 200 && status < 300) return undefined;
	if (status === 401) return 'unauthorized';
	if (status === 403) return 'forbidden';
	if (status === 404) return 'no_database';
	if (status === 429) return 'rate_limited';
	if (status === 413 || status === 507 || /quota|insufficient_storage|disk full/i.test(reason)) return 'server_full';
	return 'failed';
}

/** A problem from what PouchDB reported (an HTTP error has a status; a network failure none). */
export function problemOfError(error: { status?: number; name?: string; message?: string; reason?: string } | undefined): SyncProblem {
	const status = error?.status;
	if (typeof status === 'number' && status > 0) return problemOfStatus(status, `${error?.name ?? ''} ${error?.reason ?? ''}`) ?? 'failed';
	return 'unreachable';
}
