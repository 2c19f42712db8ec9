/**
 * What can go wrong with the browser's storage itself, as opposed to one operation: the library
 * cannot be opened, it was made by a newer build, another tab holds, took over or replaced the database.
 */
import { GatewayError } from '../domain/errors';

export type StorageProblem =
	/** The data was written by a newer Screenshelf than the one running (IndexedDB VersionError). */
	| 'newer_version'
	/** IndexedDB is missing or refuses to open (private modes, "Internal error opening backing store"). */
	| 'unavailable'
	/** Our upgrade waits for another tab that keeps the old version open. */
	| 'blocked'
	/** Another tab upgraded or deleted the database: this page runs old code and must reload. */
	| 'superseded'
	/** Another tab imported a library into a new database and deleted the one this page holds. */
	| 'replaced'
	/** The browser closed the connection and reopening it failed. */
	| 'lost';

export const STORAGE_MESSAGES: Record<StorageProblem, string> = {
	newer_version:
		'Your library was saved by a newer version of Screenshelf than this one. Reload the page to get the newer version; nothing was changed.',
	unavailable: 'This browser would not open the storage that holds your library. Nothing was changed.',
	blocked: 'Screenshelf is open in another tab with an older version. Close that tab to finish updating your library.',
	superseded: 'Screenshelf was updated in another tab. Reload this page to keep going; nothing you saved is lost.',
	replaced: 'A library was imported in another tab. Reload this page to see it.',
	lost: 'The browser closed the storage that holds your library. Reload the page to keep going.'
};

/** Thrown when storage itself fails; the gateway answers it as `internal` with this message. */
export class StorageError extends GatewayError {
	constructor(
		readonly problem: StorageProblem,
		options: { cause?: unknown } = {}
	) {
		super('internal', STORAGE_MESSAGES[problem]);
		this.name = 'StorageError';
		if (options.cause !== undefined) this.cause = options.cause;
	}
}

/** What an error from opening the database means to the person whose library it is. */
export function openProblemOf(error: unknown): StorageProblem {
	if (error instanceof StorageError) return error.problem;
	const names = errorNames(error);
	return names.includes('VersionError') ? 'newer_version' : 'unavailable';
}

/** Whether a failed transaction failed because the connection went away, so reopening may help. */
export function isConnectionLoss(error: unknown): boolean {
	return errorNames(error).some((name) => name === 'DatabaseClosedError' || name === 'InvalidStateError');
}

function errorNames(error: unknown): string[] {
	const names: string[] = [];
	// Dexie wraps the browser's error as `inner`; bounded, as a chain may loop.
	for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 8; depth++) {
		const { name, inner } = e as { name?: unknown; inner?: unknown };
		if (typeof name === 'string') names.push(name);
		e = inner;
	}
	return names;
}
