// Updates: a new version served while the app is open is offered, never forced. Each open tab
// shows "A new version is ready"; Reload switches every tab to the new version, and the
// library is just as it was. The app is served here by its own static server, which starts
// serving a next version (a changed shell, so a changed service worker) halfway through.
import { startStaticBuildServer } from '../../scripts/static-build-server.mjs';
import { AppShell } from './pages/app-shell';
import { LibraryPage } from './pages/library';
import { saveFromDiscover } from './pages/seed';
import { expect, test as base } from './support/fixtures';

interface Deployment {
	origin: string;
	/** From now on, serve the next version. */
	release(): Promise<void>;
}

const test = base.extend<{ deployment: Deployment }>({
	deployment: async ({}, use) => {
		let next: Record<string, string> | undefined;
		const server = await startStaticBuildServer({ root: 'build', override: (path) => next?.[path] });
		const read = async (path: string) => (await fetch(`${server.origin}${path}`)).text();
		await use({
			origin: server.origin,
			async release() {
				const [worker, shell] = await Promise.all([read('/service-worker.js'), read('/index.html')]);
				const nextWorker = worker.replace(/("revision":")[^"]+(","url":"index\.html")/, '$1next-version$2');
				if (nextWorker === worker) throw new Error('the shell is not in the service worker precache list');
				next = {
					'/service-worker.js': nextWorker,
					'/index.html': shell.replace('<head>', '<head>\n\t\t<meta name="screenshelf-version" content="next" />')
				};
			}
		});
		await server.close();
	},
	baseURL: async ({ deployment }, use) => use(deployment.origin)
});

test.use({ serviceWorkers: 'allow' });

test('a new version is offered in every open tab, and Reload switches them all to it with the library kept', async ({
	page,
	context,
	deployment,
	shot,
	checkA11y
}) => {
	test.slow();
	const version = (p: typeof page) => p.locator('meta[name="screenshelf-version"]');
	const shell = new AppShell(page);
	await page.goto('/');
	await shell.waitForServiceWorker();
	await saveFromDiscover(page, 'movie', 'fight', 'Fight Club');

	await deployment.release();
	// Opening the app in another tab makes the browser look for a new version, as a reload would.
	const other = await context.newPage();
	await other.goto('/');
	await expect(shell.updateReady).toBeVisible({ timeout: 15_000 });
	await expect(new AppShell(other).updateReady).toBeVisible();
	await expect(version(page)).toHaveCount(0);
	await checkA11y();
	await shot('update-ready');

	// Later puts it off in that tab; the new version keeps waiting, and nothing reloads.
	await new AppShell(other).laterButton.click();
	await expect(new AppShell(other).updateReady).toHaveCount(0);
	await expect(version(other)).toHaveCount(0);

	await shell.reloadButton.click();
	await expect(version(page)).toHaveAttribute('content', 'next');
	await expect(version(other), 'the other tab is not left on the old version').toHaveAttribute('content', 'next');
	await expect(shell.updateReady).toHaveCount(0);
	expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();

	const library = new LibraryPage(page);
	await library.goto('movie');
	await expect(library.cards).toHaveCount(1);
	await expect(library.cards.first()).toContainText('Fight Club');
	await shot('next-version-library-kept');
});
