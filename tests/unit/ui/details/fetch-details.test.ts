/**
 * The details of imported titles, fetched after a history import through the mock TMDB server
 * and the real client with TMDB's own rate limit: every film's runtime reaches Stats and every
 * series' seasons reach Up next, one title after another within the limit, counted as they go; a
 * closed page's list is carried on by the next without asking again for what was fetched; offline
 * it waits for the network, and told by TMDB to slow down it waits as long as TMDB says.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openGateway, type Gateway } from '../../../../src/lib/gateway';
import { GatewayError } from '../../../../src/lib/domain/errors';
import type { UpNextItem } from '../../../../src/lib/domain/watch-next';
import type { CatalogProvider } from '../../../../src/lib/provider/catalog-provider';
import { loadDemoCatalog } from '../../../../src/lib/provider/demo/demo-data';
import { RateLimiter } from '../../../../src/lib/provider/tmdb/rate-limiter';
import { importHistory } from '../../../../src/lib/io/history/import-history';
import { FIRST_RETRY_MS, PACE_MS, fetchDetails, type DetailsWait, type FetchDetailsOptions } from '../../../../src/lib/ui/details/fetch-details';
import { matchFixture, readFixture, resolved, zipFile } from '../../../fixtures/history';
import { expectOk, testClock } from '../../../fixtures/gateway';
import { demoProvider, mockProvider, useMockTmdb } from '../../../fixtures/mock-tmdb';

const server = useMockTmdb();
const open: Gateway[] = [];
let counter = 0;

afterEach(() => {
	for (const g of open.splice(0)) g.close();
});

/**
 * A library of its own, reached through TMDB's real client and limit unless another provider is
 * given; every request goes to the server (none answered again from the client's memory).
 */
async function library(dbName = `details-fetch-${++counter}-${crypto.randomUUID()}`, provider?: CatalogProvider) {
	const clock = testClock();
	const tmdb = () => mockProvider(server.mock, { limiter: new RateLimiter(), reuseMs: 0 });
	const gateway = await openGateway({ dbName, provider: provider ?? tmdb(), now: () => clock.now });
	open.push(gateway);
	return { gateway, dbName };
}

/** Trakt's export (three films, three series), matched and imported as the Settings screen does. */
async function importTrakt(gateway: Gateway) {
	const history = await readFixture([zipFile('trakt')]);
	const states = await matchFixture(gateway, history);
	expectOk(await importHistory(gateway, 'trakt', resolved(history, states)));
	server.mock.requests.splice(0);
}

/** Options that wait no real time: each wait is noted, with how far the list had come. */
function quickly(gateway: Gateway, overrides: Partial<FetchDetailsOptions> = {}) {
	const slept: number[] = [];
	const progress: string[] = [];
	const waits: (DetailsWait | undefined)[] = [];
	const options: FetchDetailsOptions = {
		offline: () => false,
		backOnline: async () => undefined,
		sleep: async (ms) => {
			slept.push(ms);
			const { titles, total } = await (await gateway.details()).state();
			if (ms === PACE_MS) progress.push(`${total - titles.length} of ${total}`);
		},
		onWait: (wait) => waits.push(wait),
		...overrides
	};
	return { options, slept, progress, waits };
}

async function movieStats(gateway: Gateway) {
	return expectOk(await gateway.connect('app').svc_find({ operation: 'movies_queryMovieStats', input: {} })).watched;
}

async function upNext(gateway: Gateway) {
	return expectOk(await gateway.ops.tv.queryUpNext()).items.map((i: UpNextItem) => `${i.title} ${i.state} S${i.episode.seasonNumber}E${i.episode.episodeNumber} ${i.episode.name}`);
}

/** TMDB's own limit, per second (the limiter's is two below). */
const TMDB_LIMIT = 20;

/** A library with Trakt's export imported, and the TMDB path of the first title listed for its details. */
async function importedFirst() {
	const { gateway } = await library();
	await importTrakt(gateway);
	const [first] = (await (await gateway.details()).state()).titles;
	return { gateway, path: `/${first!.kind}/${first!.id.split(':').at(-1)}` };
}

const detailsAsked = () => server.mock.requests.filter((r) => /^\/(movie|tv)\/\d+$/.test(r.path)).map((r) => r.path);

describe('the details of a history import', () => {
	it('lists the titles it brought in without details, then fetches each in turn: films count their runtimes in Stats, series show their next episode', async () => {
		const { gateway } = await library();
		// Saved from the catalog before, with its details: not fetched again.
		expectOk(await gateway.ops.movie.upsertRecord({ providerId: '157336', status: 'want_to_watch' }));
		await importTrakt(gateway);

		const listed = await (await gateway.details()).state();
		expect(listed.titles.map((t) => t.id).sort()).toEqual(['movie:tmdb:155', 'movie:tmdb:27205', 'tv:tmdb:1396', 'tv:tmdb:19885', 'tv:tmdb:70523']);
		expect(listed).toMatchObject({ total: 5, failed: 0 });
		// Inception's rating names no TMDB ID: matched by title and year, it came without a runtime.
		expect(await movieStats(gateway)).toMatchObject({ watchLogs: 3, minutes: 2 * 152, untimedLogs: 1 });
		expect(await upNext(gateway)).toEqual(['Breaking Bad no_guide S1E6 ', 'Sherlock no_guide S1E2 ']);

		const run = quickly(gateway);
		await fetchDetails(gateway, run.options);

		expect(run.progress).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
		expect(await (await gateway.details()).state()).toEqual({ titles: [], total: 5, failed: 0 });
		// The Dark Knight twice (152 minutes) and Inception once (148).
		expect(await movieStats(gateway)).toMatchObject({ watchLogs: 3, minutes: 2 * 152 + 148, untimedLogs: 0 });
		expect(await upNext(gateway)).toEqual(["Breaking Bad ready S1E6 Crazy Handful of Nothin'", 'Sherlock ready S1E2 The Blind Banker']);
		expect(detailsAsked().sort()).toEqual(['/movie/155', '/movie/27205', '/tv/1396', '/tv/19885', '/tv/70523']);
		expect(run.waits.every((w) => w === undefined)).toBe(true);
	});

	it('asks TMDB within its rate limit, however many titles wait', { timeout: 60_000 }, async () => {
		const { gateway } = await library();
		// Every film and series of the catalog, saved by an agent's full body: no details, no seasons.
		const data = await loadDemoCatalog();
		const catalog = [...data.movies.map((m) => ['movie', m] as const), ...data.tv.map((t) => ['tv', t] as const)];
		for (const [kind, title] of catalog) {
			const record = { providerRef: { provider: 'tmdb' as const, mediaType: kind, id: String(title.id) }, title: title.title, status: 'watching' as const };
			expectOk(await gateway.ops[kind].upsertRecord({ record }));
		}
		await (await gateway.details()).add(catalog.map(([kind, title]) => ({ kind, id: `${kind}:tmdb:${title.id}` })));
		server.mock.requests.splice(0);

		// No pause between titles: only the client's limiter paces the requests.
		await fetchDetails(gateway, quickly(gateway, { sleep: async () => undefined }).options);

		// As TMDB receives them: no second holds more than its 20 (the limiter keeps two below, for
		// requests that cross the network bunched together).
		const sent = server.mock.requests;
		expect(sent.length).toBeGreaterThan(3 * TMDB_LIMIT);
		for (let i = TMDB_LIMIT; i < sent.length; i++) expect(sent[i]!.at - sent[i - TMDB_LIMIT]!.at, `request ${i}`).toBeGreaterThanOrEqual(1000);
		expect(await (await gateway.details()).state()).toEqual({ titles: [], total: catalog.length, failed: 0 });
	});

	it('carries on after a reload where the closed page stopped, asking nothing again of what it had fetched', async () => {
		const first = await library();
		await importTrakt(first.gateway);
		// The page closes after two titles: its next wait never ends.
		const closing = quickly(first.gateway, {
			sleep: async (ms) => {
				const { titles } = await (await first.gateway.details()).state();
				if (ms === PACE_MS && titles.length === 3) await new Promise(() => undefined);
			}
		});
		void fetchDetails(first.gateway, closing.options);
		await expect.poll(async () => (await (await first.gateway.details()).state()).titles.length).toBe(3);
		const fetchedBefore = detailsAsked();
		expect(fetchedBefore).toHaveLength(3);
		first.gateway.close();
		server.mock.requests.splice(0);

		const reloaded = await library(first.dbName);
		expect(await (await reloaded.gateway.details()).state()).toMatchObject({ total: 6, failed: 0, titles: [{}, {}, {}] });
		const run = quickly(reloaded.gateway);
		await fetchDetails(reloaded.gateway, run.options);

		expect(run.progress).toEqual(['4 of 6', '5 of 6', '6 of 6']);
		expect(detailsAsked()).toHaveLength(3);
		expect(detailsAsked().some((path) => fetchedBefore.includes(path))).toBe(false);
		expect(await movieStats(reloaded.gateway)).toMatchObject({ untimedLogs: 0 });
	});

	it('offline, waits for the network without asking again, then goes on', async () => {
		let offline = false;
		let calls = 0;
		const demo = demoProvider();
		// The catalog as the TMDB client answers offline: unavailable, at once.
		const provider = new Proxy(demo, {
			get: (target, name, receiver) => {
				const value = Reflect.get(target, name, receiver);
				if (name !== 'details' && name !== 'season') return value;
				return (...args: unknown[]) => {
					calls += 1;
					if (offline) return Promise.reject(new GatewayError('provider_unavailable', 'You are offline.'));
					return (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
				};
			}
		});
		const { gateway } = await library(undefined, provider);
		await importTrakt(gateway);
		calls = 0;

		offline = true;
		let back: () => void = () => undefined;
		const run = quickly(gateway, { offline: () => offline, backOnline: () => new Promise((resolve) => (back = resolve)) });
		const fetching = fetchDetails(gateway, run.options);
		await expect.poll(() => run.waits).toEqual(['offline']);
		// However long the device stays offline, the catalog was asked once.
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(calls).toBe(1);
		expect(run.slept).toEqual([]);

		offline = false;
		back();
		await fetching;
		expect(run.waits).toEqual(['offline', ...Array(6).fill(undefined)]);
		expect(await (await gateway.details()).state()).toEqual({ titles: [], total: 6, failed: 0 });
	});

	it('told by TMDB to wait (429 with Retry-After), waits that long before asking again', async () => {
		const { gateway, path } = await importedFirst();
		// Longer than the client waits by itself: it answers rate_limited at once.
		server.mock.setFault({ kind: 'status', status: 429, retryAfter: 40, times: 1, path });

		const run = quickly(gateway);
		await fetchDetails(gateway, run.options);

		expect(run.waits[0]).toBe('busy');
		expect(run.slept[0]).toBe(40_000);
		expect(detailsAsked().filter((p) => p === path)).toHaveLength(2);
		expect(await (await gateway.details()).state()).toEqual({ titles: [], total: 6, failed: 0 });
	});

	it('tries again more slowly while TMDB fails on its side, gives up a title it keeps failing on, and counts it', async () => {
		const { gateway, path } = await importedFirst();
		server.mock.setFault({ kind: 'status', status: 503, path });

		const run = quickly(gateway);
		await fetchDetails(gateway, run.options);

		expect(run.slept.slice(0, 3)).toEqual([FIRST_RETRY_MS, 2 * FIRST_RETRY_MS, PACE_MS]);
		expect(await (await gateway.details()).state()).toEqual({ titles: [], total: 6, failed: 1 });
	});
});

describe('a change of the language lookups answer in', () => {
	/** A library on the configured provider (TMDB through the mock once a token is set), in a browser of this language. */
	async function configured(browser: string, dbName = `details-language-${++counter}-${crypto.randomUUID()}`) {
		vi.stubGlobal('navigator', { language: browser, languages: [browser] });
		const gateway = await openGateway({ dbName, now: () => testClock().now });
		open.push(gateway);
		return gateway;
	}
	const titleOf = async (gateway: Gateway, kind: 'movie' | 'tv', id: string) => expectOk(await gateway.ops[kind].getRecord({ mediaRecordId: id })).record;

	afterEach(() => vi.unstubAllGlobals());

	it("fetches every saved title again in the new language, keeping what the person wrote", async () => {
		const gateway = await configured('en-US');
		await gateway.settings.update({ tmdbToken: server.mock.token, tmdbBaseUrl: server.mock.url });
		for (const [kind, providerId] of [['movie', '238'], ['movie', '27205'], ['tv', '1396']] as const) expectOk(await gateway.ops[kind].upsertRecord({ providerId }));
		expectOk(await gateway.ops.movie.patchRecord({ mediaRecordId: 'movie:tmdb:238', rating: 'love', journalNotes: 'Seen at the Odeon.' }));
		expect(await gateway.detailsPending()).toBe(false);

		await gateway.settings.update({ language: 'pt-BR' });
		expect(await gateway.detailsPending()).toBe(true);
		server.mock.requests.splice(0);
		await fetchDetails(gateway, quickly(gateway).options);

		expect(await titleOf(gateway, 'movie', 'movie:tmdb:238')).toMatchObject({
			title: 'O Poderoso Chefão',
			originalTitle: 'The Godfather',
			overview: expect.stringMatching(/^Em 1945, Don Vito Corleone/),
			rating: 'love',
			journalNotes: 'Seen at the Odeon.'
		});
		expect((await titleOf(gateway, 'tv', 'tv:tmdb:1396')).title).toBe('Breaking Bad: A Química do Mal');
		expect((await titleOf(gateway, 'movie', 'movie:tmdb:27205')).title).toBe('Inception');
		expect(await (await gateway.details()).state()).toEqual({ titles: [], total: 3, failed: 0, language: 'pt-BR' });
		expect(server.mock.requests.filter((r) => /^\/(movie|tv)\/\d+$/.test(r.path)).map((r) => new URLSearchParams(r.search).get('language'))).toEqual(['pt-BR', 'pt-BR', 'pt-BR']);
		expect(await gateway.detailsPending()).toBe(false);
	});

	it("fetches a library's titles from before in the browser's language, once, where no language was chosen", async () => {
		const dbName = `details-language-${++counter}-${crypto.randomUUID()}`;
		const before = await configured('en-US', dbName);
		await before.settings.update({ tmdbToken: server.mock.token, tmdbBaseUrl: server.mock.url });
		// Saved in English, as every version before answered while no language was chosen.
		expectOk(await before.ops.movie.upsertRecord({ providerId: '238' }));
		before.close();

		const gateway = await configured('it-IT', dbName);
		expect(await gateway.detailsPending()).toBe(true);
		await fetchDetails(gateway, quickly(gateway).options);
		expect((await titleOf(gateway, 'movie', 'movie:tmdb:238')).title).toBe('Il padrino');
		gateway.close();
		expect(await (await configured('it-IT', dbName)).detailsPending()).toBe(false);
	});

	it("fetches nothing again on the demo catalog, which is English alone, but all once TMDB answers in the browser's language", async () => {
		const gateway = await configured('pt-BR');
		expectOk(await gateway.ops.movie.upsertRecord({ providerId: '238' }));
		expect(await gateway.detailsPending()).toBe(false);

		await gateway.settings.update({ tmdbToken: server.mock.token, tmdbBaseUrl: server.mock.url });
		expect(await gateway.detailsPending()).toBe(true);
		await fetchDetails(gateway, quickly(gateway).options);
		expect((await titleOf(gateway, 'movie', 'movie:tmdb:238')).title).toBe('O Poderoso Chefão');
	});
});
