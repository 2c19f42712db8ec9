/**
 * The part of PouchDB's API that sync uses, typed here: DefinitelyTyped's PouchDB types declare
 * a global `Buffer` that breaks the project's own types.
 */
import type { SyncDoc } from './sync-docs';

export interface PouchWriteResult {
	ok?: boolean;
	id: string;
	rev?: string;
	error?: string;
	status?: number;
}

export interface PouchChange {
	id: string;
	seq: number | string;
	deleted?: boolean;
	doc?: SyncDoc;
}

export interface PouchError {
	status?: number;
	name?: string;
	message?: string;
	reason?: string;
}

export interface ReplicationInfo {
	direction?: 'push' | 'pull';
	change?: { docs_written?: number; pending?: number };
}

export interface Replication {
	on(event: 'change', listener: (info: ReplicationInfo) => void): Replication;
	on(event: 'paused', listener: (error?: PouchError) => void): Replication;
	on(event: 'active', listener: () => void): Replication;
	on(event: 'denied' | 'error', listener: (error: PouchError) => void): Replication;
	on(event: 'complete', listener: () => void): Replication;
	cancel(): void;
}

/** A two-way replication: its one-way halves report their own errors (the pair's `paused` drops them). */
export interface SyncReplication extends Replication {
	push: Replication;
	pull: Replication;
}

export interface ReplicationOptions {
	live?: boolean;
	retry?: boolean;
	batch_size?: number;
	batches_limit?: number;
	back_off_function?: (delay: number) => number;
	/** Where the changes feed starts, written as the replication's checkpoint (else the saved checkpoint). */
	since?: number | string;
	/** Options of a two-way replication's push half only. */
	push?: { since?: number | string };
}

export interface PouchDatabase {
	/** The database's identity: replications name their checkpoints after both sides' (checkpoints.ts). */
	id(): Promise<string>;
	get(id: string, options: { open_revs: 'all' }): Promise<{ ok?: SyncDoc }[]>;
	get(id: string, options?: { conflicts?: boolean }): Promise<SyncDoc>;
	put(doc: SyncDoc): Promise<PouchWriteResult>;
	allDocs(options: { keys?: string[]; include_docs?: boolean; conflicts?: boolean }): Promise<{
		rows: { id?: string; key: string; value?: { rev: string; deleted?: boolean }; doc?: SyncDoc | null; error?: string }[];
	}>;
	bulkDocs(docs: SyncDoc[]): Promise<PouchWriteResult[]>;
	changes(options: { since: number | string; limit: number; include_docs: true; conflicts: true }): Promise<{ results: PouchChange[]; last_seq: number | string }>;
	info(): Promise<{ doc_count: number; update_seq: number | string }>;
	sync(remote: PouchDatabase, options: ReplicationOptions): SyncReplication;
	replicate: {
		to(remote: PouchDatabase, options?: ReplicationOptions): Replication & Promise<unknown>;
		from(remote: PouchDatabase, options?: ReplicationOptions): Replication & Promise<unknown>;
	};
	destroy(): Promise<unknown>;
	close(): Promise<unknown>;
}

export interface PouchOptions {
	auth?: { username: string; password: string };
	skip_setup?: boolean;
}

/** Opens a database: a name on this device, or the URL of the server's. */
export type PouchFactory = (nameOrUrl: string, options?: PouchOptions) => PouchDatabase;
