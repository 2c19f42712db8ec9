// The provider a gateway uses when none is passed in: the demo catalog until a TMDB token is
// set, TMDB from the next lookup on, and the demo catalog again once the token is cleared.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LibraryDatabase } from '../../../src/lib/db/database';
import { openGateway, type Gateway, type Tools } from '../../../src/lib/gateway';
import { DemoCatalogProvider } from '../../../src/lib/provider/demo/demo-provider';
import { expectOk } from '../../fixtures/gateway';
import { useMockTmdb } from '../../fixtures/mock-tmdb';

// Posters tell the two apart: TMDB has them, the demo catalog has none.
const server = useMockTmdb({ posters: true });
const realFetch = globalThis.fetch;
let fetchCalls: string[] = [];
let dbName = '';
const open: Gateway[] = [];

beforeEach(() => {
	dbName = `screenshelf-switch-${crypto.randomUUID()}`;
	fetchCalls = [];
	// Every request is seen here, and none may ever reach the real TMDB.
	vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
		const url = String(input instanceof Request ? input.url : input);
		fetchCalls.push(url);
		if (!url.startsWith(server.mock.origin)) throw new Error(`a test tried to reach ${url}`);
		return realFetch(input, init);
	});
});

afterEach(() => {
	vi.unstubAllGlobals();
	for (const gateway of open.splice(0)) gateway.close();
});

async function library(options: Parameters<typeof openGateway>[0] = {}): Promise<{ gateway: Gateway; app: Tools }> {
	const gateway = await openGateway({ dbName, ...options });
	open.push(gateway);
	return { gateway, app: gateway.connect('app') };
}

const matrix = async (app: Tools) =>
	expectOk(await app.svc_lookup({ operation: 'movies_getMovieDetails', input: { providerId: '603' } }));

describe('configured provider', () => {
	it('serves the demo catalog while no token is set, without touching the network', async () => {
		const { gateway, app } = await library();
		expect(gateway.settings.get().provider).toBe('demo');
		expect(await matrix(app)).toMatchObject({ title: 'The Matrix', posterUrl: null });
		expect(fetchCalls).toEqual([]);
	});

	it('turns to TMDB on the next lookup once a token is set, and back once it is cleared', async () => {
		const { mock } = server;
		const { gateway, app } = await library();
		await matrix(app);

		const view = await gateway.settings.update({ tmdbToken: mock.token, tmdbBaseUrl: mock.url });
		expect(view).toMatchObject({ tmdbTokenSet: true, provider: 'tmdb', effectiveTmdbBaseUrl: mock.url });
		expect(await matrix(app)).toMatchObject({ title: 'The Matrix', posterUrl: `${mock.origin}/t/p/w342/movie-603.jpg` });
		expect(mock.requests.map((r) => [r.path, r.authorization])).toContainEqual(['/movie/603', 'valid']);

		await gateway.settings.update({ tmdbToken: null });
		const before = fetchCalls.length;
		expect(await matrix(app)).toMatchObject({ title: 'The Matrix', posterUrl: null });
		expect(fetchCalls.length).toBe(before);
		expect(gateway.settings.get().provider).toBe('demo');

		await gateway.settings.update({ tmdbToken: mock.token });
		await gateway.settings.update({ tmdbToken: '  ' });
		expect(await matrix(app)).toMatchObject({ posterUrl: null });
	});

	it('keeps the token, region and language across a restart', async () => {
		const { mock } = server;
		const first = await library();
		await first.gateway.settings.update({ tmdbToken: mock.token, tmdbBaseUrl: mock.url, region: 'IN', language: 'hi-IN' });
		first.gateway.close();

		const { app } = await library();
		await app.svc_lookup({ operation: 'movies_discoverMovies', input: { category: 'now_playing' } });
		const request = mock.requests.find((r) => r.path === '/movie/now_playing');
		expect(Object.fromEntries(new URLSearchParams(request?.search))).toMatchObject({ region: 'IN', language: 'hi-IN' });
	});

	it('uses the provider passed to openGateway, whatever the settings say', async () => {
		const { mock } = server;
		const configured = await library();
		await configured.gateway.settings.update({ tmdbToken: mock.token, tmdbBaseUrl: mock.url });
		const { app } = await library({ provider: new DemoCatalogProvider() });
		expect(await matrix(app)).toMatchObject({ posterUrl: null });
		expect(mock.requests).toEqual([]);
	});
});

describe("the language TMDB's answers come in", () => {
	const godfather = async (app: Tools) =>
		expectOk(await app.svc_lookup({ operation: 'movies_getMovieDetails', input: { providerId: '238' } }));
	const askedIn = () => new URLSearchParams(server.mock.requests.at(-1)?.search).get('language');

	it("is the browser's until one is chosen, and the browser's again once the choice is taken back", async () => {
		vi.stubGlobal('navigator', { language: 'pt-BR', languages: ['pt-BR', 'pt', 'en'] });
		const { gateway, app } = await library();
		await gateway.settings.update({ tmdbToken: server.mock.token, tmdbBaseUrl: server.mock.url });
		expect(gateway.settings.get()).toMatchObject({ language: null, browserLanguage: 'pt-BR' });
		expect(await godfather(app)).toMatchObject({ title: 'O Poderoso Chefão', originalTitle: 'The Godfather' });
		expect(askedIn()).toBe('pt-BR');

		await gateway.settings.update({ language: 'it-IT' });
		expect(await godfather(app)).toMatchObject({ title: 'Il padrino', originalTitle: 'The Godfather' });
		await gateway.settings.update({ language: null });
		expect(await godfather(app)).toMatchObject({ title: 'O Poderoso Chefão' });
		expect(askedIn()).toBe('pt-BR');
	});

	it('stays English where a library from before kept English as chosen in Settings', async () => {
		const db = new LibraryDatabase(dbName);
		await db.settings.bulkPut([
			{ key: 'language', value: 'en-US' },
			{ key: 'tmdbToken', value: server.mock.token },
			{ key: 'tmdbBaseUrl', value: server.mock.url }
		]);
		db.close();
		vi.stubGlobal('navigator', { language: 'it-IT', languages: ['it-IT'] });
		const { gateway, app } = await library();
		await gateway.settings.nameBrowserLanguage();
		expect(gateway.settings.get()).toMatchObject({ language: 'en-US', browserLanguage: 'it-IT' });
		expect(await godfather(app)).toMatchObject({ title: 'The Godfather' });
		expect(askedIn()).toBe('en-US');
	});
});
