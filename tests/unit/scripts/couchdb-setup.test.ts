/**
 * scripts/couchdb-setup.mjs, run as a person runs it, against the CouchDB-protocol test server:
 * afterwards the app's account opens its database and nobody else's does, a second run changes
 * only the password, and CORS is set only when asked for.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startCouchServer, type CouchServer } from '../../../scripts/couch-server.mjs';

const SCRIPT = fileURLToPath(new URL('../../../scripts/couchdb-setup.mjs', import.meta.url));
let server: CouchServer;

beforeAll(async () => {
	server = await startCouchServer({ corsOrigins: [] });
}, 30_000);
afterAll(() => server?.stop());

/** Runs the script with this account (and no .env of the repository), answering its exit code and output. */
async function setup(user: string, password: string, args: string[] = [], more: Record<string, string> = {}) {
	const env = {
		PATH: process.env.PATH,
		COUCHDB_URL: server.url,
		COUCHDB_USER: ADMIN.username,
		COUCHDB_PASSWORD: ADMIN.password,
		SCREENSHELF_USER: user,
		SCREENSHELF_PASSWORD: password,
		...more
	};
	try {
		const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT, '--env-from', '/nonexistent/.env', ...args], { env });
		return { code: 0, output: stdout };
	} catch (error) {
		const failed = error as { code: number; stdout: string; stderr: string };
		return { code: failed.code, output: failed.stdout + failed.stderr };
	}
}

const as = (user: string, password: string, path: string) =>
	fetch(`${server.url}${path}`, { headers: { Authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` } });
const config = async (section: string) => (await as(ADMIN.username, ADMIN.password, `/_node/_local/_config/${section}`)).json();

describe('couchdb-setup', () => {
	it('creates the database and a user only it lets in, and leaves CORS alone', async () => {
		const first = await setup('ana', 'popcorn-42');
		expect(first.code).toBe(0);
		expect(first.output).toContain('database screenshelf: created');
		expect(first.output).toContain('Settings > Sync: server');
		expect((await as('ana', 'popcorn-42', '/screenshelf')).status).toBe(200);
		expect((await as('ana', 'wrong', '/screenshelf')).status).toBe(401);

		// Another account made by the script for its own database cannot read this one.
		expect((await setup('bruno', 'lantern', [], { SCREENSHELF_DATABASE: 'bruno-library' })).code).toBe(0);
		expect((await as('bruno', 'lantern', '/bruno-library')).status).toBe(200);
		// CouchDB answers 403 to a user who is not a member; the test server 401.
		expect([401, 403]).toContain((await as('bruno', 'lantern', '/screenshelf')).status);
		expect(await config('cors')).toEqual({});
	}, 30_000);

	it('run again, changes only the password', async () => {
		const again = await setup('ana', 'new-popcorn');
		expect(again.code).toBe(0);
		expect(again.output).toContain('database screenshelf: already there');
		expect((await as('ana', 'new-popcorn', '/screenshelf')).status).toBe(200);
		expect((await as('ana', 'popcorn-42', '/screenshelf')).status).toBe(401);
	}, 30_000);

	it('allows another origin only when asked, and refuses what is not an origin', async () => {
		expect((await setup('ana', 'new-popcorn', ['--cors-origin', 'https://screenshelf.example.org/app'])).code).toBe(1);
		expect(await config('cors')).toEqual({});
		expect((await setup('ana', 'new-popcorn', ['--cors-origin', 'https://screenshelf.example.org'])).code).toBe(0);
		expect(await config('cors')).toMatchObject({ origins: 'https://screenshelf.example.org', credentials: 'true' });
		expect(await config('chttpd')).toMatchObject({ enable_cors: 'true' });
	}, 30_000);

	it('says what is missing, and refuses a wrong administrator without changing anything', async () => {
		const missing = await setup('', 'x');
		expect(missing.code).toBe(1);
		expect(missing.output).toMatch(/set SCREENSHELF_USER/);
		const refused = await setup('carla', 'x', [], { COUCHDB_PASSWORD: 'not-the-admin' });
		expect(refused.code).toBe(1);
		expect(refused.output).toMatch(/refused the administrator admin/);
		expect((await as('carla', 'x', '/screenshelf')).status).toBe(401);
	}, 30_000);
});
