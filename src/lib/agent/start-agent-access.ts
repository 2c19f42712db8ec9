/**
 * Offers Screenshelf's tools to in-browser AI agents where the browser supports WebMCP. Where
 * it does not, this does nothing and loads nothing: the bridge is its own chunk.
 */
import { modelContext } from './model-context';

export function startAgentAccess(): () => void {
	const context = modelContext();
	if (!context) return () => undefined;
	let stop: (() => void) | undefined;
	let stopped = false;
	Promise.all([import('./webmcp-bridge'), import('$lib/ui/gateway-client')])
		.then(async ([bridge, client]) => bridge.offerAgentTools(context, await client.gateway()))
		.then(
			(started) => {
				if (stopped) started();
				else stop = started;
			},
			(error: unknown) => console.warn('Screenshelf could not offer its tools to agents', error)
		);
	return () => {
		stopped = true;
		stop?.();
	};
}
