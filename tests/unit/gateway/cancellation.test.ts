/**
 * A caller that cancels a call (an agent's client aborting its WebMCP call) stops it: the call
 * answers `cancelled` and leaves the library as it was, apart from what it had already committed.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cancellable } from '../../../src/lib/gateway/cancellation';
import type { CatalogProvider } from '../../../src/lib/provider/catalog-provider';
import { DemoCatalogProvider } from '../../../src/lib/provider/demo/demo-provider';
import { expectError, expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

const START = '2025-01-20T10:00:00.000Z';

/** The demo catalog whose `held` method waits until the test lets it answer; `asked` settles when it is called. */
function heldProvider(held: keyof CatalogProvider) {
	const demo = new DemoCatalogProvider(() => new Date(START));
	let release!: () => void;
	let markAsked!: () => void;
	const gate = new Promise<void>((resolve) => (release = resolve));
	const asked = new Promise<void>((resolve) => (markAsked = resolve));
	const provider = new Proxy(demo, {
		get(target, prop, receiver) {
			const value = Reflect.get(target, prop, receiver);
			if (prop !== held || typeof value !== 'function') return value;
			return async (...args: unknown[]) => {
				markAsked();
				await gate;
				return value.apply(target, args);
			};
		}
	}) as CatalogProvider;
	return { provider, asked, release };
}

let t: TestGateway | undefined;
afterEach(() => t?.gateway.close());

const savedMovies = async (gateway: TestGateway) => expectOk(await gateway.app.svc_find({ operation: 'movies_queryMovieRecords', input: {} })).items;

describe('a cancelled call', () => {
	it('stops while it waits for the catalog, answers cancelled at once and saves nothing', async () => {
		const { provider, asked } = heldProvider('details');
		t = await openTestGateway({ start: START, provider });
		const controller = new AbortController();
		const call = t.agent.svc_lookup({ operation: 'movies_getMovieDetails', input: { providerId: '603' } }, { signal: controller.signal });
		await asked;
		controller.abort();
		// The catalog never answers: the call ends on the cancel alone.
		expect(expectError(await call)).toMatchObject({ code: 'cancelled', message: expect.stringContaining('cancelled') });

		const save = t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }, { signal: AbortSignal.abort() });
		expect(expectError(await save).code).toBe('cancelled');
		expect(await savedMovies(t)).toEqual([]);
	});

	it('leaves a quick save unwritten when cancelled before the catalog answers', async () => {
		const { provider, asked, release } = heldProvider('details');
		t = await openTestGateway({ start: START, provider });
		const controller = new AbortController();
		const save = t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }, { signal: controller.signal });
		await asked;
		controller.abort();
		release();
		expect(expectError(await save).code).toBe('cancelled');
		expect(await savedMovies(t)).toEqual([]);
		// Not cancelled, the same save goes through.
		expect(expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }, { signal: new AbortController().signal })).created).toBe(true);
	});

	it('rolls back a write whose work ends after the cancel, whole', async () => {
		t = await openTestGateway({ start: START });
		const controller = new AbortController();
		const { store } = cancellable({ store: t.gateway.library, provider: new DemoCatalogProvider(), now: () => new Date(START) }, controller.signal);
		const written = store.write(async (tx) => {
			await tx.people.put({ id: 'person:1', name: 'Ann', active: true, createdAt: START, updatedAt: START });
			controller.abort();
		});
		await expect(written).rejects.toMatchObject({ body: { code: 'cancelled' } });
		expect(await t.gateway.library.read((tx) => tx.people.get('person:1'))).toBeUndefined();
	});
});
