import { expect, test } from '@playwright/test';

test('home page opens the library through the gateway without errors', async ({ page }, testInfo) => {
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
	await expect.soft(page.getByRole('heading', { level: 1, name: 'Screenshelf' })).toBeVisible();
	// The gateway opened the library in the browser's IndexedDB and answered a stats query.
	await expect(page.getByTestId('library-totals')).toHaveText(
		'Your library holds 0 series and 0 movies, with 0 watch logs.'
	);
	await expect(page.getByText('This product uses the TMDB API but is not endorsed or certified by TMDB.')).toBeVisible();
	// Let late scripts (hydration, storage set-up) run before judging the console.
	await page.waitForLoadState('networkidle');

	const screenshot = testInfo.outputPath('home.png');
	await page.screenshot({ path: screenshot, fullPage: true });
	await testInfo.attach('home page', { path: screenshot, contentType: 'image/png' });

	expect(problems).toEqual([]);
});
