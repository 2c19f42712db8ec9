// Builds the app under a base path into a folder of its own: by default the build the base-path
// journeys run against (/screenshelf into build-base/, beside the usual build/), and with
// `--base /<repository> --dir build` the copy GitHub Pages publishes (.github/workflows/pages.yml).
// `npm test` runs it as it stands here, with no options. Node built-ins only.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildPaths } from './build-paths.mjs';
import { ROOT, run } from './ensure-deps.mjs';

export const BASE_PATH_BUILD = { dir: 'build-base', base: '/screenshelf' };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const { values } = parseArgs({ options: { base: { type: 'string', default: BASE_PATH_BUILD.base }, dir: { type: 'string', default: BASE_PATH_BUILD.dir } } });
	const env = { BASE_PATH: values.base, BUILD_DIR: values.dir };
	// The last output goes first, so a failed build can never be tested or published by mistake.
	rmSync(join(ROOT, values.dir), { recursive: true, force: true });
	rmSync(join(ROOT, buildPaths(env).kitOutDir, 'output'), { recursive: true, force: true });
	const vite = join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? 'vite.cmd' : 'vite');
	console.log(`[base-path-build] vite build under "${buildPaths(env).base || '/'}" into ${values.dir}/`);
	process.exitCode = run(vite, ['build'], { env: { ...process.env, ...env } });
}
