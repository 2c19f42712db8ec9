// Types of scripts/build-paths.mjs for vite.config.ts.

export function buildPaths(env: Record<string, string | undefined>): {
	/** '' or like "/screenshelf". */
	base: '' | `/${string}`;
	/** The adapter's output folder. */
	dir: string;
	/** SvelteKit's own folder for this build. */
	kitOutDir: string;
};
