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
	/** An empty library's three ways in, and the link of each. */
	readonly waysIn: Locator;
	readonly importHistory: Locator;
	readonly getFullCatalog: Locator;
	readonly findInDiscover: Locator;

	constructor(readonly page: Page) {
		this.heading = page.getByRole('heading', { level: 1, name: 'Library' });
		this.search = page.getByRole('searchbox', { name: /^Search your/ });
		this.chips = page.getByRole('group', { name: 'Filter by status' });
		this.grid = page.getByRole('list', { name: /^Your (series|movies)$/ });
		this.cards = this.grid.getByRole('link');
		this.loadMore = page.getByRole('button', { name: /^Load more/ });
		this.goToDiscover = page.getByRole('link', { name: 'Go to Discover' });
		this.clearSearch = page.getByRole('button', { name: 'Clear the search' });
		this.waysIn = page.getByRole('region', { name: 'Start your library' });
		this.importHistory = this.waysIn.getByRole('link', { name: 'Import your history' });
		this.getFullCatalog = this.waysIn.getByRole('link', { name: 'Get the full catalog' });
		this.findInDiscover = this.waysIn.getByRole('link', { name: 'Find titles in Discover' });
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

	/** One of the ways in, by its heading. */
	way(name: 'Bring your history' | 'Get the full catalog' | 'Find titles in Discover'): Locator {
		return this.waysIn.getByRole('listitem').filter({ has: this.page.getByRole('heading', { level: 3, name }) });
	}

	emptyState(title: string | RegExp): Locator {
		return this.page.getByRole('heading', { level: 2, name: title });
	}
}
