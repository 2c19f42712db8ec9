/** Page model of Settings' "Bring your history" section and the Letterboxd CSV export. */
import type { Download, Locator, Page } from '@playwright/test';
import { downloadFrom } from './download';

const DIR = 'tests/fixtures/history';

/** The fixture exports' files, as a person would pick them from a folder. */
export const FIXTURE_EXPORTS = {
	letterboxd: ['diary.csv', 'reviews.csv', 'ratings.csv', 'watched.csv', 'watchlist.csv'].map((f) => `${DIR}/letterboxd/${f}`),
	tvtime: ['tracking-prod-records-v2.csv', 'followed_tv_show.csv', 'tracking-prod-records.csv', 'user_tv_show_data.csv'].map((f) => `${DIR}/tvtime/${f}`),
	trakt: [
		'watched-history-1.json',
		'extra/watched-history-2.json',
		'ratings-movies.json',
		'ratings-shows.json',
		'ratings-seasons.json',
		'ratings-episodes.json',
		'lists-watchlist.json',
		'lists-lists.json',
		'lists-best-of-2022.json',
		'user-profile.json'
	].map((f) => `${DIR}/trakt/${f}`),
	// A real 2020 export: episodes by TVDB episode ID alone (its rewatched_episode.csv is not picked by name yet).
	tvtime2020: ['seen_episode.csv', 'rewatched_episode.csv', 'user_tv_show_data.csv'].map((f) => `${DIR}/tvtime-2020-real/${f}`),
	malformed: [`${DIR}/malformed/diary.csv`],
	netflix: ['ViewingActivity.csv', 'Ratings.csv', 'MyList.csv'].map((f) => `${DIR}/netflix/CONTENT_INTERACTION/${f}`),
	// A Brazilian account's download naming films as Netflix does in Portuguese.
	netflixPortuguese: [`${DIR}/netflix-language-br/NetflixViewingHistory.csv`],
	// Made by letterboxd-500/make-export.mjs: 20 films the demo catalog knows, 2 to choose, 478 not found.
	letterboxd500: [`${DIR}/letterboxd-500/diary.csv`]
} as const;

export class HistoryImportSection {
	readonly section: Locator;
	readonly files: Locator;
	readonly counts: Locator;
	readonly plan: Locator;
	readonly importButton: Locator;
	readonly done: Locator;
	readonly error: Locator;
	readonly nothingToDo: Locator;
	readonly letterboxdExport: Locator;
	readonly skipAllNotFound: Locator;
	readonly leftOut: Locator;

	constructor(readonly page: Page) {
		this.section = page.getByRole('region', { name: 'Bring your history' });
		this.files = page.getByLabel('Export files');
		this.counts = page.getByTestId('history-counts');
		this.plan = page.getByRole('table', { name: 'If imported into your library' });
		// "Import history" once every title is settled; "Import the 20 matched now" while some wait.
		this.importButton = page.getByRole('button', { name: /^Import (history|the [\d,]+ matched now)$/ });
		this.skipAllNotFound = page.getByRole('button', { name: /^Skip all [\d,]+ not found$/ });
		this.leftOut = page.getByTestId('history-left-out');
		this.done = page.getByTestId('history-done');
		this.error = page.getByTestId('history-error');
		this.nothingToDo = page.getByText('Your library already holds everything matched in this export');
		this.letterboxdExport = page.getByRole('button', { name: 'Export films for Letterboxd' });
	}

	async choose(exportName: keyof typeof FIXTURE_EXPORTS): Promise<void> {
		await this.files.setInputFiles([...FIXTURE_EXPORTS[exportName]]);
	}

	/** One file of the given name and text, as a person might pick by mistake. */
	async chooseFile(name: string, text: string): Promise<void> {
		await this.files.setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
	}

	/** What the preview says of one file of the export: rows read, used, skipped, and why. */
	fileReport(file: string): Locator {
		return this.page.getByTestId('history-file').filter({ has: this.page.getByRole('heading', { name: file, exact: true }) });
	}

	/** The number shown for one kind of match ("Matched by title and year", "Need your choice", ...). */
	count(label: string): Locator {
		return this.counts.locator('div').filter({ has: this.page.getByText(label, { exact: true }) }).locator('dd');
	}

	choice(title: string): Locator {
		return this.page.getByTestId('history-choice').filter({ has: this.page.locator('legend', { hasText: title }) });
	}

	/** The cells of one kind's row in the plan: added, updated, unchanged, removed. */
	planCells(label: string): Locator {
		return this.plan
			.getByRole('row')
			.filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) })
			.getByRole('cell');
	}

	exportLetterboxd(): Promise<{ download: Download; text: string }> {
		return downloadFrom(this.page, this.letterboxdExport);
	}

	/** The CSV of the titles an import left out, as downloaded. */
	downloadLeftOut(): Promise<{ download: Download; text: string }> {
		return downloadFrom(this.page, this.leftOut.getByRole('button', { name: 'Download the list of titles not imported (CSV)' }));
	}

	/** One group of titles to check ("Need your choice", "Not found", ...), a page at a time. */
	group(heading: string): Locator {
		return this.section.getByRole('region', { name: new RegExp(`^${heading} \\(`) });
	}
}
