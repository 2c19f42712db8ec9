// Prepares a CouchDB for Screenshelf, as its administrator: the system database of users, the
// library's database, a user for the app that only that database lets in (its _security), and
// CORS only when asked for another origin (a CouchDB served beside the app, as compose.yaml does,
// needs none). Running it again changes nothing but the app user's password. Node built-ins only.
//
//   node scripts/couchdb-setup.mjs [--cors-origin https://app.example.org] [--env-from .env]
//
// From the environment, or a .env file (what is set already wins):
//   COUCHDB_URL           the server (default http://127.0.0.1:5984; behind Caddy https://<site>/couchdb)
//   COUCHDB_USER, COUCHDB_PASSWORD          its administrator
//   SCREENSHELF_USER, SCREENSHELF_PASSWORD  the account the app syncs with
//   SCREENSHELF_DATABASE  the database (default screenshelf, the name the app suggests)
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** @param {string} message */
function fail(message) {
	console.error(`[couchdb-setup] ${message}`);
	process.exit(1);
}

// Not --env-file: Node 20 takes that flag for itself wherever it stands.
const { values: flags } = parseArgs({ options: { 'cors-origin': { type: 'string' }, 'env-from': { type: 'string', default: '.env' } } });
if (existsSync(flags['env-from'])) process.loadEnvFile(flags['env-from']);
const env = process.env;
const server = (env.COUCHDB_URL || 'http://127.0.0.1:5984').replace(/\/+$/, '');
const database = env.SCREENSHELF_DATABASE || 'screenshelf';
const user = env.SCREENSHELF_USER;
const password = env.SCREENSHELF_PASSWORD;
const missing = ['COUCHDB_USER', 'COUCHDB_PASSWORD', 'SCREENSHELF_USER', 'SCREENSHELF_PASSWORD'].filter((name) => !env[name]);
if (missing.length > 0) fail(`set ${missing.join(', ')} (in the environment or ${flags['env-from']})`);
if (!/^[a-z][a-z0-9_$()+/-]*$/.test(database)) fail(`SCREENSHELF_DATABASE "${database}" is not a CouchDB database name`);
const corsOrigin = flags['cors-origin'];
if (corsOrigin !== undefined && !/^https?:\/\/[^/]+$/.test(corsOrigin)) fail(`--cors-origin wants an origin such as https://screenshelf.example.org, got "${corsOrigin}"`);

const auth = `Basic ${Buffer.from(`${env.COUCHDB_USER}:${env.COUCHDB_PASSWORD}`).toString('base64')}`;

/**
 * One request as the administrator; its status and JSON body.
 * @param {string} method @param {string} path @param {unknown} [body]
 * @returns {Promise<{ status: number, json: any }>}
 */
async function couch(method, path, body) {
	const res = await fetch(`${server}${path}`, {
		method,
		headers: { Authorization: auth, Accept: 'application/json', 'Content-Type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body)
	});
	const text = await res.text();
	let json;
	try {
		json = JSON.parse(text);
	} catch {
		json = { reason: text.slice(0, 200) };
	}
	if (res.status === 401 || res.status === 403) fail(`${server} refused the administrator ${env.COUCHDB_USER} (${res.status}): check COUCHDB_USER and COUCHDB_PASSWORD`);
	if (res.status >= 500) fail(`${method} ${path}: ${res.status} ${json.reason ?? json.error ?? ''}`);
	return { status: res.status, json };
}

/** A new CouchDB takes a few seconds to answer; so does one whose container has just started. */
async function waitForServer() {
	for (let tries = 0; ; tries++) {
		try {
			await fetch(`${server}/`);
			return;
		} catch (error) {
			if (tries >= 60) fail(`no answer from ${server}: ${error instanceof Error ? error.message : error}`);
			await new Promise((resolve) => setTimeout(resolve, 1000));
		}
	}
}

/** @param {string} name */
async function createDatabase(name) {
	const { status, json } = await couch('PUT', `/${encodeURIComponent(name)}`);
	if (status === 412) return 'already there';
	if (status >= 400) fail(`creating the database ${name}: ${status} ${json.reason ?? ''}`);
	return 'created';
}

async function putUser() {
	const path = `/_users/${encodeURIComponent(`org.couchdb.user:${user}`)}`;
	const found = await couch('GET', path);
	const doc = { ...(found.status === 200 ? found.json : {}), name: user, password, roles: found.json.roles ?? [], type: 'user' };
	const { status, json } = await couch('PUT', path, doc);
	if (status >= 400) fail(`saving the user ${user}: ${status} ${json.reason ?? ''}`);
	return found.status === 200 ? 'there, password set' : 'created';
}

/** @param {string} section @param {string} key @param {string} value */
async function setConfig(section, key, value) {
	const { status, json } = await couch('PUT', `/_node/_local/_config/${section}/${key}`, value);
	if (status >= 400) fail(`setting ${section}/${key}: ${status} ${json.reason ?? ''}`);
}

await waitForServer();
console.log(`[couchdb-setup] ${server}`);
// A single-node CouchDB 3 starts without its system databases.
for (const system of ['_users', '_replicator']) console.log(`  ${system}: ${await createDatabase(system)}`);
console.log(`  database ${database}: ${await createDatabase(database)}`);
console.log(`  user ${user}: ${await putUser()}`);
const security = await couch('PUT', `/${encodeURIComponent(database)}/_security`, { admins: { names: [], roles: [] }, members: { names: [user], roles: [] } });
if (security.status >= 400) fail(`setting who may use ${database}: ${security.status} ${security.json.reason ?? ''}`);
console.log(`  ${database} lets in ${user} only (and administrators)`);
if (corsOrigin) {
	await setConfig('chttpd', 'enable_cors', 'true');
	await setConfig('cors', 'origins', corsOrigin);
	await setConfig('cors', 'credentials', 'true');
	await setConfig('cors', 'methods', 'GET, PUT, POST, HEAD, DELETE');
	await setConfig('cors', 'headers', 'accept, authorization, content-type, origin, referer');
	console.log(`  CORS: the app at ${corsOrigin} may call it`);
} else {
	console.log('  CORS: left as it is (an app served on the same origin, as compose.yaml sets it up, needs none)');
}
console.log(`\nIn Screenshelf, Settings > Sync: server ${server}/, database ${database}, user ${user} and its password.`);
