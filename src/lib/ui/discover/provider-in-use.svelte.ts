/** Which catalog answers lookups now (the demo catalog or TMDB), and from where, following the settings. */
import { gateway } from '$lib/ui/gateway-client';

export interface ProviderInUse {
	/** Undefined until the settings are read. */
	readonly current: 'demo' | 'tmdb' | undefined;
	/** The TMDB address set in Settings (under Advanced); null for TMDB itself. */
	readonly address: string | null;
}

/** Must be called while a component initializes. */
export function providerInUse(): ProviderInUse {
	let current = $state<'demo' | 'tmdb' | undefined>(undefined);
	let address = $state<string | null>(null);
	$effect(() => {
		let unsubscribe: (() => void) | undefined;
		let cancelled = false;
		gateway().then(
			(g) => {
				if (cancelled) return;
				// The listener is handed the stored settings; only the public view is read here.
				unsubscribe = g.settings.subscribe(() => {
					const view = g.settings.get();
					current = view.provider;
					address = view.tmdbBaseUrl;
				});
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
		},
		get address() {
			return address;
		}
	};
}
