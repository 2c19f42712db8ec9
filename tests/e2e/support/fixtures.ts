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
	/** Saves a full-page screenshot as an artifact of this test when E2E_SHOTS=1. */
	shot: (name: string) => Promise<void>;
	/** Fails on serious or critical accessibility violations of the page as it is now. */
	checkA11y: () => Promise<void>;
	/** Console errors and page errors seen so far; the test fails at its end if any. */
	problems: string[];
}

export const test = base.extend<JourneyFixtures>({
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
		await use(async (name: string) => {
			if (process.env.E2E_SHOTS !== '1') return;
			const path = testInfo.outputPath(`${String(++n).padStart(2, '0')}-${name}.png`);
			await page.screenshot({ path, fullPage: true });
			await testInfo.attach(name, { path, contentType: 'image/png' });
		});
	},
	checkA11y: async ({ page }, use) => {
		await use(async () => {
			const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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
