import { expect, test } from './support/fixtures';

test('the Library opens the library through the gateway without errors', async ({ page, appPath }, testInfo) => {
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
	// both shelves count their titles, and the empty library shows its ways in.
	const shelves = page.getByRole('navigation', { name: 'Shelves' });
	await expect(shelves.getByRole('link', { name: 'Series 0' })).toBeVisible();
	await expect(shelves.getByRole('link', { name: 'Movies 0' })).toBeVisible();
	await expect(page.getByRole('heading', { level: 2, name: 'Start your library' })).toBeVisible();
	await expect(page.getByRole('link', { name: 'Find titles in Discover' })).toHaveAttribute('href', appPath('/discover'));
	// Let late scripts (hydration, storage set-up) run before judging the console.
	await page.waitForLoadState('networkidle');

	const screenshot = testInfo.outputPath('home.png');
	await page.screenshot({ path: screenshot, fullPage: true });
	await testInfo.attach('home page', { path: screenshot, contentType: 'image/png' });

	expect(problems).toEqual([]);
});

// A static host may serve the app under a path (GitHub Pages: /<repository>/), with other sites
// beside it: nothing the app links to or loads may leave that path.
test('every section opens from the sections bar, and every link, file and manifest address stays under the app', async ({
	page,
	request,
	appPath,
	problems
}) => {
	const requested: URL[] = [];
	page.on('request', (r) => requested.push(new URL(r.url())));
	const outside = (paths: string[]) => paths.filter((path) => !path.startsWith(appPath('/')));

	await page.goto('/');
	await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
	const sections = page.getByRole('navigation', { name: 'Sections' }).getByRole('link').filter({ visible: true });
	const names = (await sections.allInnerTexts()).map((name) => name.trim());
	expect(names.length).toBeGreaterThanOrEqual(6);
	for (const name of names) {
		await sections.filter({ hasText: name }).click();
		await expect(page.getByRole('heading', { level: 1, name }), name).toBeAttached();
		const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
		expect(outside(hrefs), `links on ${name}`).toEqual([]);
	}
	expect(new URL(page.url()).pathname.startsWith(appPath('/'))).toBe(true);

	const manifestHref = (await page.locator('link[rel="manifest"]').getAttribute('href'))!;
	const manifest = await (await request.get(manifestHref)).json();
	const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((s: { icons: unknown[] }) => s.icons)].map((i: { src: string }) => i.src);
	const addresses = [manifest.id, manifest.start_url, manifest.scope, ...manifest.shortcuts.map((s: { url: string }) => s.url), ...icons];
	expect(outside(addresses), 'the manifest').toEqual([]);
	expect(manifest.scope).toBe(appPath('/'));
	for (const icon of icons) expect((await request.get(icon)).ok(), icon).toBe(true);
	const origin = new URL(page.url()).origin;
	expect(outside(requested.filter((url) => url.origin === origin).map((url) => url.pathname)), 'files the app loaded').toEqual([]);
	expect(problems).toEqual([]);
});
