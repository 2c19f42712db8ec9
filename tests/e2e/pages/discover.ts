/** Page models of Discover (lists and search of the catalogue) and of a catalogue title's details. */
import type { Locator, Page } from '@playwright/test';

export type Kind = 'movie' | 'tv';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class DiscoverPage {
	readonly heading: Locator;
	readonly searchbox: Locator;
	readonly demoNote: Locator;
	readonly lists: Locator;
	readonly results: Locator;
	/** Every title card shown so far. */
	readonly cards: Locator;
	readonly moreResults: Locator;
	readonly retry: Locator;
	readonly alert: Locator;

	constructor(readonly page: Page) {
		this.heading = page.getByRole('heading', { level: 1, name: 'Discover' });
		this.searchbox = page.getByRole('searchbox', { name: /search/i });
		this.demoNote = page.getByTestId('demo-catalog-note');
		this.lists = page.getByRole('navigation', { name: 'Lists' });
		this.results = page.locator('main section').filter({ has: page.getByRole('heading', { level: 2 }) }).first();
		this.cards = page.locator('main article');
		this.moreResults = page.getByRole('button', { name: 'More results' });
		this.retry = page.getByRole('button', { name: 'Try again' });
		this.alert = page.getByRole('alert');
	}

	async goto(kind: Kind = 'movie', options: { category?: string; query?: string } = {}): Promise<void> {
		const params = new URLSearchParams({ kind });
		if (options.category) params.set('category', options.category);
		if (options.query) params.set('q', options.query);
		await this.page.goto(`/discover?${params}`);
		await this.heading.waitFor();
	}

	tab(label: 'Movies' | 'TV'): Locator {
		return this.page.getByRole('navigation', { name: 'Movies or TV' }).getByRole('link', { name: label });
	}

	list(label: string): Locator {
		return this.lists.getByRole('link', { name: label, exact: true });
	}

	listHeading(name: string | RegExp): Locator {
		return this.page.getByRole('heading', { level: 2, name });
	}

	card(title: string): Locator {
		return this.cards.filter({ has: this.page.getByRole('heading', { level: 3, name: title, exact: true }) });
	}

	saveButton(title: string): Locator {
		return this.page.getByRole('button', { name: `Save ${title}`, exact: true });
	}

	inLibrary(title: string): Locator {
		return this.page.getByRole('link', { name: new RegExp(`^In your library\\s*:\\s*${escapeRegExp(title)}$`) });
	}

	/** Saves with a status other than the default, from the menu beside the save button. */
	async saveAs(title: string, status: string): Promise<void> {
		await this.page.getByRole('button', { name: `Choose a status for ${title}` }).click();
		await this.page.getByRole('group', { name: 'Save with status' }).getByRole('button', { name: status, exact: true }).click();
	}

	async search(text: string): Promise<void> {
		await this.searchbox.fill(text);
		await this.searchbox.press('Enter');
	}

	async openDetails(title: string): Promise<void> {
		await this.card(title).getByRole('link', { name: title }).first().click();
	}
}

export class ProviderTitlePage {
	readonly back: Locator;
	readonly openInLibrary: Locator;
	readonly genres: Locator;
	readonly seasons: Locator;

	constructor(readonly page: Page) {
		this.back = page.getByRole('link', { name: 'Back to Discover' });
		this.openInLibrary = page.getByRole('link', { name: 'Open in your library' });
		this.genres = page.getByRole('list', { name: 'Genres' });
		this.seasons = page.getByRole('heading', { level: 2, name: 'Seasons' });
	}

	heading(title: string): Locator {
		return this.page.getByRole('heading', { level: 1, name: title });
	}

	season(name: string): Locator {
		return this.page.getByRole('listitem').filter({ has: this.page.getByText(name, { exact: true }) });
	}

	async goto(kind: Kind, providerId: string): Promise<void> {
		await this.page.goto(`/discover/${kind}/${providerId}`);
	}
}
