/** The mock TMDB server for journeys that use the real TMDB client: one per test file. */
import { startMockTmdb, type MockTmdb } from '../../../scripts/mock-tmdb.mjs';
import { test } from './fixtures';

/** Starts the mock before the file's tests and stops it after; read `.current` inside tests. */
export function useMockTmdb(): { readonly current: MockTmdb } {
	let mock: MockTmdb | undefined;
	test.beforeAll(async () => {
		mock = await startMockTmdb();
	});
	test.afterAll(async () => {
		await mock?.close();
	});
	return {
		get current() {
			if (!mock) throw new Error('the mock TMDB server is not running');
			return mock;
		}
	};
}
