/**
 * The repository's Caddyfile run by Debian's caddy, as compose.yaml runs it but on loopback over
 * plain HTTP: the build at /, a CouchDB-protocol server at /couchdb/. Where caddy is missing
 * (`npm test` installs it when it can) `CADDY` is undefined and the journeys say why they skip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_CADDY, isExecutable, ROOT } from '../../../scripts/ensure-deps.mjs';

export const CADDY = [process.env.CADDY_PATH || DEFAULT_CADDY].find(isExecutable);

/** A port free now on loopback. */
async function freePort(): Promise<number> {
	const server = createServer();
	await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
	const { port } = server.address() as { port: number };
	await new Promise((done) => server.close(done));
	return port;
}

export interface RunningCaddy {
	/** The one origin the app and its CouchDB (under /couchdb/) are served at. */
	origin: string;
	stop(): Promise<void>;
}

export interface CaddyOptions {
	/** TMDB_TOKEN of .env: none, the catalog is not offered. */
	tmdbToken?: string;
	/** Where TMDB is (TMDB_UPSTREAM): the stand-in's origin. */
	tmdbUpstream?: string;
}

/**
 * Starts Caddy with the repository's Caddyfile in front of `build/` and the server at `couchUrl`,
 * and TMDB's catalog at /tmdb/3/ when given a token.
 */
export async function startCaddy(couchUrl: string, { tmdbToken = '', tmdbUpstream }: CaddyOptions = {}): Promise<RunningCaddy> {
	if (!CADDY) throw new Error('caddy is not installed');
	const origin = `http://127.0.0.1:${await freePort()}`;
	// Caddy keeps its state (certificates, the last configuration) under these: a folder of its own.
	const home = mkdtempSync(join(tmpdir(), 'screenshelf-caddy-'));
	const env = {
		...process.env,
		SITE_ADDRESS: origin,
		TLS: 'internal',
		COUCHDB_UPSTREAM: new URL(couchUrl).host,
		APP_ROOT: join(ROOT, 'build'),
		CADDY_ADMIN: 'off',
		TMDB_TOKEN: tmdbToken,
		...(tmdbUpstream ? { TMDB_UPSTREAM: tmdbUpstream } : {}),
		XDG_DATA_HOME: join(home, 'data'),
		XDG_CONFIG_HOME: join(home, 'config')
	};
	const child: ChildProcess = spawn(CADDY, ['run', '--config', join(ROOT, 'Caddyfile'), '--adapter', 'caddyfile'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
	let log = '';
	child.stderr?.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
	for (let tries = 0; ; tries++) {
		if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${log}`);
		const answered = await fetch(`${origin}/`).then((res) => res.ok, () => false);
		if (answered) break;
		if (tries > 100) throw new Error(`caddy did not answer at ${origin}:\n${log}`);
		await new Promise((done) => setTimeout(done, 100));
	}
	return {
		origin,
		async stop() {
			if (child.exitCode === null) {
				const exited = new Promise((done) => child.once('exit', done));
				// Asked to stop, Caddy waits for every open request to end, change feeds included.
				child.kill('SIGKILL');
				await exited;
			}
			rmSync(home, { recursive: true, force: true });
		}
	};
}
