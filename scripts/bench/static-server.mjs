// Tiny loopback static servers for the bench: the built app at / (with its SPA fallback page)
// and the bench harness at /__bench/, on one origin so both share the same IndexedDB.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.webmanifest': 'application/manifest+json',
	'.map': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.txt': 'text/plain; charset=utf-8'
};

/** @param {string} root @param {string} path a URL path @returns {string | null} the file, or null */
function fileIn(root, path) {
	const file = normalize(join(root, decodeURIComponent(path)));
	if (file !== root && !file.startsWith(root + sep)) return null;
	if (existsSync(file) && statSync(file).isFile()) return file;
	const index = join(file, 'index.html');
	return existsSync(index) ? index : null;
}

/**
 * @param {string} appDir @param {string} benchDir @param {string} fallback
 * @returns {import('node:http').RequestListener}
 */
function handler(appDir, benchDir, fallback) {
	return (req, res) => {
		const path = new URL(req.url ?? '/', 'http://localhost').pathname;
		const bench = path === '/__bench' || path.startsWith('/__bench/');
		let file = bench ? fileIn(benchDir, path.slice('/__bench'.length) || '/') : fileIn(appDir, path);
		// The app is a single-page app: unknown paths get its shell page, as in production.
		if (!file && !bench && !extname(path)) file = join(appDir, fallback);
		if (!file || !existsSync(file)) {
			res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
			return;
		}
		res.writeHead(200, {
			'content-type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream',
			'content-length': statSync(file).size,
			// Hashed file names never change; everything else is checked on each visit.
			'cache-control': path.includes('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache'
		});
		if (req.method === 'HEAD') res.end();
		else createReadStream(file).pipe(res);
	};
}

/**
 * The same files on `count` loopback ports: each port is its own origin, so its own IndexedDB
 * (Chromium keeps one store per origin, shared by all of its databases). A bulk write measured
 * on a fresh origin never meets what an earlier run wrote or deleted.
 * @param {{ appDir: string, benchDir: string, count: number, fallback?: string }} options
 * @returns {Promise<{ urls: string[], close: () => Promise<void> }>}
 */
export async function startStaticServers({ appDir, benchDir, count, fallback = 'index.html' }) {
	const servers = [];
	for (let i = 0; i < count; i++) {
		const server = createServer(handler(appDir, benchDir, fallback));
		await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
		servers.push(server);
	}
	return {
		urls: servers.map((server) => {
			const address = server.address();
			if (address === null || typeof address === 'string') throw new Error('a bench server has no port');
			return `http://127.0.0.1:${address.port}`;
		}),
		close: async () => {
			await Promise.all(
				servers.map(
					(server) =>
						new Promise((resolve) => {
							server.close(() => resolve(undefined));
							server.closeAllConnections();
						})
				)
			);
		}
	};
}
