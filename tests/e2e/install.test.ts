// Installable: Chromium finds nothing missing to install the app (manifest, icons, service
// worker, secure context on 127.0.0.1); the manifest, icons and iOS tags are what the app
// says; and the Content Security Policy allows only the app's own hashed bootstrap script,
// with no violation on any screen.
import { chromium, type Page } from '@playwright/test';
import { startMockTmdb, type MockTmdb } from '../../scripts/mock-tmdb.mjs';
import { AppShell } from './pages/app-shell';
import { recordId, saveFromDiscover } from './pages/seed';
import { expect, test } from './support/fixtures';
import { useMockCatalog } from './support/pwa';

test.use({ serviceWorkers: 'allow' });

// With posters, so image requests to another origin go through the policy too.
let mock: MockTmdb;
test.beforeAll(async () => {
	mock = await startMockTmdb({ posters: true });
});
test.afterAll(async () => {
	await mock.close();
});

interface ManifestIcon {
	src: string;
	sizes: string;
	type: string;
	purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	return [view.getUint32(16), view.getUint32(20)];
}

async function sha256Base64(text: string): Promise<string> {
	const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
	return btoa(String.fromCharCode(...digest));
}

test('Chromium finds the app installable, with its icons, shortcuts and iOS home screen tags', async ({}, testInfo) => {
	// Chromium does not judge installability in incognito, and a Playwright context is one;
	// a persistent profile is not.
	const { baseURL, launchOptions } = testInfo.project.use;
	const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), { ...launchOptions, baseURL });
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		await page.goto('/');
		await new AppShell(page).waitForServiceWorker();

		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
		expect(installabilityErrors).toEqual([]);
		const { url, errors, data } = await cdp.send('Page.getAppManifest');
		await cdp.detach();
		expect(errors).toEqual([]);
		expect(new URL(url).pathname).toBe('/manifest.webmanifest');

		const manifest = JSON.parse(data ?? '{}');
		expect(manifest).toMatchObject({
			id: '/',
			name: 'Screenshelf: film & TV diary',
			short_name: 'Screenshelf',
			start_url: '/',
			scope: '/',
			display: 'standalone',
			background_color: '#f6f3ee',
			theme_color: '#f6f3ee'
		});
		expect(manifest.description).toMatch(/diary/);
		expect(manifest.shortcuts.map((s: { name: string; url: string }) => [s.name, s.url])).toEqual([
			['Log a watch', '/?status=watching'],
			['Search', '/discover']
		]);

		const icons: ManifestIcon[] = [...manifest.icons, ...manifest.shortcuts.flatMap((s: { icons: ManifestIcon[] }) => s.icons)];
		expect(icons.filter((i) => i.type === 'image/png').map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual([
			'192x192 any',
			'512x512 any',
			'512x512 maskable',
			'96x96 any',
			'96x96 any'
		]);
		for (const icon of icons) {
			const response = await context.request.get(icon.src);
			expect(response.status(), icon.src).toBe(200);
			expect(response.headers()['content-type'], icon.src).toContain(icon.type);
			if (icon.type === 'image/png') expect(pngSize(await response.body()).join('x'), icon.src).toBe(icon.sizes);
		}

		// iOS reads its own tags, not the manifest.
		const head = page.locator('head');
		await expect(head.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
		await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', '#f6f3ee');
		await expect(head.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#14120f');
		await expect(head.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
		await expect(head.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Screenshelf');
		const touchIcon = await head.locator('link[rel="apple-touch-icon"]').getAttribute('href');
		const touch = await context.request.get(touchIcon ?? '');
		expect(pngSize(await touch.body()).join('x')).toBe('180x180');
	} finally {
		await context.close();
	}
});

test('the Content Security Policy allows only our hashed bootstrap script and the hosts we use', async ({ request }) => {
	const html = await (await request.get('/discover')).text();
	const policy = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
	const directives = new Map(
		policy.split(';').map((d) => {
			const [name = '', ...values] = d.trim().split(/\s+/);
			return [name, values] as const;
		})
	);

	const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
	expect(scripts, 'one inline script: the bootstrap').toHaveLength(1);
	const hashes = await Promise.all(scripts.map(async (s) => `'sha256-${await sha256Base64(s)}'`));
	expect(directives.get('script-src')).toEqual(["'self'", ...hashes]);
	expect(directives.get('default-src')).toEqual(["'self'"]);
	expect(directives.get('object-src')).toEqual(["'none'"]);
	expect(directives.get('connect-src')).toEqual(
		expect.arrayContaining(["'self'", 'https://api.themoviedb.org', 'http://127.0.0.1:*', 'http://localhost:*'])
	);
	expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'https://image.tmdb.org', 'http://127.0.0.1:*']));
	expect(directives.get('worker-src')).toEqual(["'self'"]);
	expect(directives.get('manifest-src')).toEqual(["'self'"]);
	expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
});

test('no screen breaks the Content Security Policy, with TMDB lookups and posters from the mock', async ({
	page,
	checkA11y
}) => {
	test.slow();
	const violations = await watchCspViolations(page);
	await page.goto('/');
	await new AppShell(page).waitForServiceWorker();
	await saveFromDiscover(page, 'movie', 'alien', 'Alien');
	const alien = encodeURIComponent(recordId('movie', '348'));
	const screens = ['/', '/?kind=movie', '/diary', '/discover', '/discover/movie/348', '/people', '/stats', '/settings', `/title/movie/${alien}`, `/title/movie/${alien}/log`];
	for (const path of screens) {
		await page.goto(path);
		await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
		await page.waitForLoadState('networkidle');
	}

	// Through the TMDB client: the mock's API and its posters are other origins.
	await useMockCatalog(page, mock);
	await page.goto('/discover?kind=movie&q=Matrix');
	const poster = page.locator(`img[src^="${mock.origin}/t/p/"]`).first();
	await expect(poster).toBeVisible();
	await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
	await checkA11y();
	expect(await violations()).toEqual([]);
});

/** Every CSP violation the page reports (each is also a console error, which the fixture catches). */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
	await page.addInitScript(() => {
		const seen: string[] = JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]');
		document.addEventListener('securitypolicyviolation', (e) => {
			seen.push(`${e.violatedDirective} ${e.blockedURI}`);
			sessionStorage.setItem('csp-violations', JSON.stringify(seen));
		});
	});
	return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('csp-violations') ?? '[]') as string[]);
}
