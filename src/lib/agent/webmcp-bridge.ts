/**
 * Keeps the tools this page offers in-browser agents (WebMCP) equal to what the `agent`
 * connection may use: registered at start, and registered again, or withdrawn, the moment the
 * grants change in Settings.
 */
import type { Gateway } from '../gateway/gateway';
import type { ToolName } from '../domain/tools';
import { BUILT_IN_CONNECTIONS } from '../domain/connections';
import { agentTool, agentToolSpecs } from './agent-tools';
import type { ModelContext, ModelContextTool } from './model-context';

const AGENT = BUILT_IN_CONNECTIONS.agent.id;

function isPromise(value: unknown): value is Promise<unknown> {
	return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

/** Registers one tool; returns what withdraws it. */
function register(context: ModelContext, tool: ModelContextTool): () => void {
	const controller = new AbortController();
	let handle: unknown;
	try {
		handle = context.registerTool(tool, { signal: controller.signal });
	} catch (error) {
		// Earlier drafts threw instead of rejecting. The page works on without this tool.
		console.warn(`Screenshelf could not offer ${tool.name} to agents`, error);
		return () => undefined;
	}
	if (isPromise(handle)) {
		handle.catch((error: unknown) => {
			if (!controller.signal.aborted) console.warn(`Screenshelf could not offer ${tool.name} to agents`, error);
		});
	}
	return () => {
		controller.abort();
		// The current draft unregisters on abort; earlier ones returned a handle or took the name.
		if (isPromise(handle)) return;
		const unregister = (handle as { unregister?: unknown } | undefined)?.unregister;
		if (typeof unregister === 'function') unregister.call(handle);
		else context.unregisterTool?.(tool.name);
	};
}

/** Offers the agent's tools through `context` until the returned function is called. */
export function offerAgentTools(context: ModelContext, gateway: Gateway): () => void {
	const tools = gateway.connect(AGENT);
	const offered = new Map<ToolName, { signature: string; withdraw: () => void }>();

	function sync(): void {
		const connection = gateway.connection(AGENT);
		const wanted = new Map((connection ? agentToolSpecs(connection, gateway.operations) : []).map((spec) => [spec.name, spec]));
		for (const [name, current] of offered) {
			const spec = wanted.get(name);
			if (spec && JSON.stringify(spec) === current.signature) continue;
			current.withdraw();
			offered.delete(name);
		}
		for (const [name, spec] of wanted) {
			if (!offered.has(name)) offered.set(name, { signature: JSON.stringify(spec), withdraw: register(context, agentTool(spec, tools)) });
		}
	}

	sync();
	const stop = gateway.onConnectionChange((connection) => {
		if (connection.id === AGENT) sync();
	});
	return () => {
		stop();
		for (const { withdraw } of offered.values()) withdraw();
		offered.clear();
	};
}
