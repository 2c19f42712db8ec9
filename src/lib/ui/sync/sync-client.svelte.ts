/**
 * How screens reach sync: its code (PouchDB among it) loads only when the person sets sync up,
 * or when the app opens on a device where it is set up (gateway-client's startSyncIfSetUp). The
 * status is shared by every screen.
 */
import { version } from '$app/environment';
import type { SyncService, SyncStatus } from '../../sync/sync-service';
import { SAME_ORIGIN_PATH } from '../../sync/same-origin-server';
import { gateway } from '../gateway-client';

/**
 * The server synced with, when it may offer TMDB's catalog too (README, "Your own server"): a
 * CouchDB under /couchdb/, as the Caddyfile serves it beside the app. Another one (Cloudant, a
 * CouchDB of one's own) is not asked, which would only have it log a 404.
 */
function besideApp(url: string | undefined): string | null {
	return url !== undefined && new URL(url).pathname.replace(/\/*$/, '/') === SAME_ORIGIN_PATH ? url : null;
}

export const sync = $state<{ status: SyncStatus | null }>({ status: null });

let loading: Promise<SyncService> | undefined;

export function syncService(): Promise<SyncService> {
	loading ??= Promise.all([import('../../sync/sync-service'), import('../../sync/browser-pouch'), gateway()]).then(async ([{ SyncService }, { browserPouch }, g]) => {
		const service = await SyncService.open(g, { pouch: browserPouch, appVersion: version });
		service.subscribe((status) => {
			sync.status = status;
			g.settings.nameCatalogServers({ sync: besideApp(status.server?.url) });
		});
		return service;
	});
	loading.catch(() => (loading = undefined));
	return loading;
}
