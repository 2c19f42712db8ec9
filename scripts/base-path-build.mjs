// The build the base-path journeys run against: the app built with BASE_PATH into a folder of its
// own, as GitHub Pages would serve it under a repository's name. `npm test` builds it beside the
// usual build/; `node scripts/base-path-build.mjs` builds it alone. Node built-ins only.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPaths } from './build-paths.mjs';
import { ROOT, run } from './ensure-deps.mjs';

export const BASE_PATH_BUILD = { dir: 'build-base', base: '/screenshelf' };

const ENV = { BASE_PATH: BASE_PATH_BUILD.base, BUILD_DIR: BASE_PATH_BUILD.dir };

/** The command that builds it, and its environment. @returns {[string, string[], NodeJS.ProcessEnv]} */
export function basePathBuildCommand() {
	const vite = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
	return [vite, ['build'], { ...process.env, ...ENV }];
}

/** Removes the last one, so a failed build can never be tested by mistake. */
export function removeBasePathBuild() {
	rmSync(join(ROOT, BASE_PATH_BUILD.dir), { recursive: true, force: true });
	rmSync(join(ROOT, buildPaths(ENV).kitOutDir, 'output'), { recursive: true, force: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	removeBasePathBuild();
	const [cmd, args, env] = basePathBuildCommand();
	process.exitCode = run(cmd, args, { env });
}
