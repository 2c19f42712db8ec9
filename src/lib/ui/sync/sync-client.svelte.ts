/**
 * How screens reach sync: its code (PouchDB among it) loads only when the person sets sync up,
 * or when the app opens on a device where it is set up (gateway-client's startSyncIfSetUp). The
 * status is shared by every screen.
 */
import { version } from '$app/environment';
import type { SyncService, SyncStatus } from '../../sync/sync-service';
import { gateway } from '../gateway-client';

export const sync = $state<{ status: SyncStatus | null }>({ status: null });

let loading: Promise<SyncService> | undefined;

export function syncService(): Promise<SyncService> {
	loading ??= Promise.all([import('../../sync/sync-service'), import('../../sync/browser-pouch'), gateway()]).then(async ([{ SyncService }, { browserPouch }, g]) => {
		const service = await SyncService.open(g, { pouch: browserPouch, appVersion: version });
		service.subscribe((status) => {
			sync.status = status;
			// The server synced with may offer TMDB's catalog too (README, "Your own server").
			g.settings.nameCatalogServers({ sync: status.server?.url ?? null });
		});
		return service;
	});
	loading.catch(() => (loading = undefined));
	return loading;
}
