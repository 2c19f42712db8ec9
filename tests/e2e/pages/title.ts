/** Page model of a saved title's page: status, rating, notes, tags, progress, seasons and their episode ticks, logs, removal. */
import type { Locator, Page } from '@playwright/test';

export type QuickDay = 'Today' | 'Yesterday' | 'Don’t remember: on the air date';

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
	readonly ticksDated: Locator;

	constructor(readonly page: Page) {
		this.progress = page.getByText(/^(Next: S\d+ E\d+|You’re all caught up|You’ve reached the last episode)$/);
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
		this.ticksDated = page.getByLabel('Ticks dated');
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

	/** The season's episode rows; opens it when collapsed. */
	async openSeason(seasonName: string): Promise<Locator> {
		const toggle = this.season(seasonName);
		if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
		return this.page.getByRole('list', { name: `Episodes of ${seasonName}` });
	}

	/** An episode's tick while unwatched: it logs that episode. */
	tick(season: number, episode: number): Locator {
		return this.page.getByRole('button', { name: `Mark S${season} E${episode} watched`, exact: true });
	}

	/** An episode's tick once watched: it unticks it. */
	ticked(season: number, episode: number): Locator {
		return this.page.getByRole('button', { name: `S${season} E${episode} watched: untick`, exact: true });
	}

	/** An episode's "Up to here", which names the run it logs. */
	upToHere(season: number, episode: number): Locator {
		return this.page.getByRole('button', { name: new RegExp(`^Watched up to here, S${season} E${episode}:`) });
	}

	/** Picks the day ticks are dated on, then logs every unwatched episode up to this one with its "Up to here". */
	async watchUpTo(seasonName: string, season: number, episode: number, day?: QuickDay): Promise<void> {
		await this.openSeason(seasonName);
		if (day) await this.ticksDated.selectOption({ label: day });
		await this.upToHere(season, episode).click();
	}

	logRow(text: string | RegExp): Locator {
		return this.logRows.filter({ hasText: text });
	}
}
