/// <reference path="./pouchdb-generate-replication-id.d.ts" />
/**
 * Earlier versions kept a PouchDB database on the device beside the library, a second copy of it,
 * and PouchDB replicated that mirror with the server. Sync now talks to the server itself; a
 * device that kept a mirror takes over from it once (Replicator.leaveMirror), with nothing lost
 * and nothing downloaded again: what the mirror's own pull reached on the server, and which of its
 * documents the server lacks, are read here.
 */
import generateReplicationId from 'pouchdb-generate-replication-id';
import type { PouchDatabase } from './pouch';
import { META_ID, type DocCodec } from './sync-docs';

/** Documents asked about per request. */
const CHUNK = 1_000;

/**
 * The server's sequence up to which the mirror's pull had brought its documents down, from the
 * checkpoint PouchDB kept in the mirror; undefined when it never pulled.
 */
export async function pulledUpTo(mirror: PouchDatabase, server: PouchDatabase): Promise<number | string | undefined> {
	// The replications had no filter, document IDs or selector: their IDs are of the two databases alone.
	const id = await generateReplicationId(server, mirror, {});
	const checkpoint = (await mirror.get(id).catch(() => undefined)) as { last_seq?: number | string } | undefined;
	return checkpoint?.last_seq;
}

/** The keys of the mirror's documents whose revision the server lacks: written here, never sent. */
export async function unsentKeys(mirror: PouchDatabase, server: PouchDatabase, codec: DocCodec): Promise<string[]> {
	const { rows } = await mirror.allDocs({});
	const revs = rows.filter((row) => row.id !== META_ID && !row.key.startsWith('_') && row.value && !row.value.deleted);
	const keys: string[] = [];
	for (let i = 0; i < revs.length; i += CHUNK) {
		const diff = await server.revsDiff(Object.fromEntries(revs.slice(i, i + CHUNK).map((row) => [row.key, [row.value!.rev]])));
		const missing = Object.keys(diff);
		if (missing.length === 0) continue;
		const found = await mirror.allDocs({ keys: missing, include_docs: true });
		for (const { doc } of found.rows) {
			const key = doc ? await codec.fromDoc(doc).then((body) => body.key, () => undefined) : undefined;
			if (key) keys.push(key);
		}
	}
	return keys;
}
