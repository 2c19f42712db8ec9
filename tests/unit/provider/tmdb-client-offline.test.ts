// Offline, a lookup the service worker has not kept fails at once with words a user can act
// on, and a kept one still answers: the browser says offline, the fetch decides.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '../../../src/lib/provider/tmdb/tmdb-client';
import { movieDetails } from '../../../src/lib/provider/tmdb/tmdb-schemas';
import { expectError, expectOk, openTestGateway } from '../../fixtures/gateway';
import { mockClient, mockProvider, thrown, useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb();

/** What fetch does offline for an answer the service worker has not kept. */
const noNetwork: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

function goOffline() {
	vi.stubGlobal('navigator', { onLine: false });
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('TMDB client offline', () => {
	it('says the device is offline and the title was not saved for offline use, at once, despite the 8 s timeout', async () => {
		goOffline();
		const started = performance.now();
		const error = await thrown(() => mockClient(server.mock, { fetch: noNetwork }).get('/movie/603', movieDetails));
		expect(error).toEqual({ code: 'provider_unavailable', message: OFFLINE_MESSAGE });
		expect(error.message).toMatch(/^You are offline and this was not saved for offline use\./);
		expect(performance.now() - started).toBeLessThan(2000);
	});

	it('still answers from what was kept for offline use (the service worker answers the fetch)', async () => {
		goOffline();
		expect((await mockClient(server.mock).get('/movie/603', movieDetails)).title).toBe('The Matrix');
	});

	it('keeps the network message when the browser believes it is online', async () => {
		vi.stubGlobal('navigator', { onLine: true });
		const error = await thrown(() => mockClient(server.mock, { fetch: noNetwork }).get('/movie/603', movieDetails));
		expect(error.message).toMatch(/^Nothing answered at http/);
	});

	it('explains why a quick save offline cannot fetch the title, and saves nothing', async () => {
		const { app } = await openTestGateway({ provider: mockProvider(server.mock, { fetch: noNetwork }) });
		goOffline();
		const save = await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } });
		expect(expectError(save)).toMatchObject({ code: 'provider_unavailable', message: OFFLINE_MESSAGE });
		expect(OFFLINE_MESSAGE).toBe('You are offline and this was not saved for offline use. Try again when you are back online.');
		const saved = expectOk(await app.svc_find({ operation: 'movies_queryMovieRecords', input: {} }));
		expect(saved.items).toEqual([]);
	});
});
