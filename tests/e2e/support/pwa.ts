/**
 * For the suites that test the service worker (the config blocks it elsewhere): pointing the
 * app at the mock TMDB server through Settings, counting storage persistence requests, and
 * forgiving the failed requests that going offline causes on purpose.
 */
import type { Page } from '@playwright/test';
import type { MockTmdb } from '../../../scripts/mock-tmdb.mjs';
import { SettingsPage } from '../pages/settings';
import { expect } from './fixtures';

/** Sets the mock's address and token in Settings, as a user would, so lookups go through TMDB's client. */
export async function useMockCatalog(page: Page, mock: MockTmdb): Promise<void> {
	const settings = new SettingsPage(page);
	await settings.goto();
	await settings.saveTokenAt(mock.token, mock.url);
	await expect(settings.catalogInUse).toHaveText('In use: TMDB');
}

/** Counts the page's navigator.storage.persist() calls (the browser's answer is unchanged). */
export async function countPersistRequests(page: Page): Promise<() => Promise<number>> {
	await page.addInitScript(() => {
		const persist = StorageManager.prototype.persist;
		const calls = Number(sessionStorage.getItem('persist-calls') ?? 0);
		sessionStorage.setItem('persist-calls', String(calls));
		StorageManager.prototype.persist = function (this: StorageManager) {
			sessionStorage.setItem('persist-calls', String(Number(sessionStorage.getItem('persist-calls')) + 1));
			return persist.call(this);
		};
	});
	return () => page.evaluate(() => Number(sessionStorage.getItem('persist-calls') ?? 0));
}

/** Chromium logs every failed request; offline, lookups that were not kept fail on purpose. */
export function forgiveOfflineRequests(problems: string[]): void {
	const kept = problems.filter((p) => !/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)/.test(p));
	problems.splice(0, problems.length, ...kept);
}
