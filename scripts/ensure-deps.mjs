// Shared set-up for `npm start` and `npm test`: install what is missing.
// Node built-ins only: this file runs before node_modules exists.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (the folder holding package.json). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where Playwright looks for the browser unless CHROMIUM_PATH says otherwise. */
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

const NODE_MODULES = join(ROOT, 'node_modules');
const NPM_MARKER = join(NODE_MODULES, '.package-lock.json'); // written by npm on every install
const STAMP = join(NODE_MODULES, '.screenshelf-deps-stamp'); // written by us after `npm ci`

/**
 * Run a command with inherited stdout/stderr and no stdin (CI has none).
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {number} exit status (1 when the command could not start or died from a signal)
 */
export function run(cmd, args, options = {}) {
	const result = spawnSync(cmd, args, {
		cwd: options.cwd ?? ROOT,
		env: options.env ?? process.env,
		stdio: ['ignore', 'inherit', 'inherit']
	});
	if (result.error) {
		console.error(`[setup] could not run ${cmd}: ${result.error.message}`);
		return 1;
	}
	if (result.signal) {
		console.error(`[setup] ${cmd} was killed by ${result.signal}`);
		return 1;
	}
	return result.status ?? 1;
}

/** Hash of everything that decides what `npm ci` installs. */
function depsFingerprint() {
	const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
	const relevant = {
		dependencies: pkg.dependencies ?? {},
		devDependencies: pkg.devDependencies ?? {},
		optionalDependencies: pkg.optionalDependencies ?? {},
		peerDependencies: pkg.peerDependencies ?? {},
		overrides: pkg.overrides ?? {}
	};
	return createHash('sha256')
		.update(JSON.stringify(relevant))
		.update('\0')
		.update(readFileSync(join(ROOT, 'package-lock.json')))
		.digest('hex');
}

/** @returns {string | null} why an install is needed, or null when node_modules is current */
function installReason() {
	if (!existsSync(NODE_MODULES)) return 'node_modules is missing';
	if (!existsSync(NPM_MARKER)) return 'node_modules/.package-lock.json is missing (incomplete install)';
	const fingerprint = depsFingerprint();
	if (existsSync(STAMP)) {
		return readFileSync(STAMP, 'utf8').trim() === fingerprint
			? null
			: 'package.json dependencies or package-lock.json changed since the last install';
	}
	// Installed by hand (no stamp of ours): fall back to comparing modification times.
	const installed = statSync(NPM_MARKER).mtimeMs;
	if (statSync(join(ROOT, 'package-lock.json')).mtimeMs > installed)
		return 'package-lock.json is newer than node_modules';
	if (statSync(join(ROOT, 'package.json')).mtimeMs > installed)
		return 'package.json is newer than node_modules';
	writeFileSync(STAMP, fingerprint + '\n');
	return null;
}

/**
 * True when `npm ci` refused the lock only because optional dependencies that
 * the lock itself declares (platform binaries such as @rollup/rollup-darwin-arm64)
 * have no entry of their own. Any other mismatch is a real stale lock.
 * @param {string} output what npm ci printed
 */
function onlyOptionalPackagesMissing(output) {
	if (!/EUSAGE/.test(output) || !/in sync/.test(output) || /Invalid: /.test(output)) return false;
	const missing = [...output.matchAll(/Missing: (@?[^@\s]+)@/g)].map((m) => m[1] ?? '');
	if (missing.length === 0) return false;
	const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
	const optional = new Set(
		Object.values(lock.packages ?? {}).flatMap((entry) => Object.keys(entry?.optionalDependencies ?? {}))
	);
	return missing.every((name) => optional.has(name));
}

/**
 * Run `npm ci` when node_modules is missing or out of date; otherwise do nothing.
 * @returns {boolean} true when dependencies are in place
 */
export function ensureDeps() {
	if (!existsSync(join(ROOT, 'package-lock.json'))) {
		console.error('[setup] package-lock.json is missing: cannot do a reproducible install (npm ci).');
		return false;
	}
	const reason = installReason();
	if (reason === null) {
		console.log('[setup] dependencies are up to date');
		return true;
	}
	console.log(`[setup] ${reason}: running npm ci`);
	const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
	// Browsers cannot be downloaded here; we use the system Chromium.
	const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
	const ci = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
		cwd: ROOT,
		env,
		stdio: ['ignore', 'pipe', 'pipe'],
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024
	});
	const output = `${ci.stdout ?? ''}${ci.stderr ?? ''}`;
	if (ci.status === 0) {
		process.stdout.write(ci.stdout ?? '');
		process.stderr.write(ci.stderr ?? '');
	} else if (onlyOptionalPackagesMissing(output)) {
		// The registry reachable here does not serve every platform-specific
		// optional package (e.g. @rollup/rollup-darwin-arm64), so the lock file
		// lacks them and `npm ci` rejects it as out of sync before touching
		// node_modules. `npm install` honours the same locked versions.
		const missing = output.split('\n').filter((line) => /Missing: /.test(line)).length;
		console.log(
			`[setup] npm ci refused package-lock.json (${missing} optional platform package(s) absent from the lock): ` +
				'falling back to npm install with the locked versions'
		);
		const lockBefore = readFileSync(join(ROOT, 'package-lock.json'));
		const status = run(npm, ['install', '--no-audit', '--no-fund'], { env });
		if (status !== 0) {
			console.error(`[setup] npm install failed (exit ${status})`);
			return false;
		}
		if (!readFileSync(join(ROOT, 'package-lock.json')).equals(lockBefore)) {
			console.warn('[setup] warning: npm install changed package-lock.json; review and commit it');
		}
	} else {
		process.stdout.write(ci.stdout ?? '');
		process.stderr.write(ci.stderr ?? '');
		console.error(`[setup] npm ci failed (${ci.error?.message ?? `exit ${ci.status ?? ci.signal}`})`);
		return false;
	}
	writeFileSync(STAMP, depsFingerprint() + '\n');
	return true;
}

/** @param {string} path */
export function isExecutable(path) {
	try {
		accessSync(path, constants.X_OK);
		return statSync(path).isFile();
	} catch {
		return false;
	}
}

/**
 * Installs Debian's package `name` with apt-get, which provides `path`.
 * @param {string} name @param {string} path @param {string} otherwise what else the person can do
 * @returns {string | null} why it could not be installed, or null once `path` is there
 */
function installWithApt(name, path, otherwise) {
	if (process.platform !== 'linux' || !existsSync('/usr/bin/apt-get')) {
		return `${path} is missing and this is not a Debian/Ubuntu system: install ${name}, or ${otherwise}`;
	}
	if (typeof process.getuid === 'function' && process.getuid() !== 0) {
		return `${path} is missing and installing it needs root: run "sudo apt-get update && sudo apt-get install -y ${name}", or ${otherwise}`;
	}
	console.log(`[setup] ${path} is missing: installing Debian's ${name} package with apt-get`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	// Wait for a concurrent apt/dpkg run instead of failing on its lock.
	const lock = ['-o', 'DPkg::Lock::Timeout=600'];
	const updated = run('apt-get', [...lock, 'update'], { env });
	if (updated !== 0) console.error(`[setup] apt-get update exited ${updated}; trying the install anyway`);
	const installed = run('apt-get', [...lock, 'install', '-y', name], { env });
	if (installed !== 0 || !isExecutable(path)) {
		return `apt-get install -y ${name} failed (exit ${installed}); ${path} ${isExecutable(path) ? 'exists' : 'is still missing'}`;
	}
	return null;
}

/**
 * Make sure a binary tells its version (the first line of its answer is returned).
 * @param {string} path @param {string[]} [args] how it is asked
 * @returns {{ ok: true, path: string, version: string } | { ok: false, error: string }}
 */
function probeVersion(path, args = ['--version']) {
	const probe = spawnSync(path, args, { encoding: 'utf8', timeout: 30_000 });
	if (probe.error || probe.status !== 0) {
		return {
			ok: false,
			error: `${path} ${args.join(' ')} failed: ${probe.error?.message ?? (probe.stderr || `exit ${probe.status}`).trim()}`
		};
	}
	return { ok: true, path, version: probe.stdout.trim().split('\n')[0] ?? '' };
}

/** Where the self-hosting journeys find Caddy unless CADDY_PATH says otherwise. */
export const DEFAULT_CADDY = '/usr/bin/caddy';

/**
 * Make sure Caddy exists for the self-hosting journeys, which run the repository's Caddyfile
 * (Debian's package is installed with apt-get when missing, as Chromium is).
 * @returns {{ ok: true, path: string, version: string } | { ok: false, error: string }}
 */
export function ensureCaddy() {
	const path = process.env.CADDY_PATH || DEFAULT_CADDY;
	if (!isExecutable(path)) {
		if (process.env.CADDY_PATH) return { ok: false, error: `CADDY_PATH=${path} is not an executable file` };
		const error = installWithApt('caddy', path, 'set CADDY_PATH');
		if (error) return { ok: false, error };
	}
	return probeVersion(path, ['version']);
}

/**
 * Make sure a Chromium binary exists for Playwright (it is never downloaded:
 * Debian's package is installed with apt-get when missing).
 * @returns {{ ok: true, path: string, version: string } | { ok: false, error: string }}
 */
export function ensureChromium() {
	const custom = process.env.CHROMIUM_PATH;
	const path = custom || DEFAULT_CHROMIUM;
	if (!isExecutable(path)) {
		if (custom) {
			return { ok: false, error: `CHROMIUM_PATH=${custom} is not an executable file` };
		}
		const error = installWithApt('chromium', path, 'set CHROMIUM_PATH');
		if (error) return { ok: false, error };
	}
	return probeVersion(path);
}
