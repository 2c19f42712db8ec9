/** `scripts/couchdb-setup.mjs` run as compose.yaml runs it, against the server behind a Caddy: its database and the app's account. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ADMIN } from '../../../scripts/couch-server.mjs';

/** Sets up the CouchDB at `origin`/couchdb with `user` as the account devices sync with; resolves to what the script said. */
export async function setUpCouch(origin: string, user: { username: string; password: string }): Promise<string> {
	const { stdout } = await promisify(execFile)(process.execPath, ['scripts/couchdb-setup.mjs', '--env-from', '/nonexistent/.env'], {
		env: {
			PATH: process.env.PATH,
			COUCHDB_URL: `${origin}/couchdb`,
			COUCHDB_USER: ADMIN.username,
			COUCHDB_PASSWORD: ADMIN.password,
			SCREENSHELF_USER: user.username,
			SCREENSHELF_PASSWORD: user.password
		}
	});
	return stdout;
}
