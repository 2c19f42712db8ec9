/** Page model of the quick log sheet that Discover's "Log" opens on a catalog title. */
import type { Locator, Page } from '@playwright/test';

export class QuickLogSheet {
	readonly sheet: Locator;
	readonly save: Locator;
	readonly startWatching: Locator;
	readonly watchedFirst: Locator;
	readonly notes: Locator;
	readonly place: Locator;
	readonly otherDate: Locator;
	readonly rewatch: Locator;

	constructor(readonly page: Page) {
		this.sheet = page.getByRole('dialog', { name: /^Log / });
		this.save = this.sheet.getByRole('button', { name: /^(Save|Start watching)$/ }).last();
		this.startWatching = this.sheet.getByRole('group', { name: 'What you did' }).getByRole('button', { name: 'Start watching' });
		this.watchedFirst = this.sheet.getByRole('button', { name: 'Watched S1 E1' });
		this.notes = this.sheet.getByLabel(/^Note/);
		this.place = this.sheet.getByLabel(/^Where/);
		this.otherDate = this.sheet.getByLabel('Day watched');
		this.rewatch = this.sheet.getByLabel('Seen it before (a rewatch)');
	}

	/** The "Log" button of a title on a Discover card or a catalog title page. */
	opener(title: string): Locator {
		return this.page.getByRole('button', { name: `Log ${title}`, exact: true });
	}

	rating(label: 'Dislike' | 'Okay' | 'Like' | 'Love'): Locator {
		return this.sheet.getByRole('group', { name: 'Rating' }).getByRole('button', { name: label, exact: true });
	}

	day(label: 'Today' | 'Yesterday' | 'Another day'): Locator {
		return this.sheet.getByRole('button', { name: label, exact: true });
	}
}
