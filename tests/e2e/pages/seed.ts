/**
 * Filling an empty library the way a person would: save from Discover, log on the log page; and,
 * for histories too long to type, a library file brought in through Settings' import.
 */
import type { Page } from '@playwright/test';
import { SettingsPage } from './settings';

export type Kind = 'movie' | 'tv';
export type RatingLabel = 'Dislike' | 'Okay' | 'Like' | 'Love';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds `title` in Discover's search and saves it with one tap (Want to watch). */
export async function saveFromDiscover(page: Page, kind: Kind, query: string, title: string): Promise<void> {
	await page.goto(`/discover?kind=${kind}&q=${encodeURIComponent(query)}`);
	await page.getByRole('button', { name: `Save ${title}`, exact: true }).click();
	await page.getByRole('link', { name: new RegExp(`^In your library\\s*: ${escapeRegExp(title)}$`) }).waitFor();
}

export interface Watch {
	/** YYYY-MM-DD; left out, the log page's default date is kept. */
	date?: string;
	rating?: RatingLabel;
	notes?: string;
	/** TV: the season and episode numbers watched. */
	season?: number;
	fromEpisode?: number;
	toEpisode?: number;
}

/** Logs one watch of a saved title on its log page, then waits for the page to go back. */
export async function logWatch(page: Page, kind: Kind, recordId: string, watch: Watch = {}): Promise<void> {
	await page.goto(`/title/${kind}/${encodeURIComponent(recordId)}/log`);
	const date = page.getByLabel('Watched on');
	await date.waitFor();
	if (watch.season !== undefined) {
		// Options are the catalog's seasons and episodes, valued by number; selectOption waits for them.
		await page.getByLabel('From season').selectOption({ value: String(watch.season) });
		if (watch.fromEpisode !== undefined) await page.getByLabel('From episode').selectOption({ value: String(watch.fromEpisode) });
		if (watch.toEpisode !== undefined) await page.getByLabel('To episode').selectOption({ value: String(watch.toEpisode) });
	}
	if (watch.date) await date.fill(watch.date);
	if (watch.rating) {
		await page.getByRole('group', { name: 'Rating for this watch' }).getByRole('button', { name: watch.rating, exact: true }).click();
	}
	if (watch.notes) await page.getByLabel('Notes').fill(watch.notes);
	await page.getByRole('button', { name: 'Save watch' }).click();
	await page.waitForURL((url) => !url.pathname.endsWith('/log'));
}

// A library file, for long histories: shared with the bench, which seeds the app the same way.
export { libraryFile, recordId } from '../../../scripts/library-file.mjs';

/** Brings a library file in through Settings (merge) and waits until the import has finished. */
export async function importThroughSettings(page: Page, file: string): Promise<void> {
	const settings = new SettingsPage(page);
	await settings.goto();
	await settings.chooseImportFile('library.json', file);
	await settings.importButton.click();
	await settings.importDone.waitFor();
}
