/**
 * Two devices (two browser contexts, each with its own IndexedDB) syncing through a
 * CouchDB-protocol server on loopback, set up and watched through Settings > Sync.
 */
import { startCouchServer, type CouchServer } from '../../scripts/couch-server.mjs';
import { saveFromDiscover, logWatch } from './pages/seed';
import { pouchDatabases, openDevice, type Device, type SyncAccount } from './pages/sync';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

const USER = { username: 'ana', password: 'popcorn-42' };
let server: CouchServer;
let databases = 0;
const devices: Device[] = [];

test.describe.configure({ mode: 'serial' });
// Each device sets its own size (phone and laptop); running the file once is enough.
test.skip(({ isMobile }) => !isMobile, 'devices of their own');
test.setTimeout(90_000);

test.beforeAll(async ({}, info) => {
	server = await startCouchServer({ corsOrigins: [String(info.project.use.baseURL ?? 'http://127.0.0.1:4174')] });
});
test.afterAll(() => server.stop());
test.afterEach(async () => {
	await Promise.all(devices.splice(0).map((d) => d.context.close()));
});

async function account(passphrase?: string): Promise<SyncAccount> {
	const database = `library${++databases}`;
	await server.createDatabase(database, USER);
	return { url: server.url, database, ...USER, ...(passphrase ? { passphrase } : {}) };
}

async function device(browser: import('@playwright/test').Browser, baseURL: string | undefined): Promise<Device> {
	const opened = await openDevice(browser, baseURL ?? 'http://127.0.0.1:4174');
	devices.push(opened);
	return opened;
}

/** A phone with sync turned on, caught up with the server. */
async function syncedPhone(browser: import('@playwright/test').Browser, baseURL: string | undefined, sync: SyncAccount): Promise<Device> {
	const phone = await device(browser, baseURL);
	await phone.sync.open();
	await phone.sync.connect(sync);
	await expect(phone.sync.status).toContainText('Up to date', { timeout: 20_000 });
	return phone;
}

// A title saved from the catalog has its default ID (DESIGN 3).
test('a library set up on the phone arrives on the laptop, changes follow live both ways, and the server sees only ciphertext', async ({ browser, baseURL, shot }) => {
	const sync = await account('lantern orbit');
	const phone = await device(browser, baseURL);
	await saveFromDiscover(phone.page, 'movie', 'Matrix', 'The Matrix');
	const matrixId = 'movie:tmdb:603';
	await logWatch(phone.page, 'movie', matrixId, { date: '2026-11-20', rating: 'Love' });

	await phone.sync.open();
	await phone.sync.connect(sync);
	await expect(phone.sync.status).toContainText('Up to date', { timeout: 20_000 });
	await shot('phone-sync-on', phone.page);

	const laptop = await device(browser, baseURL);
	await laptop.page.setViewportSize({ width: 1280, height: 800 });
	await laptop.sync.open();
	await laptop.sync.connect(sync);
	await expect(laptop.sync.status).toContainText('Up to date', { timeout: 20_000 });
	const title = new TitlePage(laptop.page);
	await title.goto('movie', matrixId);
	await expect(title.heading('The Matrix')).toBeVisible();
	await expect(title.logRows).toHaveCount(1);

	// Live: the laptop stays on the title page; the phone's second watch appears there by itself.
	await logWatch(phone.page, 'movie', matrixId, { date: '2026-11-24' });
	await expect(title.logRows).toHaveCount(2, { timeout: 5_000 });
	await shot('laptop-phone-watch-arrived', laptop.page);

	// And back: the laptop removes the title, the phone's library loses it.
	await title.removeButton.click();
	await title.dialog.getByRole('button', { name: /^Remove/ }).click();
	await phone.page.goto('/?kind=movie');
	await expect(phone.page.getByRole('link', { name: /The Matrix/ })).toHaveCount(0, { timeout: 10_000 });

	const stored = JSON.stringify(await server.documents(sync.database));
	for (const plain of ['Matrix', 'movie:tmdb', 'updatedAt']) expect(stored).not.toContain(plain);
});

test('a wrong password, a wrong passphrase, a bad address and a server without CORS are said plainly, and nothing changes', async ({ browser, baseURL }) => {
	const sync = await account('lantern orbit');
	const phone = await device(browser, baseURL);
	await phone.sync.open();
	await phone.sync.connect(sync);
	await expect(phone.sync.status).toContainText('Up to date', { timeout: 20_000 });

	const laptop = await device(browser, baseURL);
	await laptop.sync.open();
	await laptop.sync.connect({ ...sync, password: 'not-it' });
	await expect(laptop.sync.refusal).toContainText('refused the user name or password');
	await laptop.sync.connect({ ...sync, passphrase: 'lantern orbits' });
	await expect(laptop.sync.refusal).toContainText('passphrase does not open this library');
	await laptop.sync.connect({ ...sync, url: 'ftp://x.org' });
	await expect(laptop.sync.refusal).toContainText('Some fields are not right: each says what to fix.');
	await expect(laptop.page.getByLabel('Server address')).toHaveAccessibleDescription(/Server address: /);
	await server.setCorsOrigins([]);
	await laptop.sync.connect(sync);
	await expect(laptop.sync.refusal).toContainText('enable CORS');
	await server.setCorsOrigins('*');
	await expect(laptop.sync.status).toHaveCount(0);
});

test('edits made offline on both devices converge on the later one; a server down mid-sync loses nothing', async ({ browser, baseURL }) => {
	const sync = await account();
	const [phone, laptop] = [await device(browser, baseURL), await device(browser, baseURL)];
	await saveFromDiscover(phone.page, 'movie', 'Alien', 'Alien');
	const alienId = 'movie:tmdb:348';
	for (const d of [phone, laptop]) {
		await d.sync.open();
		await d.sync.connect(sync);
		await expect(d.sync.status).toContainText('Up to date', { timeout: 20_000 });
	}

	const [onPhone, onLaptop] = [new TitlePage(phone.page), new TitlePage(laptop.page)];
	await onPhone.goto('movie', alienId);
	await onLaptop.goto('movie', alienId);
	await Promise.all([phone.context.setOffline(true), laptop.context.setOffline(true)]);
	await onPhone.rating.getByRole('button', { name: 'Like', exact: true }).click();
	await expect(onPhone.rating.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
	await onLaptop.rating.getByRole('button', { name: 'Love', exact: true }).click();
	await expect(onLaptop.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true');
	// Both devices keep their edit while offline; back online, the later one wins on both.
	await phone.page.waitForTimeout(1_000);
	await Promise.all([phone.context.setOffline(false), laptop.context.setOffline(false)]);
	await expect(onPhone.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
	await expect(onLaptop.rating.getByRole('button', { name: 'Love', exact: true })).toHaveAttribute('aria-pressed', 'true');

	await server.setDown(true);
	await saveFromDiscover(laptop.page, 'movie', 'Interstellar', 'Interstellar');
	await laptop.sync.open();
	await expect(laptop.sync.status).toContainText('Offline', { timeout: 10_000 });
	await expect(laptop.sync.pending).not.toHaveText('nothing waiting');
	await server.setDown(false);
	await expect(laptop.sync.status).toContainText('Up to date', { timeout: 20_000 });
	await phone.page.goto('/?kind=movie');
	await expect(phone.page.getByRole('link', { name: /Interstellar/ })).toHaveCount(1, { timeout: 10_000 });
	// Sync keeps no second copy of the library on either device.
	for (const d of [phone, laptop]) expect(await pouchDatabases(d.page)).toEqual([]);
});

test('several tabs of one device run one replication; when its tab closes, another takes over', async ({ browser, baseURL }) => {
	const sync = await account();
	const phone = await syncedPhone(browser, baseURL, sync);
	const second = await phone.context.newPage();
	await second.goto('/settings');
	await expect(second.getByTestId('sync-status')).toContainText('Up to date', { timeout: 10_000 });
	expect(await mostLiveFeeds(2_000)).toBe(1);

	await phone.page.close();
	await saveFromDiscover(second, 'movie', 'Alien', 'Alien');
	await expect.poll(async () => JSON.stringify(await server.documents(sync.database)), { timeout: 15_000 }).toContain('movie:tmdb:348');
	expect(await mostLiveFeeds(2_000)).toBe(1);
});

/** The most live change feeds open at once over `ms`: a long poll closes and reopens between answers. */
async function mostLiveFeeds(ms: number): Promise<number> {
	let most = 0;
	for (const until = Date.now() + ms; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 100))) {
		most = Math.max(most, await server.liveFeeds());
	}
	return most;
}

test('a document this version cannot read is counted in Settings > Sync, and sync carries on past it', async ({ browser, baseURL }) => {
	const sync = await account();
	const phone = await syncedPhone(browser, baseURL, sync);
	// As a newer version of the app writes a table this one does not know.
	await server.putDocument(sync.database, { _id: 'newTable:1', key: 'newTable:1', updatedAt: '2026-11-22T09:00:00.000Z', device: 'newer-app', deleted: false, row: { id: '1' } });
	await expect(phone.page.getByTestId('sync-kept-aside')).toHaveText(/^1 document this version cannot read/, { timeout: 15_000 });
	await saveFromDiscover(phone.page, 'movie', 'Alien', 'Alien');
	await expect.poll(async () => JSON.stringify(await server.documents(sync.database)), { timeout: 15_000 }).toContain('movie:tmdb:348');
});

test('a server that lost the library is named as such, and one action sends the library again', async ({ browser, baseURL }) => {
	const sync = await account();
	const phone = await device(browser, baseURL);
	await saveFromDiscover(phone.page, 'movie', 'Alien', 'Alien');
	await phone.sync.open();
	await phone.sync.connect(sync);
	await expect(phone.sync.status).toContainText('Up to date', { timeout: 20_000 });

	await server.wipeDatabase(sync.database, USER);
	await phone.sync.syncNow.click();
	await expect(phone.sync.status).toContainText('The server no longer has this library', { timeout: 15_000 });
	// Nothing is sent to the emptied database unasked.
	expect(await server.documents(sync.database)).toEqual([]);
	await phone.page.getByRole('button', { name: 'Send this library again' }).click();
	await expect(phone.sync.status).toContainText('Up to date', { timeout: 20_000 });
	await expect.poll(async () => JSON.stringify(await server.documents(sync.database)), { timeout: 15_000 }).toContain('movie:tmdb:348');
});
