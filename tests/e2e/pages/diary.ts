/** Page model of the Diary: every watch of both kinds, newest first, by month, with a period filter. */
import type { Locator, Page } from '@playwright/test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class DiaryPage {
	readonly heading: Locator;
	readonly main: Locator;
	/** Every watch row shown so far, newest first. */
	readonly rows: Locator;
	readonly monthHeadings: Locator;
	readonly fromInput: Locator;
	readonly toInput: Locator;
	readonly loadMoreButton: Locator;
	readonly endOfList: Locator;
	/** "Your diary is empty": nothing logged at all. */
	readonly emptyDiary: Locator;
	/** "No watches in this period". */
	readonly emptyPeriod: Locator;
	readonly showAllTimeButton: Locator;

	constructor(readonly page: Page) {
		this.main = page.getByRole('main');
		this.heading = page.getByRole('heading', { level: 1, name: 'Diary' });
		this.rows = this.main.getByRole('list').getByRole('listitem');
		this.monthHeadings = this.main.getByRole('heading', { level: 2 });
		this.fromInput = page.getByLabel('From', { exact: true });
		this.toInput = page.getByLabel('To', { exact: true });
		this.loadMoreButton = page.getByRole('button', { name: /^(Load more|Loading…|Try again)$/ });
		this.endOfList = page.getByText(/^That’s every watch/);
		this.emptyDiary = page.getByRole('heading', { name: 'Your diary is empty' });
		this.emptyPeriod = page.getByRole('heading', { name: 'No watches in this period' });
		this.showAllTimeButton = page.getByRole('button', { name: 'Show all time' });
	}

	/** Opens the Diary, optionally for a period, and waits until it has read its first page. */
	async goto(period: { from?: string; to?: string } = {}): Promise<void> {
		const query = new URLSearchParams(Object.entries(period).filter(([, v]) => v) as [string, string][]).toString();
		await this.page.goto(query ? `/diary?${query}` : '/diary');
		await this.heading.waitFor();
		await this.page.getByText('Opening your diary…').waitFor({ state: 'detached' });
	}

	/** The row of a watch of `title` (the first, newest, when there are several; use `.nth(i)` on rowsFor for others). */
	rowFor(title: string): Locator {
		return this.rowsFor(title).first();
	}

	rowsFor(title: string): Locator {
		// A row's link is named "<title>, watched <date>".
		return this.rows.filter({ has: this.page.getByRole('link', { name: new RegExp(`^${escapeRegExp(title)}, watched `) }) });
	}

	/** The watches of one month, under its heading, e.g. month('February 2024'). */
	month(name: string): Locator {
		return this.main.getByRole('region', { name, exact: true });
	}

	/** The link that opens a row's log page. */
	linkIn(row: Locator): Locator {
		return row.getByRole('link');
	}

	/** The titles of the rows shown, top to bottom. */
	async titles(): Promise<string[]> {
		return this.rows.getByRole('link').evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
	}

	/** The dates (YYYY-MM-DD) of the rows shown, top to bottom. */
	async dates(): Promise<string[]> {
		return this.rows.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''));
	}

	quickPick(label: 'This month' | 'Last month' | 'This year' | 'All time'): Locator {
		return this.page.getByRole('group', { name: 'Quick periods' }).getByRole('button', { name: label, exact: true });
	}

	/** Types a custom period into the date fields (each change reloads the list). */
	async setPeriod(from: string, to: string): Promise<void> {
		await this.fromInput.fill(from);
		await this.toInput.fill(to);
	}

	/** The message shown under the From or To field. */
	fieldError(field: 'From' | 'To'): Locator {
		return this.page.getByText(new RegExp(`^${field} date `));
	}
}
