/**
 * How screens reach sync: its code (PouchDB among it) loads only when the person sets sync up,
 * or when the app opens on a device where it is set up. The status is shared by every screen.
 */
import type { SyncService, SyncStatus } from '../../sync/sync-service';
import { gateway } from '../gateway-client';

export const sync = $state<{ status: SyncStatus | null }>({ status: null });

let loading: Promise<SyncService> | undefined;

export function syncService(): Promise<SyncService> {
	loading ??= Promise.all([import('../../sync/sync-service'), import('../../sync/browser-pouch'), gateway()]).then(async ([{ SyncService }, { browserPouch }, g]) => {
		const service = await SyncService.open(g, { pouch: browserPouch });
		service.subscribe((status) => (sync.status = status));
		return service;
	});
	loading.catch(() => (loading = undefined));
	return loading;
}

/** Starts sync when it is set up on this device; otherwise loads nothing of it. */
export async function startSyncIfSetUp(): Promise<void> {
	try {
		if (await (await gateway()).syncSetUp()) await syncService();
	} catch (error) {
		// The library itself failing to open is the recovery screen's news; sync just stays off.
		console.warn('Screenshelf could not start sync', error);
	}
}
