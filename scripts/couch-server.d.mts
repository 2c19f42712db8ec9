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
	stop(): Promise<void>;
}

export function startCouchServer(options?: { port?: number; corsOrigins?: string[] | '*' }): Promise<CouchServer>;
