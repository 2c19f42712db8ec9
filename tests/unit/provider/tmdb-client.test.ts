// The TMDB HTTP client against the mock TMDB server: auth, every failure a user can meet,
// retries, and identical requests sharing one fetch.
import { describe, expect, it } from 'vitest';
import { startMockTmdb } from '../../../scripts/mock-tmdb.mjs';
import { movieDetails, movieResults, watchProviders } from '../../../src/lib/provider/tmdb/tmdb-schemas';
import { mockClient, thrown, useMockTmdb } from '../../fixtures/mock-tmdb';

const server = useMockTmdb();

describe('TMDB client: requests', () => {
	it('sends the token as a Bearer header, never in the URL, with the language as a parameter', async () => {
		const { mock } = server;
		const matrix = await mockClient(mock, { language: 'hi-IN' }).get('/movie/603', movieDetails);
		expect(matrix.title).toBe('The Matrix');
		expect(mock.requests).toEqual([expect.objectContaining({ path: '/movie/603', search: '?language=hi-IN', authorization: 'valid', sentAs: 'bearer' })]);
		expect(JSON.stringify(mock.requests)).not.toContain(mock.token);
	});

	it('sends a pasted API Key (32 hexadecimal characters) as the api_key parameter, as TMDB takes it, and no header', async () => {
		const { mock } = server;
		const asked: { url: string; headers: Record<string, string> }[] = [];
		const watching: typeof fetch = (input, init) => {
			asked.push({ url: String(input), headers: init?.headers as Record<string, string> });
			return fetch(input, init);
		};
		const client = mockClient(mock, { token: mock.apiKey, fetch: watching });
		expect((await client.get('/movie/603', movieDetails)).title).toBe('The Matrix');
		expect(mock.requests).toEqual([expect.objectContaining({ path: '/movie/603', search: '?language=en-US', authorization: 'valid', sentAs: 'api_key' })]);
		expect(new URL(asked[0]!.url).searchParams.get('api_key')).toBe(mock.apiKey);
		expect(asked[0]!.headers).toEqual({ Accept: 'application/json' });

		// A key TMDB does not know is refused as a token is.
		const wrong = mockClient(mock, { token: 'ffffffffffffffffffffffffffffffff' });
		expect(await thrown(() => wrong.get('/movie/603', movieDetails))).toMatchObject({ code: 'provider_error', status: 401 });
		expect(mock.requests.at(-1)).toMatchObject({ authorization: 'invalid', sentAs: 'api_key' });
	});

	it('shares one fetch among identical requests in flight, and answers them again for a moment after', async () => {
		const { mock } = server;
		const client = mockClient(mock);
		const answers = await Promise.all(Array.from({ length: 5 }, () => client.get('/movie/550', movieDetails)));
		expect(new Set(answers.map((a) => a.title))).toEqual(new Set(['Fight Club']));
		expect(mock.requests).toHaveLength(1);

		// A save reads the details again right after the screen did: still one request.
		expect((await client.get('/movie/550', movieDetails)).title).toBe('Fight Club');
		expect(mock.requests).toHaveLength(1);
		await client.get('/movie/550', movieDetails, { params: { page: 1 } });
		expect(mock.requests).toHaveLength(2);
	});

	it('under a 500, identical lookups at once make one request and one retry between them, and a failure is not kept', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'status', status: 500 });
		const client = mockClient(mock);
		const errors = await Promise.all(Array.from({ length: 4 }, () => thrown(() => client.get('/movie/603/watch/providers', watchProviders))));
		expect(errors.map((e) => e.code)).toEqual(['provider_error', 'provider_error', 'provider_error', 'provider_error']);
		expect(mock.requests).toHaveLength(2);

		mock.setFault(null);
		await client.get('/movie/603/watch/providers', watchProviders);
		expect(mock.requests).toHaveLength(3);
	});

	it('never gives again an answer that failed its check', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'wrong-shape', times: 1 });
		const client = mockClient(mock);
		expect(await thrown(() => client.get('/movie/603', movieDetails))).toMatchObject({ code: 'provider_error' });
		expect((await client.get('/movie/603', movieDetails)).title).toBe('The Matrix');
		expect(mock.requests).toHaveLength(2);
	});

	it('asks again once the moment has passed', async () => {
		const { mock } = server;
		const client = mockClient(mock, { reuseMs: 0 });
		await client.get('/movie/550', movieDetails);
		await client.get('/movie/550', movieDetails);
		expect(mock.requests).toHaveLength(2);
	});
});

describe('TMDB client: failures', () => {
	it('reports a refused token as provider_error 401 without repeating the token', async () => {
		const { mock } = server;
		const error = await thrown(() => mockClient(mock, { token: 'not-the-token' }).get('/movie/603', movieDetails));
		expect(error).toMatchObject({ code: 'provider_error', status: 401 });
		expect(error.message).toBe('TMDB no longer accepts the token saved in Settings. Paste a new token there.');
	});

	it('reports a missing title as not_found with the message the caller gave', async () => {
		const error = await thrown(() =>
			mockClient(server.mock).get('/movie/999999', movieDetails, { notFound: 'TMDB has no movie with ID 999999.' })
		);
		expect(error).toMatchObject({ code: 'not_found', message: 'TMDB has no movie with ID 999999.' });
	});

	it('waits out one 429 for as long as Retry-After says, then answers', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'status', status: 429, retryAfter: 1, times: 1 });
		const started = performance.now();
		const matrix = await mockClient(mock).get('/movie/603', movieDetails);
		expect(matrix.title).toBe('The Matrix');
		expect(performance.now() - started).toBeGreaterThanOrEqual(950);
		expect(mock.requests).toHaveLength(2);
	});

	it('answers rate_limited with retryAfterSeconds when TMDB still refuses after the wait', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'status', status: 429, retryAfter: 1 });
		const error = await thrown(() => mockClient(mock).get('/movie/603', movieDetails));
		expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 1 });
		expect(mock.requests).toHaveLength(2);
	});

	it('answers rate_limited at once when Retry-After is longer than it is worth waiting', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'status', status: 429, retryAfter: 120 });
		const started = performance.now();
		const error = await thrown(() => mockClient(mock).get('/movie/603', movieDetails));
		expect(error).toMatchObject({ code: 'rate_limited', retryAfterSeconds: 120 });
		// Far less than the 10 s longest wait: no waiting at all (with room for a busy machine).
		expect(performance.now() - started).toBeLessThan(3000);
		expect(mock.requests).toHaveLength(1);
	});

	it('holds other requests back while TMDB asks us to wait', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'status', status: 429, retryAfter: 1, times: 1, path: '/movie/603' });
		const client = mockClient(mock);
		const first = client.get('/movie/603', movieDetails);
		await new Promise((resolve) => setTimeout(resolve, 100));
		await Promise.all([first, client.get('/movie/550', movieDetails)]);
		const [refused, other] = [mock.requests[0]!, mock.requests.find((r) => r.path === '/movie/550')!];
		expect(other.at - refused.at).toBeGreaterThanOrEqual(950);
	});

	it('retries a 5xx once, then reports provider_error with the status', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'status', status: 500, times: 1 });
		expect((await mockClient(mock).get('/movie/603', movieDetails)).title).toBe('The Matrix');
		expect(mock.requests).toHaveLength(2);

		mock.requests.splice(0);
		mock.setFault({ kind: 'status', status: 503 });
		const error = await thrown(() => mockClient(mock).get('/movie/603', movieDetails));
		expect(error).toMatchObject({ code: 'provider_error', status: 503 });
		expect(error.message).toBe('TMDB is having trouble right now. Try again in a few minutes.');
		expect(mock.requests).toHaveLength(2);
	});

	it('gives up on a hung request after the timeout with provider_unavailable', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'slow', delayMs: 30_000 });
		const started = performance.now();
		const error = await thrown(() => mockClient(mock, { timeoutMs: 300 }).get('/movie/603', movieDetails));
		expect(error.code).toBe('provider_unavailable');
		expect(error.message).toBe('TMDB did not answer in time. Check your connection and try again.');
		expect(performance.now() - started).toBeLessThan(5000);
	});

	it('waits for a slow answer that comes within the timeout', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'slow', delayMs: 200 });
		expect((await mockClient(mock, { timeoutMs: 2000 }).get('/movie/603', movieDetails)).title).toBe('The Matrix');
	});

	it('reports no network as provider_unavailable', async () => {
		const gone = await startMockTmdb();
		await gone.close();
		const error = await thrown(() => mockClient(gone).get('/movie/603', movieDetails));
		// Another server than TMDB's own: its address is named, as the likelier fault.
		expect(error).toMatchObject({ code: 'provider_unavailable', message: `Nothing answered at ${gone.url}. Check the TMDB API address in Settings.` });
	});

	it('reports invalid JSON and answers of the wrong shape as provider_error, not a crash', async () => {
		const { mock } = server;
		mock.setFault({ kind: 'malformed' });
		expect(await thrown(() => mockClient(mock).get('/movie/popular', movieResults))).toMatchObject({
			code: 'provider_error',
			message: 'TMDB sent an answer Screenshelf could not read. Try again in a few minutes.'
		});
		mock.setFault({ kind: 'wrong-shape' });
		const error = await thrown(() => mockClient(mock).get('/movie/popular', movieResults));
		expect(error).toMatchObject({ code: 'provider_error', message: 'TMDB sent an answer Screenshelf could not read. Try again in a few minutes.' });
	});

	it("says other errors in plain words: never TMDB's own text, its status code, or the token", async () => {
		const token = 'eyJhbGciOiJIUzI1NiJ9.secret';
		const echoing: typeof fetch = async () =>
			new Response(JSON.stringify({ status_message: `Bad request for token ${token}, contact TMDB` }), { status: 422 });
		const error = await thrown(() => mockClient(server.mock, { token, fetch: echoing }).get('/movie/603', movieDetails));
		expect(error).toMatchObject({ code: 'provider_error', status: 422, message: 'TMDB could not answer this request. Try again later.' });
	});
});
