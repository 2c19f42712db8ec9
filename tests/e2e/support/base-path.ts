/**
 * Journeys against a build made with a base path (the `base-path` project): a worker serves that
 * build under its prefix as GitHub Pages would (nothing outside it), `baseURL` points inside it,
 * and `page.goto('/discover')` goes to `/screenshelf/discover`, so a journey reads the same under
 * any prefix. Elsewhere `basePath` is '' and nothing changes.
 */
import { test as base } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStaticBuildServer } from '../../../scripts/static-build-server.mjs';

export interface BasePathOptions {
	/** The build to serve and the path it was built for; none: the config's web server and baseURL. */
	servedBuild: { dir: string; base: string } | undefined;
}

interface BasePathFixtures {
	/** The path the app is served under: '' or like "/screenshelf". */
	basePath: string;
	/** An address of the app (as its links and the manifest give it): '/discover' under the base path. */
	appPath: (path: string) => string;
}

export const test = base.extend<BasePathFixtures, BasePathOptions & { servedOrigin: string | undefined }>({
	servedBuild: [undefined, { option: true, scope: 'worker' }],
	servedOrigin: [
		async ({ servedBuild }, use) => {
			if (!servedBuild) return use(undefined);
			if (!existsSync(join(servedBuild.dir, 'index.html'))) {
				throw new Error(`${servedBuild.dir}/ holds no build: run \`node scripts/base-path-build.mjs\` (npm test builds it)`);
			}
			const server = await startStaticBuildServer({ root: servedBuild.dir, base: servedBuild.base });
			await use(server.origin);
			await server.close();
		},
		{ scope: 'worker' }
	],
	basePath: async ({ servedBuild }, use) => use(servedBuild?.base ?? ''),
	appPath: async ({ basePath }, use) => use((path) => `${basePath}${path}`),
	baseURL: async ({ baseURL, servedOrigin, basePath }, use) => use(servedOrigin ? `${servedOrigin}${basePath}/` : baseURL),
	page: async ({ page, basePath }, use) => {
		if (basePath) {
			const goto = page.goto.bind(page);
			page.goto = (url, options) => goto(url.startsWith('/') ? `${basePath}${url}` : url, options);
		}
		await use(page);
	}
});
