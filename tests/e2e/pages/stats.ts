/**
 * Page model of Stats: the year shown (or all time) and its picker, headline tiles, totals per
 * kind, watches, episodes or hours by month and year, ratings.
 */
import type { Locator, Page } from '@playwright/test';

export type TotalsRow =
	| 'Watch logs'
	| 'Episodes'
	| 'Hours'
	| 'Watches rated'
	| 'Saved'
	| 'Titles rated'
	| 'Want to watch'
	| 'Watching'
	| 'Watched'
	| 'Completed'
	| 'Dropped'
	| 'On hold';

export type Measure = 'Watches' | 'Episodes' | 'Hours';
/** A chart by the start of its heading; the rest of the heading says which period it counts. */
export type Chart = `${Measure} by month` | `${Measure} by year` | 'Ratings';

export class StatsPage {
	readonly heading: Locator;
	/** The year every figure counts, or "All time". */
	readonly period: Locator;
	readonly totalsTable: Locator;
	readonly yearSelect: Locator;
	readonly emptyState: Locator;

	constructor(readonly page: Page) {
		this.heading = page.getByRole('heading', { level: 1, name: 'Stats' });
		this.period = page.getByTestId('stats-period');
		this.totalsTable = page.getByRole('table', { name: /^Totals · / });
		this.yearSelect = page.getByLabel('Year', { exact: true });
		this.emptyState = page.getByRole('heading', { name: 'Nothing to count yet' });
	}

	async goto(year?: string): Promise<void> {
		await this.page.goto(year ? `/stats?year=${year}` : '/stats');
		await this.heading.waitFor();
		await this.page.getByText('Counting…').waitFor({ state: 'detached' });
	}

	/** The Movies, Series and Total cells of one row of the totals table (use with expect, they follow live changes). */
	totals(row: TotalsRow): { movies: Locator; series: Locator; total: Locator } {
		const cells = this.totalsTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: row, exact: true }) }).getByRole('cell');
		return { movies: cells.nth(0), series: cells.nth(1), total: cells.nth(2) };
	}

	/** The combined number of watch logs, e.g. `await expect(stats.totalWatchLogs()).toHaveText('1')`. */
	totalWatchLogs(): Locator {
		return this.totals('Watch logs').total;
	}

	/** A headline tile's big number, e.g. tile('Watches logged'). */
	tile(label: string | RegExp): Locator {
		return this.page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
	}

	/** A headline tile's split by kind, e.g. "1 movie · 0 series". */
	tileSplit(label: string | RegExp): Locator {
		return this.tile(label).locator('xpath=following-sibling::dd[1]');
	}

	/** A chart's drawing; its accessible name is the spoken summary. */
	chart(name: Chart): Locator {
		return this.section(name).getByRole('img');
	}

	section(name: Chart): Locator {
		// Chart names hold no character special to a pattern.
		return this.page.getByRole('region', { name: new RegExp(`^${name} · `) });
	}

	/** A chart's heading, e.g. "Watches by month · 2024". */
	chartHeading(name: Chart): Locator {
		return this.section(name).getByRole('heading', { level: 2 });
	}

	/** Switches the chart by month or by year to count watches, episodes or hours. */
	async measure(chart: 'by month' | 'by year', measure: Measure): Promise<void> {
		await this.page.getByRole('region', { name: new RegExp(`^(Watches|Episodes|Hours) ${chart} · `) }).getByText(measure, { exact: true }).click();
		await this.section(`${measure} ${chart}`).waitFor();
	}

	/** Opens a chart's numbers and returns its rows as [label, movies, series, total] ([label, series] for episodes). */
	async numbers(name: Chart): Promise<string[][]> {
		const section = this.section(name);
		const details = section.locator('details');
		if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await section.getByText('Show the numbers').click();
		const rows = section.getByRole('table').getByRole('row');
		await rows.first().waitFor();
		const all = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent?.trim() ?? '')));
		return all.slice(1);
	}

	async chooseYear(label: string): Promise<void> {
		await this.yearSelect.selectOption({ label });
	}
}
