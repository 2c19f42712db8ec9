// Types of scripts/mock-tmdb.mjs for the TypeScript tests that start it in-process.

export const DEFAULT_MOCK_TOKEN: string;
export const DEFAULT_MOCK_API_KEY: string;

export type MockFault = (
	| { kind: 'status'; status: number; retryAfter?: number }
	| { kind: 'slow'; delayMs: number }
	| { kind: 'malformed' }
	| { kind: 'wrong-shape' }
) & { times?: number; path?: string };

export interface MockRequest {
	method: string;
	path: string;
	search: string;
	/** performance.now() when the request arrived. */
	at: number;
	authorization: 'valid' | 'invalid' | 'missing';
	/** How the credential came: a Bearer header, the api_key parameter (never kept in `search`), or not at all. */
	sentAs: 'bearer' | 'api_key' | null;
}

export interface MockTmdb {
	url: string;
	origin: string;
	token: string;
	apiKey: string;
	requests: MockRequest[];
	setFault(fault: MockFault | null): void;
	close(): Promise<void>;
}

export function startMockTmdb(options?: { port?: number; token?: string; apiKey?: string; posters?: boolean; today?: string }): Promise<MockTmdb>;
