import { expect, test } from '@playwright/test';

test('the Library opens the library through the gateway without errors', async ({ page }, testInfo) => {
	const problems: string[] = [];
	page.on('console', (message) => {
		if (message.type() !== 'error') return;
		const { url } = message.location();
		problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
	});
	page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

	const response = await page.goto('/');
	expect(response?.ok(), `GET / answered ${response?.status()}`).toBe(true);

	// Soft: when the page fails to render, still take the screenshot and report
	// the console and page errors below, which usually say why.
	await expect.soft(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
	// The gateway opened the library in the browser's IndexedDB and answered the stats queries:
	// both shelves count their titles, and the empty one says where to find some.
	const shelves = page.getByRole('navigation', { name: 'Shelves' });
	await expect(shelves.getByRole('link', { name: 'Series 0' })).toBeVisible();
	await expect(shelves.getByRole('link', { name: 'Movies 0' })).toBeVisible();
	await expect(page.getByRole('heading', { level: 2, name: 'No series on your shelf yet' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Go to Discover' })).toHaveAttribute('href', '/discover');
	// Let late scripts (hydration, storage set-up) run before judging the console.
	await page.waitForLoadState('networkidle');

	const screenshot = testInfo.outputPath('home.png');
	await page.screenshot({ path: screenshot, fullPage: true });
	await testInfo.attach('home page', { path: screenshot, contentType: 'image/png' });

	expect(problems).toEqual([]);
});
