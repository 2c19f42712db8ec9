/** Page model of the Library: the two shelves, the search, the status chips and the poster grid. */
import type { Locator, Page } from '@playwright/test';

export type StatusLabel = 'All' | 'Want to watch' | 'Watching' | 'Watched' | 'Completed' | 'Dropped' | 'On hold';

export class LibraryPage {
	readonly heading: Locator;
	readonly search: Locator;
	readonly chips: Locator;
	readonly grid: Locator;
	readonly cards: Locator;
	readonly loadMore: Locator;
	readonly goToDiscover: Locator;
	readonly clearSearch: Locator;

	constructor(readonly page: Page) {
		this.heading = page.getByRole('heading', { level: 1, name: 'Library' });
		this.search = page.getByRole('searchbox', { name: /^Search your/ });
		this.chips = page.getByRole('group', { name: 'Filter by status' });
		this.grid = page.getByRole('list', { name: /^Your (series|movies)$/ });
		this.cards = this.grid.getByRole('link');
		this.loadMore = page.getByRole('button', { name: /^Load more/ });
		this.goToDiscover = page.getByRole('link', { name: 'Go to Discover' });
		this.clearSearch = page.getByRole('button', { name: 'Clear the search' });
	}

	async goto(kind?: 'tv' | 'movie'): Promise<void> {
		await this.page.goto(kind ? `/?kind=${kind}` : '/');
		await this.heading.waitFor();
	}

	tab(name: 'Series' | 'Movies'): Locator {
		return this.page.getByRole('navigation', { name: 'Shelves' }).getByRole('link', { name: new RegExp(`^${name}`) });
	}

	/** A status chip; its accessible name ends with the count, e.g. "Watching 2". */
	chip(label: StatusLabel): Locator {
		return this.chips.getByRole('button', { name: new RegExp(`^${label}( \\d+)?$`) });
	}

	card(title: string): Locator {
		return this.grid.getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
	}

	emptyState(title: string | RegExp): Locator {
		return this.page.getByRole('heading', { level: 2, name: title });
	}
}
