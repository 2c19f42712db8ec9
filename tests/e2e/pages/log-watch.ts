/** Page model of the log-a-watch page: the episode range, date, platform, place, company, rating, notes. */
import type { Locator, Page } from '@playwright/test';

export class LogWatchPage {
	readonly heading: Locator;
	readonly date: Locator;
	readonly today: Locator;
	readonly yesterday: Locator;
	readonly dateUnknown: Locator;
	readonly dateHint: Locator;
	readonly service: Locator;
	readonly country: Locator;
	readonly place: Locator;
	readonly newPerson: Locator;
	readonly addPerson: Locator;
	readonly rating: Locator;
	readonly notes: Locator;
	readonly fromSeason: Locator;
	readonly fromEpisode: Locator;
	readonly toSeason: Locator;
	readonly toEpisode: Locator;
	readonly airDate: Locator;
	readonly save: Locator;
	readonly saveChanges: Locator;
	/** The sticky bar holding Cancel and Save. */
	readonly actions: Locator;

	constructor(readonly page: Page) {
		this.heading = page.getByRole('heading', { level: 1, name: /^(Log|Edit) a watch$/ });
		this.date = page.getByLabel('Watched on');
		this.today = page.getByRole('button', { name: 'Today' });
		this.yesterday = page.getByRole('button', { name: 'Yesterday' });
		this.dateUnknown = page.getByRole('checkbox', { name: 'I don’t remember the date' });
		this.dateHint = page.getByText(/^(It goes in the diary on|Kept on)/);
		this.service = page.getByLabel('Streaming service');
		this.country = page.getByLabel('Country');
		this.place = page.getByLabel(/^Place/);
		this.newPerson = page.getByLabel('New person’s name');
		this.addPerson = page.getByRole('button', { name: 'Add person' });
		this.rating = page.getByRole('group', { name: 'Rating for this watch' });
		this.notes = page.getByLabel('Notes');
		this.fromSeason = page.getByLabel('From season');
		this.fromEpisode = page.getByLabel('From episode');
		this.toSeason = page.getByLabel('To season');
		this.toEpisode = page.getByLabel('To episode');
		this.airDate = page.getByLabel('Episode air date');
		this.save = page.getByRole('button', { name: 'Save watch' });
		this.saveChanges = page.getByRole('button', { name: 'Save changes' });
		this.actions = page.getByRole('button', { name: 'Cancel' }).locator('xpath=..');
	}

	async goto(kind: 'tv' | 'movie', recordId: string): Promise<void> {
		await this.page.goto(`/title/${kind}/${encodeURIComponent(recordId)}/log`);
		await this.date.waitFor();
	}

	platform(label: 'Cinema' | 'Streaming' | 'Television' | 'Other'): Locator {
		return this.page.getByRole('radio', { name: label });
	}

	companion(name: string): Locator {
		return this.page.getByRole('checkbox', { name });
	}

	/** The error shown under a field, found through the field's aria-describedby. */
	errorOf(field: Locator): Locator {
		return field.locator('xpath=..').locator('.field-error');
	}
}
