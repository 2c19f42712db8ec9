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

// ---- A library file, for long histories ----

interface FileTitle {
	kind: Kind;
	providerId: string;
	title: string;
	status?: 'want_to_watch' | 'watching' | 'watched' | 'completed' | 'dropped' | 'on_hold';
	rating?: 'dislike' | 'okay' | 'like' | 'love';
}

interface FileLog {
	kind: Kind;
	providerId: string;
	watchedOn: string;
	rating?: 'dislike' | 'okay' | 'like' | 'love';
	notes?: string;
	seasonFrom?: number;
	episodeFrom?: number;
	episodeTo?: number;
}

const STAMP = '2024-01-01T00:00:00.000Z';

export function recordId(kind: Kind, providerId: string): string {
	return `${kind}:tmdb:${providerId}`;
}

/** A Screenshelf export holding these titles and logs (derived counters are recomputed on import). */
export function libraryFile(titles: FileTitle[], logs: FileLog[]): string {
	const titleOf = new Map(titles.map((t) => [recordId(t.kind, t.providerId), t.title]));
	const record = (t: FileTitle) => ({
		id: recordId(t.kind, t.providerId),
		providerRef: { provider: 'tmdb', mediaType: t.kind, id: t.providerId },
		title: t.title,
		status: t.status ?? (t.kind === 'tv' ? 'watching' : 'watched'),
		...(t.rating ? { rating: t.rating } : {}),
		genres: [],
		tags: [],
		recommendedByPersonIds: [],
		watchCount: 0,
		lastWatchedOn: null,
		posterPath: null,
		createdAt: STAMP,
		updatedAt: STAMP
	});
	const log = (l: FileLog, i: number) => {
		const mediaRecordId = recordId(l.kind, l.providerId);
		const { kind, watchedOn, rating, notes, seasonFrom, episodeFrom, episodeTo } = l;
		return {
			watchedOn,
			...(rating ? { rating } : {}),
			...(notes ? { notes } : {}),
			...(seasonFrom !== undefined ? { seasonFrom } : {}),
			...(episodeFrom !== undefined ? { episodeFrom } : {}),
			...(episodeTo !== undefined ? { episodeTo } : {}),
			watchLogId: `seed-${kind}-${String(i).padStart(5, '0')}`,
			kind,
			mediaRecordId,
			title: titleOf.get(mediaRecordId) ?? l.providerId,
			platformType: 'streaming',
			watchedOnDefaulted: false,
			watchedWithPersonIds: [],
			createdAt: STAMP,
			updatedAt: STAMP
		};
	};
	const of = (kind: Kind) => ({
		records: titles.filter((t) => t.kind === kind).map(record),
		logs: logs.map(log).filter((l) => l.kind === kind)
	});
	const tv = of('tv');
	const movie = of('movie');
	const data = {
		tvSeries: tv.records,
		movies: movie.records,
		tvWatchLogs: tv.logs,
		movieWatchLogs: movie.logs,
		tvRecommendations: [],
		movieRecommendations: [],
		tvTastes: [],
		movieTastes: [],
		people: []
	};
	const counts = Object.fromEntries(Object.entries(data).map(([k, rows]) => [k, rows.length]));
	return JSON.stringify({ format: 'film-tv-library', version: 1, exportedAt: STAMP, counts, data });
}

/** Brings a library file in through Settings (merge) and waits until the import has finished. */
export async function importThroughSettings(page: Page, file: string): Promise<void> {
	const settings = new SettingsPage(page);
	await settings.goto();
	await settings.chooseImportFile('library.json', file);
	await settings.importButton.click();
	await settings.importDone.waitFor();
}
