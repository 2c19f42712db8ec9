/** The programmatic entry to the library, the same in the browser and in Node (DESIGN section 2). */
import { LibraryStore, type StorageProblemListener, type StoreOptions } from '../db/library-store';
import type { CatalogProvider } from '../provider/catalog-provider';
import { ConfiguredProvider } from '../provider/configured-provider';
import { AppSettings } from '../settings/app-settings';
import { Gateway } from './gateway';

export interface GatewayOptions {
	dbName?: string;
	provider?: CatalogProvider;
	now?: () => Date;
	/** Hears of storage failing under the library: a blocked upgrade, another tab's upgrade, a lost connection. */
	onStorageProblem?: StorageProblemListener;
	storage?: StoreOptions;
}

export async function openGateway(options: GatewayOptions = {}): Promise<Gateway> {
	const now = options.now ?? (() => new Date());
	const store = await LibraryStore.open(options.dbName, options.onStorageProblem, { now, ...options.storage });
	const settings = await AppSettings.load(store);
	const provider = options.provider ?? new ConfiguredProvider(settings, now);
	return Gateway.open(store, { provider, now }, settings);
}

export type { Gateway, Tool, Tools } from './gateway';
export type { Result, GatewayErrorBody, ErrorCode, Issue } from '../domain/errors';
export type { Connection } from '../domain/connections';
export type { ConnectionChange } from './activity';
export type { StorageProblem } from '../db/storage-problem';
export type { AppSettings } from '../settings/app-settings';
export type { SettingsPatch, SettingsView, TokenCheck } from '../settings/settings-schema';
export { deviceHabits, type PlatformChoice } from '../settings/device-habits';
