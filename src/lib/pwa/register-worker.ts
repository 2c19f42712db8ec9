/**
 * Registers the service worker with workbox-window and turns its lifecycle into pwa state:
 * the first install makes the app work offline; a new version waits until the user accepts
 * it, then every open tab reloads onto it, so no tab keeps running code the worker no longer
 * serves. The browser looks for a new version on each page load; we also look when the app
 * comes back to the foreground or online, and every hour while it stays open.
 */
import { resolve } from '$app/paths';
import { pwa } from './pwa-state.svelte';

// The worker and its scope sit at the root of the path the app is served at (`BASE_PATH`).
const SCOPE = resolve('/');
const SCRIPT_URL = `${SCOPE}service-worker.js`;
const HOURLY = 60 * 60 * 1000;
/** If the new version has not taken over by then, reload anyway rather than wait forever. */
const TAKEOVER_LIMIT_MS = 10_000;

export async function registerWorker(): Promise<void> {
	if (!('serviceWorker' in navigator)) return;
	try {
		await register((await import('workbox-window')).Workbox);
	} catch (error) {
		// The app still works online; it just cannot open offline.
		console.warn('Screenshelf could not install its service worker; it will not open offline.', error);
	}
}

async function register(Workbox: typeof import('workbox-window').Workbox): Promise<void> {
	// updateViaCache 'none': the worker script is always fetched fresh, whatever a host's caching.
	const wb = new Workbox(SCRIPT_URL, { scope: SCOPE, updateViaCache: 'none' });
	let controlled = navigator.serviceWorker.controller !== null;
	let reloading = false;

	wb.addEventListener('installed', (event) => {
		if (!event.isUpdate && !event.isExternal && !controlled) pwa.offlineReady = true;
	});
	wb.addEventListener('waiting', () => {
		pwa.updateReady = true;
	});
	// A page already under a worker that sees another take over is running the old version.
	wb.addEventListener('controlling', () => {
		if (controlled && !reloading) {
			reloading = true;
			window.location.reload();
		}
		controlled = true;
	});
	pwa.applyUpdate = () => {
		pwa.updating = true;
		wb.messageSkipWaiting();
		setTimeout(() => window.location.reload(), TAKEOVER_LIMIT_MS);
	};

	await wb.register();

	const check = () => {
		if (navigator.onLine) wb.update().catch(() => undefined);
	};
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'visible') check();
	});
	window.addEventListener('online', check);
	setInterval(check, HOURLY);
}
