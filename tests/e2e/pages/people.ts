/** Page models of the People directory and of one person's page. */
import type { Locator, Page } from '@playwright/test';

export class PeoplePage {
	readonly heading: Locator;
	readonly nameInput: Locator;
	readonly addButton: Locator;
	readonly list: Locator;
	readonly rows: Locator;

	constructor(readonly page: Page) {
		this.heading = page.getByRole('heading', { level: 1, name: 'People' });
		this.nameInput = page.getByLabel('Name', { exact: true });
		this.addButton = page.getByRole('button', { name: 'Add person' });
		this.list = page.getByRole('region', { name: 'Everyone' });
		this.rows = this.list.getByRole('listitem');
	}

	async goto(): Promise<void> {
		await this.page.goto('/people');
		await this.heading.waitFor();
	}

	async add(name: string): Promise<void> {
		await this.nameInput.fill(name);
		await this.addButton.click();
		await this.page.getByRole('status').filter({ hasText: `${name} is in People now.` }).waitFor();
	}

	row(name: string): Locator {
		return this.rows.filter({ has: this.page.getByRole('link', { name, exact: true }) });
	}

	async rename(from: string, to: string): Promise<void> {
		await this.page.getByRole('button', { name: `Rename ${from}` }).click();
		await this.page.getByLabel(`New name for ${from}`).fill(to);
		await this.page.getByLabel(`New name for ${from}`).press('Enter');
		await this.row(to).waitFor();
	}

	archive(name: string): Locator {
		return this.page.getByRole('button', { name: `Archive ${name}` });
	}

	bringBack(name: string): Locator {
		return this.page.getByRole('button', { name: `Bring back ${name}` });
	}

	async open(name: string): Promise<PersonPage> {
		await this.list.getByRole('link', { name, exact: true }).click();
		const person = new PersonPage(this.page);
		await person.heading(name).waitFor();
		return person;
	}
}

export class PersonPage {
	readonly recordRecommendation: Locator;
	readonly recordTaste: Locator;
	readonly announcement: Locator;
	readonly recommended: Locator;
	readonly favourites: Locator;
	readonly dislikes: Locator;
	readonly watchedTogether: Locator;

	constructor(readonly page: Page) {
		this.recordRecommendation = page.getByRole('button', { name: 'Record a recommendation' });
		this.recordTaste = page.getByRole('button', { name: 'Record a taste' });
		this.announcement = page.getByRole('status').filter({ hasText: 'Recorded' });
		this.recommended = page.getByRole('region', { name: 'Recommended' });
		this.favourites = page.getByRole('region', { name: 'Favourites' });
		this.dislikes = page.getByRole('region', { name: 'Dislikes' });
		this.watchedTogether = page.getByRole('region', { name: 'Watched together' });
	}

	heading(name: string): Locator {
		return this.page.getByRole('heading', { level: 1, name });
	}

	/** Records that this person recommended a saved title, found by words of its title. */
	async recommend(words: string, title: string, options: { note?: string; status?: string } = {}): Promise<void> {
		await this.recordRecommendation.click();
		const form = this.page.getByRole('form', { name: 'Record a recommendation' });
		await form.getByLabel('Find a title in your library').fill(words);
		await form.getByRole('radio', { name: new RegExp(`^${title}\\b`) }).check();
		if (options.note) await form.getByLabel('Note').fill(options.note);
		if (options.status) await form.getByLabel('Status').selectOption({ label: options.status });
		await form.getByRole('button', { name: 'Save recommendation' }).click();
		await this.announcement.waitFor();
	}

	/** Records this person's taste for a catalog title, found by the catalog's search. */
	async recordTasteFor(kind: 'Movies' | 'TV', words: string, title: string, taste: 'Favourite' | 'Dislike'): Promise<void> {
		await this.recordTaste.click();
		const form = this.page.getByRole('form', { name: 'Record a taste' });
		await form.getByRole('radio', { name: kind, exact: true }).check();
		await form.getByLabel('Search the catalog').fill(words);
		await form.getByRole('group', { name: 'Catalog titles' }).getByRole('radio', { name: new RegExp(`^${title}\\b`) }).check();
		await form.getByRole('radio', { name: taste, exact: true }).check();
		await form.getByRole('button', { name: `Save ${taste.toLowerCase()}` }).click();
		await this.announcement.waitFor();
	}

	recommendationStatus(title: string): Locator {
		return this.page.getByLabel(`Recommendation status of ${title}`);
	}
}
