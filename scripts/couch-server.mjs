// A CouchDB-protocol server for tests and benchmarks, on loopback: express-pouchdb over PouchDB's
// in-memory adapter (CouchDB itself cannot be installed here). It keeps CouchDB's users, database
// security and answers, and adds the CORS headers a CouchDB configured for the app would send.
//
// It runs as a process of its own (`node scripts/couch-server.mjs [port]`, user admin, password
// admin): PouchDB's plugins change one shared constructor, and express-pouchdb's user database
// breaks when a test's own PouchDB shares it. `startCouchServer()` spawns it and returns a client.
// Tests steer it through admin-only routes under /_test: create a database with its user (the
// express-pouchdb of npm cannot create one over HTTP: pouchdb-server issue 359), go down, change
// its CORS origins.
import { spawn } from 'node:child_process';
import { pathToFileURL, fileURLToPath } from 'node:url';

export const ADMIN = { username: 'admin', password: 'admin' };
const ADMIN_AUTH = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`;

/** @param {number} port @param {string[] | '*'} corsOrigins */
async function serve(port, corsOrigins) {
	const [{ default: express }, { default: expressPouchDB }, { default: PouchDB }, memory, http, mapreduce, replication] = await Promise.all([
		import('express'),
		import('express-pouchdb'),
		import('pouchdb-core'),
		import('pouchdb-adapter-memory'),
		import('pouchdb-adapter-http'),
		import('pouchdb-mapreduce'),
		import('pouchdb-replication')
	]);
	// express-pouchdb's longpoll reads the results of a change request that its database's deletion
	// cancelled, and throws where nothing catches it (lib/routes/changes.js); that request's
	// connection is cut with the database's feeds. Any other error still ends the server.
	process.on('unhandledRejection', (error) => {
		if (!String(/** @type {any} */ (error)?.stack).includes('express-pouchdb/lib/routes/changes.js')) throw error;
	});
	const Pouch = PouchDB.plugin(memory.default).plugin(http.default).plugin(mapreduce.default).plugin(replication.default).defaults({ adapter: 'memory' });
	const app = express();
	let origins = corsOrigins;
	let down = false;
	let silent = false;
	// Requests under way, by database; live change feeds among them (one per replication that is listening).
	/** @type {Map<string, Set<any>>} */
	const underWay = new Map();
	/** @type {Set<any>} */
	const feeds = new Set();
	app.use((/** @type {any} */ req, /** @type {any} */ res, /** @type {any} */ next) => {
		// CouchDB 3 keeps the configuration of the node it answers on under /_node/_local/_config.
		if (req.url.startsWith('/_node/_local/_config/')) req.url = req.originalUrl = req.url.slice('/_node/_local'.length);
		const database = /^\/([^_/][^/]*)/.exec(req.path)?.[1];
		if (database) {
			const open = underWay.get(database) ?? new Set();
			underWay.set(database, open.add(res));
			res.on('close', () => open.delete(res));
		}
		if (/\/_changes/.test(req.path) && /feed=(longpoll|continuous)/.test(req.url)) {
			feeds.add(res);
			res.on('close', () => feeds.delete(res));
		}
		// Down: every connection is dropped, as an unreachable host's would be (the test routes still answer).
		if (down && !req.url.startsWith('/_test/')) return req.socket.destroy();
		// Silent: requests are taken and never answered, as over a connection that died without a word.
		if (silent && !req.url.startsWith('/_test/')) return;
		const origin = req.headers.origin;
		if (origin && (origins === '*' || origins.includes(origin))) {
			res.setHeader('Access-Control-Allow-Origin', origin);
			res.setHeader('Access-Control-Allow-Credentials', 'true');
			res.setHeader('Access-Control-Expose-Headers', 'content-type, cache-control, accept-ranges, etag, server, x-couch-request-id, x-couch-update-newrev');
			if (req.method === 'OPTIONS') {
				res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, POST, HEAD, DELETE');
				res.setHeader('Access-Control-Allow-Headers', 'accept, authorization, content-type, origin, referer');
				return res.status(204).end();
			}
		}
		next();
	});
	const couch = expressPouchDB(Pouch, { mode: 'fullCouchDB', inMemoryConfig: true, logPath: '/dev/null' });
	/** @type {(section: string, key: string, value: string) => Promise<void>} */
	const configure = (section, key, value) => new Promise((resolve, reject) => couch.couchConfig.set(section, key, value, (/** @type {unknown} */ e) => (e ? reject(e) : resolve())));
	await configure('admins', ADMIN.username, ADMIN.password);
	const base = () => `http://127.0.0.1:${server.address().port}`;
	/** @param {string} path @param {string} method @param {unknown} [body] */
	const asAdmin = async (path, method, body) => {
		for (let tries = 0; ; tries++) {
			const res = await fetch(`${base()}${path}`, { method, headers: { Authorization: ADMIN_AUTH, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
			const json = await res.json();
			if (res.ok || res.status === 409) return json;
			// The user database is set up in the background after start; until then requests to it fail.
			if (tries < 100 && /already installed/.test(json.reason ?? '')) {
				await new Promise((resolve) => setTimeout(resolve, 50));
				continue;
			}
			throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
		}
	};
	app.use('/_test', express.json(), (/** @type {any} */ req, /** @type {any} */ res, /** @type {any} */ next) => {
		if (req.headers.authorization !== ADMIN_AUTH) return res.status(401).json({ error: 'unauthorized' });
		next();
	});
	/** @param {string} name @param {{ username: string, password: string }} user */
	const createDatabase = async (name, { username, password }) => {
		await new Pouch(name).info();
		await asAdmin(`/_users/org.couchdb.user:${encodeURIComponent(username)}`, 'PUT', { name: username, password, roles: [], type: 'user' });
		await asAdmin(`/${name}/_security`, 'PUT', { admins: { names: [], roles: [] }, members: { names: [username], roles: [] } });
	};
	/** @param {(req: any) => Promise<void>} handler */
	const route = (handler) => async (/** @type {any} */ req, /** @type {any} */ res) => {
		try {
			await handler(req);
			res.json({ ok: true });
		} catch (error) {
			res.status(500).json({ error: String(error) });
		}
	};
	app.put('/_test/databases/:name', route((req) => createDatabase(req.params.name, req.body)));
	// CouchDB ends the requests to a database it deletes; express-pouchdb leaves them open and
	// silent (a change feed, a read of a document), so a device would wait for ever. They are cut.
	const cutRequests = (/** @type {string} */ name) => {
		for (const res of underWay.get(name) ?? []) res.socket?.destroy();
	};
	app.put('/_test/wipe/:name', route(async (req) => {
		cutRequests(req.params.name);
		await asAdmin(`/${req.params.name}`, 'DELETE');
		cutRequests(req.params.name);
		await createDatabase(req.params.name, req.body);
	}));
	app.put('/_test/down', (/** @type {any} */ req, /** @type {any} */ res) => {
		down = req.body.down === true;
		res.json({ ok: true });
	});
	app.put('/_test/silent', (/** @type {any} */ req, /** @type {any} */ res) => {
		silent = req.body.silent === true;
		res.json({ ok: true });
	});
	app.get('/_test/feeds', (/** @type {any} */ _req, /** @type {any} */ res) => res.json({ feeds: feeds.size }));
	app.put('/_test/cors', (/** @type {any} */ req, /** @type {any} */ res) => {
		origins = req.body.origins;
		res.json({ ok: true });
	});
	app.use(couch);
	/** @type {any} */
	const server = await new Promise((resolve) => {
		const s = app.listen(port, '127.0.0.1', () => resolve(s));
	});
	return base();
}

/**
 * Starts the server in a process of its own.
 * @param {{ port?: number, corsOrigins?: string[] | '*' }} [options] origins it answers CORS
 *   requests from ('*': any; []: none, as a CouchDB whose CORS was never set up)
 */
export async function startCouchServer({ port = 0, corsOrigins = '*' } = {}) {
	const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port), JSON.stringify(corsOrigins)], { stdio: ['ignore', 'pipe', 'inherit'] });
	const url = await new Promise((resolve, reject) => {
		let out = '';
		child.stdout.on('data', (chunk) => {
			out += chunk;
			const found = /listening at (\S+)/.exec(out);
			if (found) resolve(found[1]);
		});
		child.on('exit', (code) => reject(new Error(`the CouchDB-protocol server exited (${code}) before it listened`)));
	});
	/** @param {string} path @param {string} method @param {unknown} [body] */
	const request = async (path, method, body) => {
		const res = await fetch(`${url}${path}`, { method, headers: { Authorization: ADMIN_AUTH, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
		const json = await res.json();
		if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
		return json;
	};
	return {
		url,
		/**
		 * Creates a database that only `user` (and the admin) may use, and the user; returns its address.
		 * @param {string} name @param {{ username: string, password: string }} user
		 */
		async createDatabase(name, user) {
			await request(`/_test/databases/${encodeURIComponent(name)}`, 'PUT', user);
			return `${url}/${name}`;
		},
		/** Every current document of a database, with its conflicting revisions listed. @param {string} name */
		async documents(name) {
			const all = await request(`/${name}/_all_docs?include_docs=true&conflicts=true`, 'GET');
			return all.rows.map((/** @type {{ doc: unknown }} */ row) => row.doc);
		},
		/**
		 * Writes a document as the admin, on top of its current revision if it has one: what a
		 * server, or anyone who can write to it, may put there. @param {string} name @param {{ _id: string } & Record<string, unknown>} doc
		 */
		async putDocument(name, doc) {
			const path = `/${name}/${encodeURIComponent(doc._id)}`;
			const current = await fetch(`${url}${path}`, { headers: { Authorization: ADMIN_AUTH } });
			const rev = current.ok ? (await current.json())._rev : undefined;
			return request(path, 'PUT', { ...doc, ...(rev ? { _rev: rev } : {}) });
		},
		/** Deletes a database and creates it again, empty, for the same user: a server that lost its data. @param {string} name @param {{ username: string, password: string }} user */
		async wipeDatabase(name, user) {
			await request(`/_test/wipe/${encodeURIComponent(name)}`, 'PUT', user);
		},
		/** How many live change feeds are open now. @returns {Promise<number>} */
		liveFeeds: async () => (await request('/_test/feeds', 'GET')).feeds,
		/** @param {string[] | '*'} origins */
		setCorsOrigins: (origins) => request('/_test/cors', 'PUT', { origins }),
		/** Drops every connection from now on (true), or serves again (false). @param {boolean} down */
		setDown: (down) => request('/_test/down', 'PUT', { down }),
		/** Leaves every request from now on unanswered (true), or answers again (false). @param {boolean} silent */
		setSilent: (silent) => request('/_test/silent', 'PUT', { silent }),
		stop: () =>
			new Promise((resolve) => {
				if (child.exitCode !== null) return resolve(undefined);
				child.once('exit', () => resolve(undefined));
				child.kill();
			})
	};
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	const origins = process.argv[3] ? JSON.parse(process.argv[3]) : '*';
	const url = await serve(Number(process.argv[2] ?? 5984), origins);
	console.log(`CouchDB-protocol server listening at ${url} (admin / admin), in memory`);
}
