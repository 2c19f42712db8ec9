// Types of scripts/couch-server.mjs for the TypeScript tests that start it.

export const ADMIN: { username: string; password: string };

export interface CouchUser {
	username: string;
	password: string;
}

export interface CouchServer {
	url: string;
	createDatabase(name: string, user: CouchUser): Promise<string>;
	documents(name: string): Promise<Record<string, unknown>[]>;
	liveFeeds(): Promise<number>;
	setCorsOrigins(origins: string[] | '*'): Promise<unknown>;
	setDown(down: boolean): Promise<unknown>;
	setSilent(silent: boolean): Promise<unknown>;
	/** Writes a document as the admin, over its current revision if any: what a server may put there. */
	putDocument(name: string, doc: { _id: string } & Record<string, unknown>): Promise<unknown>;
	/** Deletes a database and creates it again, empty, for the same user: a server that lost its data. */
	wipeDatabase(name: string, user: { username: string; password: string }): Promise<void>;
	stop(): Promise<void>;
}

export function startCouchServer(options?: { port?: number; corsOrigins?: string[] | '*' }): Promise<CouchServer>;
