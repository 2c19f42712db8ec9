/**
 * Offers Screenshelf's tools to in-browser AI agents where the browser supports WebMCP. Where
 * it does not, this does nothing and loads nothing more.
 */
import { modelContext } from './model-context';

export function startAgentAccess(): () => void {
	const context = modelContext();
	if (!context) return () => undefined;
	let stop: (() => void) | undefined;
	let stopped = false;
	import('$lib/ui/gateway-client')
		.then((client) => client.offerAgentTools(context))
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
