// Serves the adapter-static build (build/) as a static host does: each file as it is, and the
// SPA shell, index.html, for every other address. `vite preview` serves through it
// (vite.config.ts), so `npm start` and the end-to-end tests meet the service worker as
// production does; the update test starts its own server to put a new version in place, and the
// base-path journeys one that serves a BASE_PATH build under its prefix, as GitHub Pages does a
// repository's site: nothing outside the prefix (a 404), the bare prefix sent on to `prefix/`.
// Node built-ins only.
import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.webp': 'image/webp',
	'.woff2': 'font/woff2',
	'.txt': 'text/plain; charset=utf-8',
	'.map': 'application/json; charset=utf-8'
};

/** @param {string} file */
function isFile(file) {
	try {
		return statSync(file).isFile();
	} catch {
		return false;
	}
}

/**
 * A request handler (also usable as connect middleware) for the build in `root`, served under
 * `base` ('' or a path such as /screenshelf). `override(path)` may answer a path (relative to
 * `root`) with other contents: a test's "new version".
 * @param {{ root: string, base?: string, override?: (path: string) => string | Buffer | undefined }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next?: () => void) => void}
 */
export function staticBuildHandler({ root, base: prefix = '', override }) {
	const dir = resolve(root);
	const shell = join(dir, 'index.html');
	return (req, res, next) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !isFile(shell)) {
			if (next) return next();
			res.writeHead(req.method === 'GET' || req.method === 'HEAD' ? 404 : 405).end();
			return;
		}
		let path;
		try {
			path = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
		} catch {
			res.writeHead(400).end();
			return;
		}
		if (prefix && path === prefix) {
			res.writeHead(301, { Location: `${prefix}/` }).end();
			return;
		}
		if (!path.startsWith(`${prefix}/`)) {
			if (next) return next();
			res.writeHead(404).end();
			return;
		}
		path = path.slice(prefix.length);
		const candidate = normalize(join(dir, path));
		const file = candidate.startsWith(dir + sep) && isFile(candidate) ? candidate : shell;
		const served = '/' + file.slice(dir.length + 1).split(sep).join('/');
		// Hashed files never change; anything else is checked again on every use, so a new
		// service worker or shell is seen at once.
		const cache = served.startsWith('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache';
		const body = override?.(served) ?? readFileSync(file);
		const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
		res.writeHead(200, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': cache });
		res.end(req.method === 'HEAD' ? undefined : body);
	};
}

/**
 * @param {{ root: string, base?: string, port?: number, override?: (path: string) => string | Buffer | undefined }} options
 */
export async function startStaticBuildServer({ root, base, port = 0, override }) {
	const server = createServer(staticBuildHandler({ root, base, override }));
	await new Promise((done, fail) => {
		server.once('error', fail);
		server.listen(port, '127.0.0.1', () => done(undefined));
	});
	const address = server.address();
	const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
	return {
		origin,
		close() {
			server.closeAllConnections();
			return new Promise((done) => server.close(() => done(undefined)));
		}
	};
}
