// Types of scripts/static-build-server.mjs for vite.config.ts and the TypeScript tests.

export interface StaticBuildOptions {
	/** The adapter-static output folder. */
	root: string;
	/** The path it is served under ('' for the origin's root, else like "/screenshelf"). */
	base?: string;
	/** Other contents for a path of `root` (such as "/service-worker.js"), or undefined for the file. */
	override?: (path: string) => string | Uint8Array | undefined;
}

/** A Node request handler, usable as connect middleware (it calls `next` for what it does not serve). */
export function staticBuildHandler(options: StaticBuildOptions): (req: unknown, res: unknown, next?: () => void) => void;

export function startStaticBuildServer(
	options: StaticBuildOptions & { port?: number }
): Promise<{ origin: string; close(): Promise<void> }>;
