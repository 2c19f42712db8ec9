/** Page model of the Settings screen: the TMDB catalog settings, export, import and storage. */
import type { Download, Locator, Page } from '@playwright/test';
import { downloadFrom } from './download';

export class SettingsPage {
	readonly heading: Locator;
	readonly catalogInUse: Locator;
	readonly tokenInput: Locator;
	/** The guide to the full catalog (TMDB's steps to a key), which ends at the token field. */
	readonly guide: Locator;
	readonly guideSummary: Locator;
	readonly testTokenButton: Locator;
	readonly saveTokenButton: Locator;
	readonly tokenIsSet: Locator;
	readonly tokenCheck: Locator;
	/** What the last save of the token or address said. */
	readonly tmdbNotice: Locator;
	/** The line naming the catalog and the address in use. */
	readonly catalogAddress: Locator;
	/** Asks, on the way out of Settings, about a token or address typed and not saved. */
	readonly unsavedDraft: Locator;
	readonly language: Locator;
	readonly region: Locator;
	readonly advanced: Locator;
	readonly baseUrlInput: Locator;
	readonly useAddressButton: Locator;
	readonly exportButton: Locator;
	readonly exportDone: Locator;
	readonly importFile: Locator;
	readonly importSummary: Locator;
	readonly importResult: Locator;
	readonly importButton: Locator;
	readonly importDone: Locator;
	readonly importFileError: Locator;
	readonly replaceConfirm: Locator;

	constructor(readonly page: Page) {
		this.heading = page.getByRole('heading', { level: 1, name: 'Settings' });
		this.catalogInUse = page.getByTestId('catalog-in-use');
		this.tokenInput = page.getByLabel('API Key or API Read Access Token');
		this.guide = page.locator('details#catalog-guide');
		this.guideSummary = this.guide.getByText('How to get a free TMDB key');
		this.testTokenButton = page.getByRole('button', { name: 'Test token' });
		this.saveTokenButton = page.getByRole('button', { name: 'Save token' });
		this.tokenIsSet = page.getByText('A token is set.');
		this.tokenCheck = page.getByTestId('token-check');
		this.tmdbNotice = page.getByTestId('tmdb-notice');
		this.catalogAddress = page.getByTestId('catalog-address');
		this.unsavedDraft = page.getByTestId('tmdb-unsaved');
		this.language = page.getByLabel('Language', { exact: true });
		this.region = page.getByLabel('Region', { exact: true });
		this.advanced = page.getByText('Advanced', { exact: true });
		this.baseUrlInput = page.getByLabel('TMDB API address');
		this.useAddressButton = page.getByRole('button', { name: 'Use this address' });
		this.exportButton = page.getByRole('button', { name: 'Export library' });
		this.exportDone = page.getByTestId('export-done');
		this.importFile = page.getByLabel('Library file');
		this.importSummary = page.getByRole('table', { name: /^If (merged into|this file replaces) your library$/ });
		this.importResult = page.getByRole('table', { name: 'What the import changed' });
		this.importButton = page.getByRole('button', { name: /^Import( and replace)?$/ });
		this.importDone = page.getByTestId('import-done');
		this.importFileError = page.getByTestId('import-file-error');
		this.replaceConfirm = page.getByRole('alertdialog', { name: 'Replace your library with this file?' });
	}

	async goto(): Promise<void> {
		await this.page.goto('/settings');
		await this.catalogInUse.waitFor();
	}

	/** Types another TMDB server's address under Advanced, without using it yet. */
	async typeTmdbServer(url: string): Promise<void> {
		if (!(await this.baseUrlInput.isVisible())) await this.advanced.click();
		await this.baseUrlInput.fill(url);
	}

	/** Points the app at another TMDB server (the mock) from the Advanced disclosure, with no token typed. */
	async useTmdbServer(url: string): Promise<void> {
		await this.typeTmdbServer(url);
		await this.useAddressButton.click();
		await this.tmdbNotice.filter({ hasText: url }).waitFor();
	}

	/** Pastes a token and types an address, then saves both at once, as a new user sets TMDB up. */
	async saveTokenAt(token: string, url: string): Promise<void> {
		await this.tokenInput.fill(token);
		await this.typeTmdbServer(url);
		await this.saveTokenButton.click();
		await this.tmdbNotice.filter({ hasText: url }).waitFor();
	}

	async testToken(token: string): Promise<void> {
		await this.tokenInput.fill(token);
		await this.testTokenButton.click();
	}

	/** Exports and returns the download with its text. */
	exportLibrary(): Promise<{ download: Download; text: string }> {
		return downloadFrom(this.page, this.exportButton);
	}

	/** Picks a file with this content, which starts the dry run. */
	async chooseImportFile(name: string, content: string): Promise<void> {
		await this.importFile.setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
	}

	async chooseMode(mode: 'Merge' | 'Replace'): Promise<void> {
		await this.page.getByRole('radio', { name: new RegExp(`^${mode}`) }).check();
	}

	/** The cells of one kind's row in a summary table: added, updated, unchanged, removed. */
	summaryCells(table: Locator, label: string): Locator {
		return table
			.getByRole('row')
			.filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) })
			.getByRole('cell');
	}
}
