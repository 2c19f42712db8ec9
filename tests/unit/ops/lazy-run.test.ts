/**
 * A handler loaded on demand: a screen warms it as it opens, so the person's tap waits for nothing;
 * a warm-up that fails (offline before the service worker kept the code) costs nothing, and the
 * call itself loads the code again.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineOperation, inputSchema, isLazy, lazyInput, lazyRun, warmOperation, type OpContext } from '../../../src/lib/ops/operation';
import { openTestGateway } from '../../fixtures/gateway';

describe('a handler loaded on demand', () => {
	it('is warmed without a call, and a failed warm-up leaves the call to load it', async () => {
		let loads = 0;
		const run = lazyRun(async () => {
			loads += 1;
			if (loads === 1) throw new Error('offline');
			return async (input: number) => input * 2;
		});
		expect(isLazy(run)).toBe(true);
		await expect(run.warm()).resolves.toBeUndefined();
		expect(await run(21, {} as OpContext)).toBe(42);
		expect(loads).toBe(2);
	});

	it('loads its input schema once, with the handler, and again after a load that failed', async () => {
		let loads = 0;
		const op = defineOperation({
			name: 'movies_double',
			tools: ['svc_find'],
			kind: 'movie',
			input: lazyInput(async () => {
				loads += 1;
				if (loads === 1) throw new Error('offline');
				return z.strictObject({ n: z.number() });
			}),
			docs: async () => ({ description: '', notes: [] }),
			run: async ({ n }) => n * 2
		});
		await expect(warmOperation(op)).resolves.toBeUndefined();
		const schema = await inputSchema(op);
		expect(schema.safeParse({ n: 1 }).success).toBe(true);
		expect(schema.safeParse({ n: 'one' }).success).toBe(false);
		expect(await inputSchema(op)).toBe(schema);
		expect(loads).toBe(2);
	});

	it("is warmed through the gateway by the screens' writes, which then work as before", async () => {
		const { gateway, app } = await openTestGateway();
		await gateway.warm('movie', ['upsertRecord', 'patchRecord', 'upsertRecommendation', 'no-such-family']);
		const saved = await app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603', status: 'watched' } });
		expect(saved).toMatchObject({ ok: true, data: { created: true, record: { title: 'The Matrix', status: 'watched' } } });
	});
});
