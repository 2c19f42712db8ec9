// The settings module behind the Settings screen: what it shows, what it refuses, and the
// "test token" action, against the mock TMDB server.
import { afterEach, describe, expect, it } from 'vitest';
import { startMockTmdb } from '../../../scripts/mock-tmdb.mjs';
import { LibraryDatabase } from '../../../src/lib/db/database';
import { openGateway, type Gateway } from '../../../src/lib/gateway';
import { useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb();
const open: Gateway[] = [];

async function settingsOf(dbName = `screenshelf-settings-${crypto.randomUUID()}`) {
	const gateway = await openGateway({ dbName });
	open.push(gateway);
	return gateway.settings;
}

/** The error an update rejects with, as the Settings screen would show it. */
async function refused(update: Promise<unknown>) {
	const error = await update.then(
		() => undefined,
		(e: { body?: unknown }) => e.body
	);
	if (!error) throw new Error('expected the update to be refused');
	return error as { code: string; message: string; issues: { path: string; message: string }[] };
}

afterEach(() => {
	for (const gateway of open.splice(0)) gateway.close();
});

describe('settings', () => {
	it("start with no token, the browser's language (English where there is no browser), region US, the TMDB API as base URL and no streaming services picked", async () => {
		const settings = await settingsOf();
		expect(settings.get()).toEqual({
			tmdbTokenSet: false,
			language: null,
			region: 'US',
			tmdbBaseUrl: null,
			effectiveTmdbBaseUrl: 'https://api.themoviedb.org/3',
			provider: 'demo',
			catalogServer: null,
			lastExportAt: null,
			myServices: []
		});
		// The demo catalog answers in English alone: the browser's language is read once Settings names it.
		await settings.nameBrowserLanguage();
		expect(settings.get().browserLanguage).toBe('en-US');
	});

	it('say whether a token is set, but never show it', async () => {
		const settings = await settingsOf();
		const view = await settings.update({ tmdbToken: 'eyJhbGciOiJIUzI1NiJ9.a-read-access-token' });
		expect(view.tmdbTokenSet).toBe(true);
		expect(JSON.stringify([view, settings.get()])).not.toContain('read-access-token');
	});

	it("keep a pasted API Key (32 hexadecimal characters) as TMDB's key: the full catalog is in use", async () => {
		const settings = await settingsOf();
		const view = await settings.update({ tmdbToken: ' 0123456789abcdef0123456789ABCDEF\n' });
		expect(view).toMatchObject({ tmdbTokenSet: true, provider: 'tmdb' });
	});

	it('refuse what TMDB could not use, naming the field, and change nothing', async () => {
		const settings = await settingsOf();
		const cases: [Record<string, unknown>, string, RegExp][] = [
			[{ region: 'FR' }, 'region', /US|IN/],
			[{ language: 'english' }, 'language', /en-US/],
			[{ tmdbToken: 'two words' }, 'tmdbToken', /no spaces/],
			[{ tmdbToken: '0123456789abcdef0123456789abcde' }, 'tmdbToken', /has 31 characters, and TMDB's API Key has 32/],
			[{ tmdbToken: 'https://www.themoviedb.org/settings/api' }, 'tmdbToken', /web address/],
			[{ tmdbBaseUrl: 'ftp://example.org/3' }, 'tmdbBaseUrl', /http/],
			[{ theme: 'dark' }, 'theme', /not a known field/]
		];
		for (const [patch, path, message] of cases) {
			const error = await refused(settings.update({ language: 'fr-FR', ...patch } as never));
			expect(error.code).toBe('invalid_input');
			expect(error.issues).toContainEqual({ path, message: expect.stringMatching(message) });
		}
		expect(settings.get().language).toBeNull();
	});

	it('fall back to the default for a stored value that no longer passes, instead of failing to start', async () => {
		const dbName = `screenshelf-settings-${crypto.randomUUID()}`;
		await (await settingsOf(dbName)).update({ language: 'de-DE' });
		const db = new LibraryDatabase(dbName);
		await db.settings.put({ key: 'region', value: 'FR' });
		db.close();
		expect((await settingsOf(dbName)).get()).toMatchObject({ region: 'US', language: 'de-DE' });
	});
});

describe('test token', () => {
	it('says TMDB accepts the right token, pasted with stray spaces, without saving it', async () => {
		const { mock } = server;
		const settings = await settingsOf();
		await settings.update({ tmdbBaseUrl: mock.url });
		expect(await settings.testToken(`  ${mock.token}\n`)).toEqual({ accepted: true, message: 'TMDB accepted the token.' });
		expect(settings.get().tmdbTokenSet).toBe(false);
		expect(mock.requests).toEqual([expect.objectContaining({ path: '/authentication', authorization: 'valid' })]);
	});

	it('asks TMDB with a pasted API Key as its api_key parameter, and says it accepted it', async () => {
		const { mock } = server;
		const settings = await settingsOf();
		await settings.update({ tmdbBaseUrl: mock.url });
		expect(await settings.testToken(mock.apiKey)).toEqual({ accepted: true, message: 'TMDB accepted the token.' });
		expect(mock.requests).toEqual([expect.objectContaining({ path: '/authentication', authorization: 'valid', sentAs: 'api_key' })]);
		expect(JSON.stringify(mock.requests)).not.toContain(mock.apiKey);
	});

	it('says TMDB refused a wrong token, and tests the saved one when given none', async () => {
		const { mock } = server;
		const settings = await settingsOf();
		await settings.update({ tmdbBaseUrl: mock.url, tmdbToken: 'eyJhbGciOiJIUzI1NiJ9.wrong-token' });
		const check = await settings.testToken();
		expect(check).toMatchObject({ accepted: false, code: 'provider_error', status: 401 });
		expect(check.message).not.toContain('wrong-token');
		expect(mock.requests.map((r) => r.authorization)).toEqual(['invalid']);
	});

	it('says when there is no token to test, or it is malformed, without asking TMDB', async () => {
		const { mock } = server;
		const settings = await settingsOf();
		await settings.update({ tmdbBaseUrl: mock.url });
		expect(await settings.testToken()).toMatchObject({ accepted: false, code: 'provider_not_configured' });
		expect(await settings.testToken('')).toMatchObject({ accepted: false, code: 'provider_not_configured' });
		expect(await settings.testToken('has a space')).toMatchObject({ accepted: false, code: 'invalid_input' });
		expect(await settings.testToken('0123456789abcdef0123456789abcdef0')).toEqual({
			accepted: false,
			code: 'invalid_input',
			field: 'tmdbToken',
			message: "The token has 33 characters, and TMDB's API Key has 32: copy it again, whole."
		});
		expect(mock.requests).toEqual([]);
	});

	it('asks at the address given instead of the saved one, saving neither; a malformed address asks no one', async () => {
		const { mock } = server;
		const settings = await settingsOf();
		await settings.update({ tmdbBaseUrl: 'http://127.0.0.1:9/3' });
		expect(await settings.testToken(mock.token, ` ${mock.url} `)).toEqual({ accepted: true, message: 'TMDB accepted the token.' });
		expect(mock.requests).toEqual([expect.objectContaining({ path: '/authentication', authorization: 'valid' })]);
		expect(settings.get()).toMatchObject({ tmdbBaseUrl: 'http://127.0.0.1:9/3', tmdbTokenSet: false });
		expect(await settings.testToken(mock.token, 'not an address')).toMatchObject({ accepted: false, code: 'invalid_input', field: 'tmdbBaseUrl' });
		expect(mock.requests).toHaveLength(1);
	});

	it('says TMDB could not be reached when the network is down', async () => {
		const gone = await startMockTmdb();
		await gone.close();
		const settings = await settingsOf();
		await settings.update({ tmdbBaseUrl: gone.url });
		expect(await settings.testToken(gone.token)).toMatchObject({ accepted: false, code: 'provider_unavailable' });
	});
});
