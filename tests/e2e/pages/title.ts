/** Page model of a saved title's page: status, rating, notes, tags, progress, seasons, logs, removal. */
import type { Locator, Page } from '@playwright/test';

export class TitlePage {
	readonly progress: Locator;
	readonly logNextEpisode: Locator;
	readonly logAWatch: Locator;
	readonly statusChips: Locator;
	readonly rating: Locator;
	readonly notes: Locator;
	readonly saveNotes: Locator;
	readonly newTag: Locator;
	readonly tagSuggestions: Locator;
	readonly logs: Locator;
	readonly logRows: Locator;
	readonly removeButton: Locator;
	readonly dialog: Locator;
	readonly announcement: Locator;

	constructor(readonly page: Page) {
		this.progress = page.getByText(/^(Next: S\d+ E\d+|You’re all caught up)$/);
		this.logNextEpisode = page.getByRole('button', { name: 'Log next episode' });
		this.logAWatch = page.getByRole('link', { name: /^Log (a|another) watch/ });
		this.statusChips = page.getByRole('group', { name: 'Status', exact: true });
		this.rating = page.getByRole('group', { name: 'Your rating' });
		this.notes = page.getByLabel('Journal notes');
		this.saveNotes = page.getByRole('button', { name: 'Save notes' });
		this.newTag = page.getByLabel('New tag');
		this.tagSuggestions = page.getByRole('group', { name: 'Tags used on other titles' });
		this.logs = page.getByRole('region', { name: /^Watch log/ });
		this.logRows = this.logs.getByRole('listitem');
		this.removeButton = page.getByRole('button', { name: 'Remove from library' });
		this.dialog = page.getByRole('dialog');
		this.announcement = page.getByRole('status');
	}

	async goto(kind: 'tv' | 'movie', recordId: string): Promise<void> {
		await this.page.goto(`/title/${kind}/${encodeURIComponent(recordId)}`);
		await this.heading().waitFor();
	}

	heading(title?: string): Locator {
		return this.page.getByRole('heading', { level: 1, ...(title ? { name: title } : {}) });
	}

	status(label: string): Locator {
		return this.statusChips.getByRole('button', { name: label, exact: true });
	}

	tag(name: string): Locator {
		return this.page.getByRole('button', { name: `Remove tag ${name}` });
	}

	season(name: string): Locator {
		return this.page.getByRole('button', { name: new RegExp(`^${name}\\b`) });
	}

	/** The range form of an opened season. */
	rangeForm(seasonName: string): Locator {
		return this.page.getByRole('form', { name: `Mark episodes of ${seasonName} as watched` });
	}

	/** Marks a run of episodes from the season's form; `day` is the "When" choice, today unless given. */
	async markRange(seasonName: string, from: number, to: number, day?: 'Today' | 'Yesterday' | 'Don’t remember: on the air date'): Promise<void> {
		const form = this.rangeForm(seasonName);
		if (!(await form.isVisible())) await this.season(seasonName).click();
		await form.getByLabel('From episode').selectOption({ value: String(from) });
		await form.getByLabel('To episode').selectOption({ value: String(to) });
		if (day) await form.getByLabel('When').selectOption({ label: day });
		await form.getByRole('button', { name: 'Mark watched' }).click();
	}

	logRow(text: string | RegExp): Locator {
		return this.logRows.filter({ hasText: text });
	}
}
