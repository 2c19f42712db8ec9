// `npm start`: install what is missing, build, and serve the app on localhost; with
// `npm start -- --host` (or HOST=0.0.0.0) on the local network too. PORT overrides the port
// (default 4173). Node built-ins only.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, ensureDeps, run } from './ensure-deps.mjs';
import { listenHost, servedAddresses, servedMessage } from './serve-addresses.mjs';

const HOST = listenHost(process.argv.slice(2), process.env);
const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
	console.error(`[start] PORT must be a number from 1 to 65535, got "${process.env.PORT}"`);
	process.exit(2);
}

/** @param {string} name */
const bin = (name) => join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

if (!ensureDeps()) {
	console.error('[start] could not install dependencies');
	process.exit(1);
}

console.log('[start] building the app (vite build)');
const built = run(bin('vite'), ['build']);
if (built !== 0) {
	console.error(`[start] vite build failed (exit ${built})`);
	process.exit(built);
}

console.log(`\n${servedMessage(servedAddresses(HOST, port))}\n`);
const server = spawn(bin('vite'), ['preview', '--host', HOST, '--port', String(port), '--strictPort'], {
	cwd: ROOT,
	stdio: ['inherit', 'inherit', 'inherit']
});
let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
	process.on(signal, () => {
		stopping = true;
		server.kill(signal);
	});
}
server.on('error', (error) => {
	console.error(`[start] could not start vite preview: ${error.message}`);
	process.exit(1);
});
server.on('exit', (code, signal) => {
	process.exit(code ?? (stopping ? 0 : 1));
});
