/** Which catalog answers lookups now (the demo catalog or TMDB), following the settings. */
import { gateway } from '$lib/ui/gateway-client';

export interface ProviderInUse {
	/** Undefined until the settings are read. */
	readonly current: 'demo' | 'tmdb' | undefined;
}

/** Must be called while a component initializes. */
export function providerInUse(): ProviderInUse {
	let current = $state<'demo' | 'tmdb' | undefined>(undefined);
	$effect(() => {
		let unsubscribe: (() => void) | undefined;
		let cancelled = false;
		gateway().then(
			(g) => {
				if (cancelled) return;
				// The listener is handed the stored settings; only the public view is read here.
				unsubscribe = g.settings.subscribe(() => (current = g.settings.get().provider));
			},
			() => undefined
		);
		return () => {
			cancelled = true;
			unsubscribe?.();
		};
	});
	return {
		get current() {
			return current;
		}
	};
}
