/**
 * Starts the app's installable, offline-capable side once the shell is on screen: network
 * state, the service worker (production builds only) and the storage persistence request.
 */
import { dev } from '$app/environment';
import { askToPersistAfterFirstSave } from './persist-storage';
import { followConnectivity } from './pwa-state.svelte';
import { registerWorker } from './register-worker';

export function startPwa(): () => void {
	const stopConnectivity = followConnectivity();
	let stopPersist: () => void = () => undefined;
	let stopped = false;
	watchFirstSave().then(
		(stop) => {
			if (stopped) stop();
			else stopPersist = stop;
		},
		(error: unknown) => console.warn('Screenshelf could not watch for its first saved title', error)
	);
	if (!dev) void registerWorker();
	return () => {
		stopped = true;
		stopConnectivity();
		stopPersist();
	};
}

/** Loaded after the shell, from the chunk every screen already shares. */
async function watchFirstSave(): Promise<() => void> {
	const { ops, onLibraryChange } = await import('$lib/ui/gateway-client');
	return askToPersistAfterFirstSave({
		storage: navigator.storage,
		onChange: onLibraryChange,
		savedCount: async () => {
			const [tv, movie] = await Promise.all([ops.tv.queryStats(), ops.movie.queryStats()]);
			return (tv.ok ? tv.data.totals.saved : 0) + (movie.ok ? movie.data.totals.saved : 0);
		}
	});
}
