/**
 * The e2e test object: Playwright's, plus what every journey needs: screenshots of its steps
 * kept as test artifacts (with E2E_SHOTS=1), an accessibility check (axe-core: no serious or
 * critical violations), a watch on console errors and page errors, and the app served under a
 * base path in the base-path project (./base-path).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test as base } from './base-path';

export interface JourneyFixtures {
	/** Saves a full-page screenshot as an artifact of this test when E2E_SHOTS=1: of the test's page, or of `of` (a journey across devices opens its own). */
	shot: (name: string, of?: Page) => Promise<void>;
	/** Fails on serious or critical accessibility violations of the page as it is now. */
	checkA11y: () => Promise<void>;
	/** Console errors and page errors seen so far; the test fails at its end if any. */
	problems: string[];
}

export interface JourneyOptions {
	/**
	 * Whether checkA11y analyses the page. Each analysis costs about a second of CPU, so the phone
	 * project runs them in every journey and the other sizes leave them out; desktop's own
	 * layout is analysed screen by screen in a11y-desktop.test.ts, which turns this back on.
	 */
	a11yChecks: boolean;
}

export const test = base.extend<JourneyFixtures & JourneyOptions>({
	a11yChecks: [true, { option: true }],
	problems: async ({ page }, use) => {
		const problems: string[] = [];
		page.on('console', (m) => {
			if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
		});
		page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
		await use(problems);
		expect(problems, 'console and page errors during the test').toEqual([]);
	},
	shot: async ({ page }, use, testInfo) => {
		let n = 0;
		// A full-page PNG per step costs the whole suite about half a minute on two cores, and only
		// someone reading a journey's steps looks at them; a failure keeps its own screenshot anyway.
		await use(async (name: string, of: Page = page) => {
			if (process.env.E2E_SHOTS !== '1') return;
			const path = testInfo.outputPath(`${String(++n).padStart(2, '0')}-${name}.png`);
			await of.screenshot({ path, fullPage: true });
			await testInfo.attach(name, { path, contentType: 'image/png' });
		});
	},
	checkA11y: async ({ page, a11yChecks }, use) => {
		await use(async () => {
			if (!a11yChecks) return;
			// Legacy mode runs axe in the page itself: the default runs it frame by frame and then
			// again in a new blank page, for cross-origin frames, which the app has none of; that
			// page and the second copy of axe cost about half of each analysis.
			const results = await new AxeBuilder({ page })
				.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
				.setLegacyMode()
				.analyze();
			const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
			expect(
				serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
				'serious or critical accessibility violations'
			).toEqual([]);
		});
	}
});

export { expect };
export type { Page };
