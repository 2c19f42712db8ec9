// A local stand-in for TMDB API v3: serves the demo catalog in TMDB's wire format on
// 127.0.0.1, in the language asked where it has a translation (mock-tmdb-translations.mjs),
// checks the Bearer token or the API Key (the api_key parameter, as TMDB takes a v3 key), and
// answers with whatever failure a test asks for.
// In-process: `const mock = await startMockTmdb(); mock.setFault({ kind: 'status', status: 500 })`.
// Out of process: `npm run mock-tmdb` (see --help) and POST /__mock/fault with the fault as JSON.
// Node built-ins only.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { wireCatalog } from './mock-tmdb-wire.mjs';

export const DEFAULT_MOCK_TOKEN = 'mock-tmdb-read-access-token';
/** A v3 API Key has TMDB's shape: 32 hexadecimal characters. */
export const DEFAULT_MOCK_API_KEY = '5ec0d5e1f00dc0ffee0ddba11c0ffee5';

/** TMDB's own error bodies, so the client meets what the real service sends. */
const TMDB_ERRORS = {
	400: { status_code: 22, status_message: 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.' },
	401: { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' },
	404: { status_code: 34, status_message: 'The resource you requested could not be found.' },
	429: { status_code: 25, status_message: 'Your request count (41) is over the allowed limit of (40).' },
	500: { status_code: 11, status_message: 'Internal error: Something went wrong, contact TMDB.' },
	503: { status_code: 9, status_message: 'Service offline: This service is temporarily offline, try again later.' }
};

const CORS = {
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
	'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
	// Without this a browser client cannot read how long a 429 asks it to wait.
	'Access-Control-Expose-Headers': 'Retry-After',
	'Access-Control-Max-Age': '600'
};

/**
 * @typedef {({ kind: 'status', status: number, retryAfter?: number }
 *   | { kind: 'slow', delayMs: number } | { kind: 'malformed' } | { kind: 'wrong-shape' })
 *   & { times?: number, path?: string }} Fault
 *   times: how many matching requests it spoils (default: every one until cleared);
 *   path: only requests whose path (after /3) starts with it.
 */

/**
 * @param {{ port?: number, token?: string, apiKey?: string, posters?: boolean, today?: string }} [options]
 */
export async function startMockTmdb({ port = 0, token = DEFAULT_MOCK_TOKEN, apiKey = DEFAULT_MOCK_API_KEY, posters = false, today } = {}) {
	/** @type {Fault | null} */
	let fault = null;
	/** @type {{ method: string, path: string, search: string, at: number, authorization: 'valid' | 'invalid' | 'missing', sentAs: 'bearer' | 'api_key' | null }[]} */
	const requests = [];
	const timers = new Set();
	let origin = '';
	/** @type {ReturnType<typeof wireCatalog> | undefined} */
	let catalog;

	/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body @param {Record<string, string>} [headers] */
	const send = (res, status, body, headers = {}) => {
		res.writeHead(status, { ...CORS, 'Content-Type': 'application/json;charset=utf-8', ...headers });
		res.end(typeof body === 'string' ? body : JSON.stringify(body));
	};
	/** @param {import('node:http').ServerResponse} res @param {keyof typeof TMDB_ERRORS} status @param {Record<string, string>} [headers] */
	const fail = (res, status, headers) => send(res, status, { success: false, ...TMDB_ERRORS[status] }, headers);

	/** @param {string} path */
	function takeFault(path) {
		if (!fault || (fault.path && !path.startsWith(fault.path))) return null;
		const taken = fault;
		if (taken.times !== undefined && --taken.times <= 0) fault = null;
		return taken;
	}

	/** @param {string} path @param {URLSearchParams} query @returns {unknown} */
	function route(path, query) {
		const data = /** @type {ReturnType<typeof wireCatalog>} */ (catalog);
		const page = Number(query.get('page') ?? 1);
		const language = query.get('language') ?? 'en-US';
		if (!Number.isInteger(page) || page < 1 || page > 500) return 400;
		let m;
		if (path === '/configuration') return data.configuration();
		if (path === '/authentication') return { success: true, status_code: 1, status_message: 'Success.' };
		if ((m = /^\/genre\/(movie|tv)\/list$/.exec(path))) return data.genreList(/** @type {'movie' | 'tv'} */ (m[1]));
		if ((m = /^\/discover\/(movie|tv)$/.exec(path))) return data.discover(/** @type {'movie' | 'tv'} */ (m[1]), query, page);
		if ((m = /^\/search\/(movie|tv)$/.exec(path))) return data.search(/** @type {'movie' | 'tv'} */ (m[1]), query.get('query') ?? '', page, language);
		if ((m = /^\/find\/([^/]+)$/.exec(path))) return data.find(query.get('external_source') ?? '', decodeURIComponent(m[1] ?? ''), language);
		if ((m = /^\/(movie|tv)\/(\d+)\/watch\/providers$/.exec(path))) return data.watchProviders(/** @type {'movie' | 'tv'} */ (m[1]), Number(m[2]));
		if ((m = /^\/watch\/providers\/(movie|tv)$/.exec(path))) return data.watchServices(query.get('watch_region') ?? '');
		if ((m = /^\/tv\/(\d+)\/season\/(\d+)$/.exec(path))) return data.season(Number(m[1]), Number(m[2]));
		if ((m = /^\/(movie|tv)\/(\d+)$/.exec(path))) return data.details(/** @type {'movie' | 'tv'} */ (m[1]), Number(m[2]), language);
		if ((m = /^\/(movie|tv)\/([a-z_]+)$/.exec(path))) return data.list(/** @type {'movie' | 'tv'} */ (m[1]), m[2] ?? '', page, language);
		return undefined;
	}

	/** @param {import('node:http').ServerResponse} res @param {string} path @param {URLSearchParams} query */
	function answer(res, path, query) {
		const found = route(path, query);
		if (found === 400) fail(res, 400);
		else if (found === undefined) fail(res, 404);
		else send(res, 200, found);
	}

	const server = createServer((req, res) => {
		const url = new URL(req.url ?? '/', origin);
		if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
		if (url.pathname === '/__mock/fault' && req.method === 'POST') {
			let body = '';
			req.on('data', (chunk) => (body += chunk));
			req.on('end', () => {
				try {
					fault = JSON.parse(body || 'null');
					send(res, 200, { fault });
				} catch {
					send(res, 400, { error: 'the body must be a fault as JSON, or null' });
				}
			});
			return;
		}
		if (url.pathname.startsWith('/t/p/')) {
			res.writeHead(200, { ...CORS, 'Content-Type': 'image/svg+xml' });
			return void res.end('<svg xmlns="http://www.w3.org/2000/svg" width="342" height="513"><rect width="100%" height="100%" fill="#556"/></svg>');
		}
		if (!url.pathname.startsWith('/3/') || req.method !== 'GET') return fail(res, 404);
		const path = url.pathname.slice(2);
		const header = req.headers.authorization;
		const key = url.searchParams.get('api_key');
		const sentAs = header !== undefined ? 'bearer' : key !== null ? 'api_key' : null;
		const valid = sentAs === 'bearer' ? header === `Bearer ${token}` : key === apiKey;
		const authorization = sentAs === null ? 'missing' : valid ? 'valid' : 'invalid';
		// The log never holds a credential: the key is taken out of the query it keeps.
		const kept = new URLSearchParams(url.searchParams);
		kept.delete('api_key');
		const search = key === null ? url.search : kept.size > 0 ? `?${kept}` : '';
		requests.push({ method: req.method, path, search, at: performance.now(), authorization, sentAs });

		const spoiled = takeFault(path);
		if (spoiled?.kind === 'status') {
			const status = /** @type {keyof typeof TMDB_ERRORS} */ (spoiled.status);
			const headers = spoiled.retryAfter === undefined ? undefined : { 'Retry-After': String(spoiled.retryAfter) };
			if (TMDB_ERRORS[status]) return fail(res, status, headers);
			return send(res, spoiled.status, { success: false, status_message: `Mock status ${spoiled.status}` }, headers);
		}
		if (spoiled?.kind === 'malformed') return send(res, 200, '{"page":1,"results":[{"id":603,"title":"The Ma');
		if (spoiled?.kind === 'wrong-shape') return send(res, 200, { status: 'ok', items: 'none' });
		if (authorization !== 'valid') return fail(res, 401);
		if (spoiled?.kind === 'slow') {
			const timer = setTimeout(() => {
				timers.delete(timer);
				if (!res.destroyed) answer(res, path, url.searchParams);
			}, spoiled.delayMs);
			return void timers.add(timer);
		}
		answer(res, path, url.searchParams);
	});

	await new Promise((resolve, reject) => {
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => resolve(undefined));
	});
	const address = server.address();
	origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
	catalog = wireCatalog({ posters, today, imageBase: `${origin}/t/p/` });

	return {
		/** The API base URL to configure, like https://api.themoviedb.org/3. */
		url: `${origin}/3`,
		origin,
		token,
		/** The v3 API Key it accepts as the api_key parameter. */
		apiKey,
		/** Every API request received, oldest first (the token itself is never recorded). */
		requests,
		/** @param {Fault | null} next */
		setFault(next) {
			fault = next && { ...next };
		},
		close() {
			for (const timer of timers) clearTimeout(timer);
			timers.clear();
			server.closeAllConnections();
			return new Promise((resolve) => server.close(() => resolve(undefined)));
		}
	};
}

const HELP = `npm run mock-tmdb -- [--port N] [--token T] [--api-key K] [--posters] [--today YYYY-MM-DD]
Serves the demo catalog as TMDB API v3 on 127.0.0.1 (default port 4180).
In the app's settings use the printed base URL, and the token or the API key.
Faults: curl -X POST <origin>/__mock/fault -d '{"kind":"status","status":429,"retryAfter":5,"times":1}'
        kinds: status (with status, retryAfter?), slow (delayMs), malformed, wrong-shape; null clears.`;

async function main() {
	const args = process.argv.slice(2);
	if (args.includes('--help')) return console.log(HELP);
	/** @param {string} name */
	const value = (name) => {
		const i = args.indexOf(name);
		return i >= 0 ? args[i + 1] : undefined;
	};
	const mock = await startMockTmdb({
		port: Number(value('--port') ?? process.env.MOCK_TMDB_PORT ?? 4180),
		token: value('--token') ?? process.env.MOCK_TMDB_TOKEN ?? DEFAULT_MOCK_TOKEN,
		apiKey: value('--api-key') ?? process.env.MOCK_TMDB_API_KEY ?? DEFAULT_MOCK_API_KEY,
		posters: args.includes('--posters'),
		today: value('--today')
	});
	console.log(`[mock-tmdb] TMDB API stand-in at ${mock.url}\n[mock-tmdb] Bearer token: ${mock.token}\n[mock-tmdb] API key: ${mock.apiKey}\n[mock-tmdb] Ctrl+C to stop`);
	for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => void mock.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
	main().catch((error) => {
		console.error(`[mock-tmdb] ${error instanceof Error ? error.message : error}`);
		process.exit(1);
	});
}
