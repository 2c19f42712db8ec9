/** Reading every document of a CouchDB database a page at a time, so no one answer holds a whole library. */
import type { PouchDatabase } from './pouch';
import type { SyncDoc } from './sync-docs';

/** Runs one request: as it is, or under a caller's timeout and error handling. */
export type Ask = <T>(request: () => Promise<T>) => Promise<T>;

/** Every document of `db` in ID order, `size` at a time, each page asked for through `ask`. */
export async function* documentPages(db: PouchDatabase, size: number, ask: Ask = (request) => request()): AsyncGenerator<SyncDoc[]> {
	for (let after: string | undefined; ; ) {
		const { rows } = await ask(() => db.allDocs({ include_docs: true, limit: size, ...(after === undefined ? {} : { startkey: after, skip: 1 }) }));
		yield rows.flatMap(({ doc }) => (doc ? [doc] : []));
		if (rows.length < size) return;
		after = rows.at(-1)!.key;
	}
}
