// TMDB's catalog through the household's server (the Caddyfile's /tmdb/3/, which adds the token):
// a device with no token finds it by asking, looks titles up through it without ever holding a
// token, keeps it while the server is out of reach, and drops it when the server offers none; a
// token of the person's own goes first. The server is played here by a stand-in for Caddy in
// front of the mock TMDB, which refuses every request without its token.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openGateway, type Gateway, type Tools } from '../../../src/lib/gateway';
import { expectOk } from '../../fixtures/gateway';
import { useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb({ posters: true });
const realFetch = globalThis.fetch;
const HOME = 'https://home.example';
const ELSEWHERE = 'https://elsewhere.example';
/** What the household's server does now: pass reads on with its token, offer nothing, or not answer. */
let serving: 'token' | 'none' | 'down' | 'shell' = 'token';
/** The headers of every request the device made. */
let sent: { url: string; headers: Headers; cache?: RequestCache }[] = [];
const open: Gateway[] = [];

beforeEach(() => {
	serving = 'token';
	sent = [];
	vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
		const url = String(input);
		sent.push({ url, headers: new Headers(init.headers), cache: init.cache });
		// Another static host: its app shell answers every address.
		if (url.startsWith(`${ELSEWHERE}/`)) return new Response('<!doctype html><title>Screenshelf</title>', { headers: { 'Content-Type': 'text/html' } });
		if (!url.startsWith(`${HOME}/tmdb/3/`)) throw new Error(`a test tried to reach ${url}`);
		if (serving === 'down') throw new TypeError('Failed to fetch');
		if (serving === 'none') return new Response(null, { status: 204 });
		if (serving === 'shell') return new Response('<!doctype html><title>Screenshelf</title>', { headers: { 'Content-Type': 'text/html' } });
		const upstream = url.replace(`${HOME}/tmdb/3`, server.mock.url);
		return realFetch(upstream, { headers: { Accept: 'application/json', Authorization: `Bearer ${server.mock.token}` } });
	});
});

afterEach(() => {
	vi.unstubAllGlobals();
	for (const gateway of open.splice(0)) gateway.close();
});

let dbName = '';
beforeEach(() => {
	dbName = `screenshelf-server-catalog-${crypto.randomUUID()}`;
});

/** The device's library opened (again: a restart keeps the settings). */
async function device(): Promise<{ gateway: Gateway; app: Tools }> {
	for (const gateway of open.splice(0)) gateway.close();
	const gateway = await openGateway({ dbName });
	open.push(gateway);
	return { gateway, app: gateway.connect('app') };
}

/** Starts the device, names the servers as the app does (its own, sync's), and asks them as the first lookup would. */
async function startAndAsk(page: string[], sync: string | null = null) {
	const started = await device();
	started.gateway.settings.nameCatalogServers({ page, sync });
	await started.gateway.settings.findServerCatalog();
	return { ...started, view: started.gateway.settings.get() };
}

const matrix = async (app: Tools) => expectOk(await app.svc_lookup({ operation: 'movies_getMovieDetails', input: { providerId: '603' } }));

describe("the server's catalog", () => {
	it('is found by the first lookup once the server is named, and answers it with no token on the device', async () => {
		const { gateway, app } = await device();
		gateway.settings.nameCatalogServers({ page: [`${HOME}/`], sync: null });
		expect(await matrix(app)).toMatchObject({ title: 'The Matrix', posterUrl: `${server.mock.origin}/t/p/w342/movie-603.jpg` });
		expect(server.mock.requests.map((r) => [r.path, r.authorization])).toContainEqual(['/movie/603', 'valid']);
		expect(sent.length).toBeGreaterThan(1);
		expect(sent.filter((r) => r.headers.has('Authorization'))).toEqual([]);
		expect(gateway.settings.get()).toMatchObject({ provider: 'tmdb', tmdbTokenSet: false, catalogServer: HOME });
	});

	it('is asked once while the servers named stay the same, and used as found before until they are named', async () => {
		const { app } = await startAndAsk([HOME]);
		await matrix(app);
		await matrix(app);
		const questions = () => sent.filter((r) => r.cache === 'no-store');
		expect(questions().length).toBe(1);

		sent = [];
		const restarted = await device();
		expect(await matrix(restarted.app)).toMatchObject({ posterUrl: `${server.mock.origin}/t/p/w342/movie-603.jpg` });
		expect(questions()).toEqual([]);
		expect(sent.every((r) => !r.headers.has('Authorization'))).toBe(true);
	});

	it('is kept while the server does not answer, and dropped once it offers none', async () => {
		await startAndAsk([HOME]);
		serving = 'down';
		expect((await startAndAsk([HOME])).view).toMatchObject({ provider: 'tmdb', catalogServer: HOME });
		serving = 'none';
		const { app, view } = await startAndAsk([HOME]);
		expect(view).toMatchObject({ provider: 'demo', catalogServer: null });
		const before = sent.length;
		expect(await matrix(app)).toMatchObject({ title: 'The Matrix', posterUrl: null });
		expect(sent.length).toBe(before);
	});

	it('is none where the address answers with an app shell, or was never found', async () => {
		serving = 'shell';
		expect((await startAndAsk([HOME])).view).toMatchObject({ provider: 'demo', catalogServer: null });
		serving = 'down';
		expect((await startAndAsk([HOME])).view).toMatchObject({ provider: 'demo', catalogServer: null });
	});

	it("is sync's server's while sync goes there, kept until sync's server is known, and dropped when sync is forgotten", async () => {
		expect((await startAndAsk([], `${HOME}/couchdb/`)).view).toMatchObject({ provider: 'tmdb', catalogServer: HOME });
		const restarted = await device();
		restarted.gateway.settings.nameCatalogServers({ page: [ELSEWHERE] });
		expect(await matrix(restarted.app)).toMatchObject({ title: 'The Matrix', posterUrl: `${server.mock.origin}/t/p/w342/movie-603.jpg` });
		expect(sent.map((r) => r.url)).toContain(`${ELSEWHERE}/tmdb/3/configuration`);
		expect(restarted.gateway.settings.get()).toMatchObject({ provider: 'tmdb', catalogServer: HOME });
		expect((await startAndAsk([], null)).view).toMatchObject({ provider: 'demo', catalogServer: null });
	});

	it("gives way to the person's own token", async () => {
		const { gateway, app } = await startAndAsk([HOME]);
		const view = await gateway.settings.update({ tmdbToken: server.mock.token, tmdbBaseUrl: server.mock.url });
		expect(view).toMatchObject({ provider: 'tmdb', catalogServer: null });
		sent = [];
		vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => (sent.push({ url: String(input), headers: new Headers(init?.headers) }), realFetch(input, init)));
		await matrix(app);
		expect(sent.length).toBeGreaterThan(0);
		expect(sent.every((r) => r.url.startsWith(server.mock.url) && r.headers.get('Authorization') === `Bearer ${server.mock.token}`)).toBe(true);
	});

	it("says a refused token is the server's to mend", async () => {
		const { app } = await startAndAsk([HOME]);
		server.mock.setFault({ kind: 'status', status: 401, path: '/movie/' });
		const failed = await app.svc_lookup({ operation: 'movies_getMovieDetails', input: { providerId: '603' } });
		expect(failed).toMatchObject({ ok: false, error: { code: 'provider_error', status: 401, message: expect.stringContaining('your server') } });
	});
});
