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

/** A change of the server's feed: the document and its leaf revisions (`style: 'all_docs'`). */
export interface PouchLeafChange {
	id: string;
	seq: number | string;
	changes: { rev: string }[];
}

/** A live changes feed: it reports each change as it comes, until cancelled or it fails. */
export interface ChangesFeed {
	on(event: 'change', listener: (change: PouchLeafChange) => void): ChangesFeed;
	on(event: 'error', listener: (error: PouchError) => void): ChangesFeed;
	cancel(): void;
}

export interface PouchDatabase {
	/** The database's identity: replications name their checkpoints after both sides' (mirror.ts). */
	id(): Promise<string>;
	get(id: string, options: { open_revs: 'all' }): Promise<{ ok?: SyncDoc }[]>;
	get(id: string, options?: { conflicts?: boolean }): Promise<SyncDoc>;
	put(doc: SyncDoc): Promise<PouchWriteResult>;
	allDocs(options: { keys?: string[]; include_docs?: boolean; conflicts?: boolean; limit?: number; startkey?: string; skip?: number }): Promise<{
		rows: { id?: string; key: string; value?: { rev: string; deleted?: boolean }; doc?: SyncDoc | null; error?: string }[];
	}>;
	bulkDocs(docs: SyncDoc[]): Promise<PouchWriteResult[]>;
	changes(options: { since: number | string; limit: number; include_docs: true; conflicts: true }): Promise<{ results: PouchChange[]; last_seq: number | string }>;
	/** `batch_size`: changes per request (PouchDB's HTTP client asks for 25 at a time otherwise). */
	changes(options: { since: number | string; limit: number; batch_size: number; style: 'all_docs' }): Promise<{ results: PouchLeafChange[]; last_seq: number | string }>;
	changes(options: { since: number | string; live: true; return_docs: false; heartbeat: number; style: 'all_docs' }): ChangesFeed;
	/** Which of these revisions the database lacks, by document. */
	revsDiff(revisions: Record<string, string[]>): Promise<Record<string, { missing: string[] }>>;
	destroy(): Promise<unknown>;
	close(): Promise<unknown>;
}

export interface PouchOptions {
	auth?: { username: string; password: string };
	skip_setup?: boolean;
}

/** Opens a database: a name on this device, or the URL of the server's. */
export type PouchFactory = (nameOrUrl: string, options?: PouchOptions) => PouchDatabase;
