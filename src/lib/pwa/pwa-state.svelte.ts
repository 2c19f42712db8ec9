/**
 * What the app knows about being an installed, offline-capable app: whether the network is
 * there, whether this first visit has made the app work offline, and whether a new version
 * is waiting. The header and the update prompt read it; register-worker.ts writes it.
 */
class PwaState {
	online = $state(true);
	offlineReady = $state(false);
	updateReady = $state(false);
	/** Set while a new version is being switched to, so the prompt can say so. */
	updating = $state(false);
	/** Asks the waiting version to take over; every open tab then reloads onto it. */
	applyUpdate: () => void = () => undefined;
}

export const pwa = new PwaState();

/** Follows the browser's online and offline events; returns the unsubscribe. */
export function followConnectivity(): () => void {
	const update = () => (pwa.online = navigator.onLine);
	update();
	window.addEventListener('online', update);
	window.addEventListener('offline', update);
	return () => {
		window.removeEventListener('online', update);
		window.removeEventListener('offline', update);
	};
}
