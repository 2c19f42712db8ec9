/**
 * Whether TMDB has refused the saved token since it was saved. Known from any lookup that TMDB
 * answered with a refusal, and from the service worker, which meets the refusal alone when a kept
 * answer is shown and refreshed behind it: screens then say so over the kept lists too.
 */
import type { Result } from '$lib/gateway';
import { TOKEN_REFUSED_MESSAGE } from '$lib/provider/tmdb/tmdb-signals';

let refused = $state(false);

export const tmdbRefusal = {
	get refused() {
		return refused;
	},
	/** A new token saved, or none: the refusal was about the old one. */
	forget() {
		refused = false;
	}
};

/** Passes `result` on, noting a refusal of the token in it. */
export function noteTmdbRefusal<T>(result: Result<T>): Result<T> {
	if (!result.ok && result.error.code === 'provider_error' && result.error.status === 401) refused = true;
	return result;
}

/** Listens for the service worker's word of a refusal; resolves to what stops listening. */
export function listenForTmdbRefusal(): () => void {
	const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
	const heard = (event: MessageEvent) => {
		if ((event.data as { type?: unknown } | null)?.type === TOKEN_REFUSED_MESSAGE) refused = true;
	};
	worker?.addEventListener('message', heard);
	return () => worker?.removeEventListener('message', heard);
}
