/** Which catalog answers lookups now (the demo catalog or TMDB), and from where, following the settings. */
import { gateway } from '$lib/ui/gateway-client';

export interface ProviderInUse {
	/** Undefined until the settings are read. */
	readonly current: 'demo' | 'tmdb' | undefined;
	/** Where TMDB's answers come from, in words: the person's server, the address set under Advanced, or TMDB itself. */
	readonly from: string;
}

/** Must be called while a component initializes. */
export function providerInUse(): ProviderInUse {
	let current = $state<'demo' | 'tmdb' | undefined>(undefined);
	let from = $state('TMDB itself');
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
					from = view.catalogServer ? `TMDB through your server (${view.catalogServer})` : (view.tmdbBaseUrl ?? 'TMDB itself');
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
		get from() {
			return from;
		}
	};
}
