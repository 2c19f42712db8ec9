/// <reference path="./pouchdb-generate-replication-id.d.ts" />
/**
 * PouchDB resumes each half of a replication from a checkpoint kept on both sides. Once the
 * server lost the library and it was sent again, this device's checkpoints may speak of the
 * database that is gone, or of documents written to the emptied one after the loss (where a
 * checkpoint says everything before them went too). Forgetting this device's copies makes both
 * halves start over and compare every document with the server's, which sends what it lacks.
 */
import generateReplicationId from 'pouchdb-generate-replication-id';
import type { PouchDatabase } from './pouch';

export async function forgetCheckpoints(local: PouchDatabase, remote: PouchDatabase): Promise<void> {
	for (const [source, target] of [
		[local, remote],
		[remote, local]
	] as const) {
		// The replications have no filter, document IDs or selector: their IDs are of the two databases alone.
		const id = await generateReplicationId(source, target, {});
		const kept = await local.get(id).catch(() => undefined);
		if (kept) await local.put({ ...kept, _deleted: true });
	}
}
