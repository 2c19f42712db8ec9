// Where a build is served and written, from the environment (svelte.config.js, vite.config.ts and
// the base-path build of the tests read it here). Node built-ins only.
//   BASE_PATH  the path the app is served under (`BASE_PATH=/screenshelf npm run build`; GitHub
//              Pages serves a repository's site at /<repository>/): links, assets, the service
//              worker and the manifest follow. SvelteKit wants /name, with no slash at the end;
//              /name/ and name are taken as that too.
//   BUILD_DIR  the output folder, build/ unless set: a second build beside the usual one (the
//              tests' base-path build) writes to folders of its own, so the two can run at once.

/** @param {Record<string, string | undefined>} env */
export function buildPaths(env) {
	const trimmed = (env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '');
	const dir = env.BUILD_DIR || 'build';
	return {
		/** @type {'' | `/${string}`} */
		base: trimmed ? `/${trimmed}` : '',
		dir,
		kitOutDir: dir === 'build' ? '.svelte-kit' : `.svelte-kit/${dir}`
	};
}
