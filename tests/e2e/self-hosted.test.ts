/**
 * Your own server, as compose.yaml sets it up, without Docker: the repository's Caddyfile run by
 * Debian's caddy serves the build and passes /couchdb/ to the CouchDB-protocol test server, which
 * allows no CORS at all; scripts/couchdb-setup.mjs prepares it through Caddy; two devices opened
 * at that one origin take the server Settings > Sync proposes and sync through it.
 */
import { startCouchServer, type CouchServer } from '../../scripts/couch-server.mjs';
import { saveFromDiscover } from './pages/seed';
import { openDevice, type Device } from './pages/sync';
import { CADDY, startCaddy, type RunningCaddy } from './support/caddy';
import { setUpCouch } from './support/couch-setup';
import { expect, test } from './support/fixtures';

const USER = { username: 'ana', password: 'popcorn-42' };
let couch: CouchServer;
let caddy: RunningCaddy;
const devices: Device[] = [];

// One Caddy and one server for the file; devices of their own (phone and laptop sizes): running it once is enough.
test.describe.configure({ mode: 'serial' });
test.skip(({ isMobile }) => !isMobile, 'devices of their own');
test.skip(!CADDY, 'caddy is not installed (npm test installs Debian\'s package when it can): the Caddyfile is not exercised');
test.setTimeout(90_000);

test.beforeAll(async () => {
	couch = await startCouchServer({ corsOrigins: [] });
	caddy = await startCaddy(couch.url);
});
test.afterAll(async () => {
	await Promise.all(devices.splice(0).map((d) => d.context.close()));
	await caddy?.stop();
	await couch?.stop();
});

test('Caddy serves the app at every address with the worker never cached, and CouchDB under /couchdb/', async ({ request }) => {
	const deep = await request.get(`${caddy.origin}/discover/movie/603`);
	expect(deep.ok()).toBe(true);
	expect(await deep.text()).toContain('<title>Screenshelf</title>');
	expect((await request.get(`${caddy.origin}/service-worker.js`)).headers()['cache-control']).toBe('no-cache');
	const couchRoot = await request.get(`${caddy.origin}/couchdb`);
	expect(couchRoot.url()).toBe(`${caddy.origin}/couchdb/`);
	expect(await couchRoot.json()).toMatchObject({ version: expect.any(String), vendor: expect.any(Object) });
});

test('set up with one command through Caddy, a library saved on the phone arrives on the laptop at the same address', async ({ browser }) => {
	expect(await setUpCouch(caddy.origin, USER)).toContain('database screenshelf: created');
	const server = `${caddy.origin}/couchdb/`;

	const phone = await openDevice(browser, caddy.origin);
	devices.push(phone);
	await saveFromDiscover(phone.page, 'movie', 'Matrix', 'The Matrix');
	await phone.sync.open();
	await phone.page.getByText('Connect to your server', { exact: true }).click();
	const proposal = phone.page.getByRole('button', { name: 'Use this server' });
	await expect(phone.page.getByText(`This app's server has a CouchDB of its own: ${server}`)).toBeVisible();
	await proposal.click();
	await expect(phone.page.getByLabel('Server address')).toHaveValue(server);
	await phone.sync.connect({ url: server, database: 'screenshelf', ...USER });
	await expect(phone.sync.status).toContainText('Up to date', { timeout: 20_000 });

	const laptop = await openDevice(browser, caddy.origin, { width: 1280, height: 800 });
	devices.push(laptop);
	await laptop.sync.open();
	await laptop.sync.connect({ url: server, database: 'screenshelf', ...USER });
	await expect(laptop.sync.status).toContainText('Up to date', { timeout: 20_000 });
	await laptop.page.goto('/?kind=movie');
	await expect(laptop.page.getByRole('link', { name: /The Matrix/ })).toBeVisible({ timeout: 10_000 });
});
