/**
 * A tool never throws, whatever it is given: every answer is `{ ok, data }` or a well-formed
 * `{ ok: false, error: { code, message } }` with a code from the one list of error codes.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOL_NAMES } from '../../../src/lib/domain/tools';
import { OPERATIONS } from '../../../src/lib/ops/registry';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { callSafely, failureOf, issuePaths } from '../../fixtures/results';

const DATA_TOOLS = TOOL_NAMES.filter((t) => t !== 'svc_describe');

function deeplyNested(depth: number): Record<string, unknown> {
	const root: Record<string, unknown> = {};
	let node = root;
	for (let i = 0; i < depth; i++) node = (node.a = {}) as Record<string, unknown>;
	return root;
}

/** A value whose every property read (and key listing) throws `thrown`. */
function hostile(thrown: () => unknown): object {
	const trap = () => {
		throw thrown();
	};
	return new Proxy({}, { get: trap, has: trap, ownKeys: trap, getOwnPropertyDescriptor: trap });
}

const WEIRD_REQUESTS: [string, unknown][] = [
	['null', null],
	['a string', 'movies_queryMovieRecords'],
	['a number', 42],
	['NaN', Number.NaN],
	['a bigint', 10n],
	['a symbol', Symbol('op')],
	['a function', () => ({ operation: 'movies_queryMovieRecords' })],
	['an array', [{ operation: 'movies_queryMovieRecords' }]],
	['a date', new Date(0)],
	['a map', new Map([['operation', 'movies_queryMovieRecords']])],
	['an empty object', {}],
	['a numeric operation', { operation: 42 }],
	['a null operation', { operation: null }],
	['an operation of a million characters', { operation: 'x'.repeat(1_000_000) }],
	['an object operation', { operation: { toString: () => 'movies_queryMovieRecords' } }],
	['a null-prototype object', Object.assign(Object.create(null), { operation: 7 })]
];

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
	vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
	vi.restoreAllMocks();
	t.gateway.close();
});

async function savedMovies(): Promise<number> {
	return expectOk(await t.app.svc_find({ operation: 'movies_queryMovieStats', input: {} })).totals.saved;
}

describe('a tool never throws', () => {
	it.each(WEIRD_REQUESTS)('answers %s with invalid_input on every data tool', async (_label, request) => {
		for (const tool of DATA_TOOLS) {
			const error = await failureOf(t.app[tool], request);
			expect(error.code, tool).toBe('invalid_input');
		}
	});

	it('answers undefined with invalid_input naming the missing operation', async () => {
		for (const tool of DATA_TOOLS) {
			const error = await failureOf(t.app[tool], undefined);
			expect(error.code).toBe('invalid_input');
		}
		expect(issuePaths(await failureOf(t.app.svc_find, {}))).toEqual(['operation']);
		expect(issuePaths(await failureOf(t.app.svc_find, { operation: 42 }))).toEqual(['operation']);
	});

	it('keeps the message short when the operation name is a million characters', async () => {
		const error = await failureOf(t.app.svc_find, { operation: 'x'.repeat(1_000_000) });
		expect(error.message.length).toBeLessThan(500);
		expect(issuePaths(error)).toEqual(['operation']);
	});

	it('svc_describe lists everything for nothing and refuses other shapes', async () => {
		for (const request of [undefined, null, {}]) expect((await callSafely(t.app.svc_describe, request)).ok).toBe(true);
		for (const request of ['all', 42, [], { operation: 42 }, { operation: 'x'.repeat(1_000_000) }]) {
			const error = await failureOf(t.app.svc_describe, request);
			expect(error.code).toMatch(/^(invalid_input|unknown_operation)$/);
		}
	});

	it('answers input of every wrong shape to every operation without throwing', async () => {
		// (null counts as no input at all, so queries answer it; every other non-object is refused.)
		const inputs: unknown[] = ['text', 7, true, [], [1, 2], 'x'.repeat(100_000), deeplyNested(50)];
		for (const op of OPERATIONS.values()) {
			for (const input of inputs) {
				const error = await failureOf(t.app[op.tools[0]!], { operation: op.name, input });
				expect(error.code, `${op.name} ${typeof input}`).toBe('invalid_input');
			}
		}
	});

	it('refuses a deeply nested input and stores nothing from it', async () => {
		const deep = deeplyNested(100_000);
		const body = { providerRef: { provider: 'tmdb', mediaType: 'movie', id: '603' }, title: 'The Matrix' };
		for (const input of [deep, { providerId: deep }, { record: { ...body, tags: [deep] } }, { record: { ...body, providerRef: deep } }]) {
			const error = await failureOf(t.app.svc_create, { operation: 'movies_upsertMovieRecord', input });
			expect(error.code).toBe('invalid_input');
		}
		expect(await savedMovies()).toBe(0);
	});

	it('refuses __proto__ and constructor keys instead of letting them change the write', async () => {
		const sneaky = JSON.parse('{"providerId":"603","__proto__":{"status":"watched"}}');
		const withProto = await failureOf(t.app.svc_create, { operation: 'movies_upsertMovieRecord', input: sneaky });
		expect(withProto.code).toBe('invalid_input');
		expect(issuePaths(withProto)).toEqual(['__proto__']);
		const withConstructor = await failureOf(t.app.svc_create, {
			operation: 'movies_upsertMovieRecord',
			input: { providerId: '603', constructor: { name: 'x' } }
		});
		expect(issuePaths(withConstructor)).toEqual(['constructor']);
		expect(await savedMovies()).toBe(0);
		// A nested __proto__ is dropped, not merged: the stored record stays a plain want_to_watch.
		const body = JSON.parse('{"providerRef":{"provider":"tmdb","mediaType":"movie","id":"603"},"title":"The Matrix","__proto__":{"status":"watched","rating":"love"}}');
		const saved = expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { record: body } }));
		expect(saved.record.status).toBe('want_to_watch');
		expect(saved.record.rating).toBeUndefined();
		expect(({} as Record<string, unknown>).status).toBeUndefined();
	});

	it('answers a Proxy whose getters throw, as request or input, and writes nothing', async () => {
		const throwers: (() => unknown)[] = [() => new Error('getter'), () => 'a string', () => null, () => hostile(() => new Error('again'))];
		for (const thrown of throwers) {
			for (const tool of TOOL_NAMES) expect((await callSafely(t.app[tool], hostile(thrown))).ok).toBe(false);
			const error = await failureOf(t.app.svc_create, { operation: 'movies_upsertMovieRecord', input: hostile(thrown) });
			expect(['internal', 'invalid_input']).toContain(error.code);
		}
		expect(await savedMovies()).toBe(0);
	});

	it('answers when what is thrown has a cause chain that loops back on itself', async () => {
		const looping = new Error('loop');
		(looping as Error & { cause: unknown }).cause = looping;
		const error = await failureOf(t.app.svc_find, { operation: 'movies_queryMovieRecords', input: hostile(() => looping) });
		expect(error.code).toBe('internal');
	});

	it('answers random values on every tool (fast-check)', async () => {
		const anything = fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true });
		await fc.assert(
			fc.asyncProperty(fc.constantFrom(...TOOL_NAMES), anything, async (tool, request) => {
				await callSafely(t.app[tool], request);
				await callSafely(t.agent[tool], request);
			}),
			{ numRuns: 300 }
		);
	});

	it('answers random inputs to every operation through its own tool (fast-check)', async () => {
		const names = [...OPERATIONS.keys()];
		await fc.assert(
			fc.asyncProperty(fc.constantFrom(...names), fc.anything({ withNullPrototype: true }), async (name, input) => {
				const op = OPERATIONS.get(name)!;
				const result = await callSafely(t.app[op.tools[0]!], { operation: name, input });
				if (!result.ok) expect(result.error.code).not.toMatch(/^(internal|unknown_operation|wrong_tool)$/);
			}),
			{ numRuns: 400 }
		);
	});
});
