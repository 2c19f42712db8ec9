// pouchdb-generate-replication-id ships no types; sync reaches it through src/lib/sync/mirror.ts.
declare module 'pouchdb-generate-replication-id' {
	/** The `_local/…` ID under which a replication of `source` to `target` keeps its checkpoint on both. */
	export default function generateReplicationId(source: { id(): Promise<string> }, target: { id(): Promise<string> }, options: object): Promise<string>;
}
