/**
 * The page's WebMCP entry point (W3C Web Machine Learning CG draft, webmachinelearning/webmcp):
 * `document.modelContext` in the current draft and in Chromium 156 (`--enable-features=WebMCP`),
 * `navigator.modelContext` in earlier drafts. Only the part Screenshelf uses is typed here.
 */

export interface ModelContextTool {
	name: string;
	title?: string;
	description: string;
	inputSchema?: object;
	/**
	 * Chromium passes the call's client, whose signal aborts when the agent cancels the call. A
	 * rejection is how a call fails: the browser reports it to the agent as an error.
	 */
	execute: (input: object, client?: { signal?: AbortSignal }) => Promise<unknown>;
	annotations?: { readOnlyHint?: boolean };
}

/**
 * The draft's `registerTool` (and Chromium's) returns a promise and unregisters when the signal
 * aborts; earlier drafts returned nothing (or a handle) and unregistered by name.
 */
export interface ModelContext {
	registerTool(tool: ModelContextTool, options?: { signal?: AbortSignal }): unknown;
	unregisterTool?: (name: string) => void;
}

function usable(candidate: unknown): ModelContext | undefined {
	const context = candidate as Partial<ModelContext> | null | undefined;
	return typeof context?.registerTool === 'function' ? (context as ModelContext) : undefined;
}

/** The page's model context when this browser offers one; undefined otherwise. */
export function modelContext(): ModelContext | undefined {
	if (typeof document === 'undefined') return undefined;
	const from = (host: object) => usable((host as { modelContext?: unknown }).modelContext);
	return from(document) ?? from(navigator);
}
