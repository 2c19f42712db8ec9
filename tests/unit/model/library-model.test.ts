/**
 * Model-based test of the library: random short sessions of saves, deletes, watch logs,
 * recommendations, tastes, People changes and series' episode guides kept run against a fresh
 * gateway and an in-memory model;
 * after every step, records, counters, progress, stats and person links must match the model.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openTestGateway } from '../../fixtures/gateway';
import { sessionArb, type Command } from '../../fixtures/library-commands';
import { checkKind, checkStats } from '../../fixtures/library-checks';
import { LibraryModel } from '../../fixtures/library-model';
import { runStep } from '../../fixtures/library-steps';

/**
 * Sessions per run; fast-check draws a new seed each run, so runs add up over time. A deeper run:
 * `MODEL_RUNS=5000 npx vitest run tests/unit/model`.
 */
const NUM_RUNS = Number(process.env.MODEL_RUNS ?? 400);
/** Each command happens a little over seven hours after the previous one, so "today" moves too. */
const STEP_MS = 7 * 3_600_000 + 13 * 60_000;

async function runSession(commands: Command[], tally: Map<string, number>): Promise<void> {
	const t = await openTestGateway({ start: '2026-11-22T10:00:00.000Z' });
	try {
		const ana = await t.gateway.people.add({ name: 'Ana' });
		const ben = await t.gateway.people.add({ name: 'Ben' });
		const model = new LibraryModel([
			{ id: ana.id, active: true },
			{ id: ben.id, active: true }
		]);
		for (const cmd of commands) {
			t.clock.advance(STEP_MS);
			await runStep({ t, model, tally }, cmd);
			// The family a command works on is checked after it; both are checked in depth at the end,
			// which also shows that no command leaked into the other family.
			const depth = { yearStats: /Log|deleteRecord/.test(cmd.type), deletedTitles: cmd.type === 'deleteRecord' };
			if ('kind' in cmd) await checkKind(t, model, cmd.kind, depth);
			else await Promise.all([checkStats(t, model, 'movie'), checkStats(t, model, 'tv')]);
		}
		await Promise.all([checkKind(t, model, 'movie'), checkKind(t, model, 'tv')]);
	} finally {
		t.gateway.close();
	}
}

describe('the library against its model', () => {
	it(`agrees with the model after every step of ${NUM_RUNS} random sessions`, async () => {
		const tally = new Map<string, number>();
		let steps = 0;
		const started = performance.now();
		await fc.assert(
			fc.asyncProperty(sessionArb, async (commands) => {
				steps += commands.length;
				await runSession(commands, tally);
			}),
			{ numRuns: NUM_RUNS }
		);
		const seconds = (performance.now() - started) / 1000;
		console.log(`library model: ${NUM_RUNS} sessions, ${steps} steps in ${seconds.toFixed(1)} s`);
		console.log([...tally].sort().map(([k, n]) => `${k}=${n}`).join(' '));

		// The sessions must reach every path, or the agreement above proves little.
		for (const outcome of [
			'quickSave:ok',
			'bodyUpsert:ok',
			'deleteRecord:ok',
			'deleteRecord:not_found',
			'keepGuide:ok',
			'keepGuide:not_found',
			'addLog:ok',
			'addLog:not_found',
			'addLog:invalid_input',
			'updateLog:ok',
			'updateLog:not_found',
			'updateLog:invalid_input',
			'deleteLog:ok',
			'deleteLog:not_found',
			'upsertRecommendation:ok',
			'upsertRecommendation:not_found',
			'upsertRecommendation:invalid_input',
			'deleteRecommendation:ok',
			'deleteRecommendation:not_found',
			'upsertTaste:ok',
			'upsertTaste:invalid_input'
		]) {
			expect(tally.get(outcome) ?? 0, outcome).toBeGreaterThanOrEqual(5);
		}
	}, 600_000);
});
