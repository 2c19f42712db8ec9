// The built app's page can call the mock TMDB server cross-origin, as it will call TMDB:
// Bearer auth passes CORS, and error answers (with Retry-After) are readable from the page.
import { expect, test } from '@playwright/test';
import { startMockTmdb, type MockTmdb } from '../../scripts/mock-tmdb.mjs';

let mock: MockTmdb;

test.beforeAll(async () => {
	mock = await startMockTmdb();
});

test.afterAll(async () => {
	await mock.close();
});

test('the app page reaches the mock TMDB server with a Bearer token, and reads its failures', async ({ page }) => {
	await page.goto('/');
	const call = (token: string | null) =>
		page.evaluate(
			async ({ url, token }) => {
				const response = await fetch(`${url}/movie/603?language=en-US`, {
					headers: token ? { Authorization: `Bearer ${token}` } : {}
				});
				const body = await response.json();
				return { status: response.status, retryAfter: response.headers.get('Retry-After'), title: body.title ?? null };
			},
			{ url: mock.url, token }
		);

	expect(await call(mock.token)).toEqual({ status: 200, retryAfter: null, title: 'The Matrix' });
	expect(await call(null)).toMatchObject({ status: 401, title: null });

	// Out-of-process control, as a manual run with `npm run mock-tmdb` would use it.
	const control = await fetch(`${mock.origin}/__mock/fault`, {
		method: 'POST',
		body: JSON.stringify({ kind: 'status', status: 429, retryAfter: 7, times: 1 })
	});
	expect(control.ok).toBe(true);
	expect(await call(mock.token)).toEqual({ status: 429, retryAfter: '7', title: null });
	expect(await call(mock.token)).toMatchObject({ status: 200 });
});
