/**
 * Thousands of random and mutated calls to every operation, through every tool and connection:
 * each answer is a well-formed result, nothing throws, and the library stays consistent (the
 * stats the model test expects from the stored titles and logs, counters, paging, no orphans).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Result, Tools } from '../../../src/lib/gateway';
import { TOOL_NAMES, type ToolName } from '../../../src/lib/domain/tools';
import { FAMILIES } from '../../fixtures/families';
import { everyRow } from '../../fixtures/family-calls';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { buildFullLibrary } from '../../fixtures/library-builder';
import { expectedStatsOf } from '../../fixtures/library-model';
import { malformation } from '../../fixtures/results';
import { fieldsOf, type JsonSchema } from '../../fixtures/schema-leaves';

const CALLS = 10_000;
const CHECK_EVERY = 1_000;

interface Described {
	name: string;
	tools: ToolName[];
	inputSchema: JsonSchema;
}

interface Call {
	connection: 'app' | 'agent' | 'nobody';
	tool: ToolName;
	request: unknown;
}

let t: TestGateway;
let operations: Described[];
/** Inputs that were accepted while the library was built, per operation: the seeds of mutation. */
const accepted = new Map<string, unknown[]>();
/** IDs and values from the library, so mutations hit real rows as often as made-up ones. */
let known: unknown[] = [];

function recording(tools: Tools): Tools {
	return Object.fromEntries(
		TOOL_NAMES.map((tool) => [
			tool,
			async (request: unknown) => {
				const result = await tools[tool](request);
				const { operation, input } = request as { operation: string; input: unknown };
				if (result.ok) accepted.set(operation, [...(accepted.get(operation) ?? []), structuredClone(input)]);
				return result;
			}
		])
	) as Tools;
}

beforeAll(async () => {
	t = await openTestGateway();
	const built = await buildFullLibrary({ ...t, app: recording(t.app) });
	operations = expectOk(await t.app.svc_describe({})).operations;
	// Reading operations are seeded with whichever simple inputs they accept.
	const app = recording(t.app);
	const candidates = [
		{},
		{ mediaRecordId: built.tv.full },
		{ mediaRecordId: built.movie.full },
		{ personId: built.people.ann },
		{ query: 'the', limit: 2 },
		{ year: '2025' },
		...FAMILIES.map((f) => ({ providerId: f.sample.providerId })),
		{ providerId: '1396', seasonNumber: 1 }
	];
	for (const op of operations.filter((o) => o.tools[0] === 'svc_find' || o.tools[0] === 'svc_lookup')) {
		for (const input of candidates) await app[op.tools[0]!]({ operation: op.name, input });
	}
	known = [
		...Object.values(built.people),
		built.tv.full,
		built.tv.quick,
		built.movie.full,
		built.movie.quick,
		...FAMILIES.flatMap((f) => [f.sample.providerId, f.other.providerId]),
		'2024-02-30',
		'2025-06-01',
		'',
		0,
		-1,
		2 ** 53,
		'\u0000',
		'𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
		{ __proto__: null },
		[]
	];
}, 120_000);
afterAll(() => t.gateway.close());

/** Sets (or, with `undefined`, removes) the value at a dotted path, creating objects on the way. */
function mutate(input: unknown, path: string, value: unknown): unknown {
	const root: Record<string, unknown> = typeof input === 'object' && input !== null && !Array.isArray(input) ? structuredClone(input as Record<string, unknown>) : {};
	const keys = path.split('.');
	let at = root;
	for (const key of keys.slice(0, -1)) {
		if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
		at = at[key] as Record<string, unknown>;
	}
	const last = keys[keys.length - 1]!;
	if (value === undefined) delete at[last];
	else at[last] = value;
	return root;
}

const valueArb = () =>
	fc.oneof(
		{ weight: 3, arbitrary: fc.constantFrom(...known) },
		{ weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
		{ weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
		{ weight: 1, arbitrary: fc.integer() },
		{ weight: 1, arbitrary: fc.constant(undefined) }
	);

function callArb(): fc.Arbitrary<Call> {
	const connection = fc.constantFrom<Call['connection']>('app', 'app', 'app', 'app', 'app', 'app', 'agent', 'nobody');
	const mutated = fc
		.tuple(fc.constantFrom(...operations), fc.nat(), fc.array(fc.tuple(fc.nat(), valueArb()), { maxLength: 3 }), fc.nat(20), connection)
		.map(([op, seed, changes, toolPick, conn]): Call => {
			const seeds = [{}, ...(accepted.get(op.name) ?? [])];
			const fields = fieldsOf(op.inputSchema).map((f) => f.path);
			let input: unknown = seeds[seed % seeds.length];
			for (const [pick, value] of changes) input = mutate(input, fields.length > 0 ? fields[pick % fields.length]! : `x${pick % 3}`, value);
			// Mostly the operation's own tool; sometimes another, which must be refused as wrong_tool.
			const tool = toolPick < 18 ? op.tools[0]! : TOOL_NAMES[toolPick % TOOL_NAMES.length]!;
			return { connection: conn, tool, request: { operation: op.name, input } };
		});
	const random = fc.record({
		connection,
		tool: fc.constantFrom(...TOOL_NAMES),
		request: fc.oneof(
			fc.jsonValue({ maxDepth: 3 }),
			fc.record({ operation: fc.oneof(fc.constantFrom(...operations.map((o) => o.name)), fc.string()), input: fc.jsonValue({ maxDepth: 3 }) })
		)
	});
	return fc.oneof({ weight: 4, arbitrary: mutated }, { weight: 1, arbitrary: random });
}

async function expectConsistent(): Promise<void> {
	for (const family of FAMILIES) {
		const { ops } = family;
		const records = expectOk(await t.app.svc_find({ operation: ops.queryRecords, input: { detail: 'full', limit: 500 } })).items as any[];
		const logs = expectOk(await t.app.svc_find({ operation: ops.queryLogs, input: { detail: 'full', limit: 500 } })).items as any[];
		const stats = expectOk(await t.app.svc_find({ operation: ops.stats, input: {} }));
		// A fuzzed call may have kept a series' episode guide: its logs' episodes are counted from it.
		const guides = await t.gateway.library.read((tx) => tx.guides.all());
		const titles = records.map((r) => ({ ...r, guide: guides.get(`tmdb:${family.kind}:${r.providerRef.id}`)?.seasons }));
		expect(stats, `${family.kind} stats`).toEqual(expectedStatsOf(family.kind, titles, logs));

		const ids = new Set(records.map((r) => r.id));
		for (const log of logs) expect(ids.has(log.mediaRecordId), `${family.kind} log ${log.watchLogId} outlived its title`).toBe(true);
		for (const record of records) {
			const own = logs.filter((l) => l.mediaRecordId === record.id).map((l) => l.watchedOn as string).sort();
			expect([record.watchCount, record.lastWatchedOn], `${family.kind} counters of ${record.id}`).toEqual([own.length, own.at(-1) ?? null]);
		}
		const paged = await everyRow(t.app, ops.queryRecords, { limit: 3 });
		expect(paged.map((r) => r.id), `${family.kind} records, paged`).toEqual(records.map((r) => r.id));
		const pagedLogs = await everyRow(t.app, ops.queryLogs, { limit: 3 });
		expect(pagedLogs.map((l) => l.watchLogId), `${family.kind} logs, paged`).toEqual(logs.map((l) => l.watchLogId));
		for (const person of await t.gateway.people.list()) {
			const links = expectOk(await t.app.svc_find({ operation: ops.personLinks, input: { personId: person.id } }));
			for (const r of links.recommended) expect(ids.has(r.mediaRecordId), `${family.kind} recommendation ${r.recommendationId} outlived its title`).toBe(true);
		}
	}
}

describe('the gateway under random and mutated input', () => {
	it(`answers ${CALLS} calls with well-formed results and keeps the library consistent`, async () => {
		expect(operations).toHaveLength(49);
		expect(accepted.size).toBeGreaterThanOrEqual(25);
		const calls = fc.sample(callArb(), { numRuns: CALLS, seed: 20261122 });
		const tally = new Map<string, number>();
		const problems: string[] = [];
		const started = performance.now();
		for (const [i, call] of calls.entries()) {
			const tools = call.connection === 'nobody' ? t.gateway.connect('nobody') : t[call.connection];
			let result: Result;
			try {
				result = await tools[call.tool](call.request);
			} catch (error) {
				problems.push(`threw on ${JSON.stringify(call).slice(0, 300)}: ${String(error)}`);
				continue;
			}
			const wrong = malformation(result);
			if (wrong) problems.push(`${wrong} for ${JSON.stringify(call).slice(0, 300)}`);
			const outcome = result.ok ? 'ok' : result.error.code;
			for (const key of [outcome, `${call.tool}:${outcome}`]) tally.set(key, (tally.get(key) ?? 0) + 1);
			if (!result.ok && result.error.code === 'internal') problems.push(`internal for ${JSON.stringify(call).slice(0, 300)}`);
			if ((i + 1) % CHECK_EVERY === 0) await expectConsistent();
		}
		console.log(`gateway fuzz: ${CALLS} calls in ${((performance.now() - started) / 1000).toFixed(1)} s`, Object.fromEntries(tally));
		expect(problems).toEqual([]);
		await expectConsistent();
		// The calls must reach past validation, or they prove little about the library's state.
		for (const outcome of ['svc_create:ok', 'invalid_input', 'not_found', 'permission_denied', 'wrong_tool', 'unknown_operation']) {
			expect(tally.get(outcome) ?? 0, outcome).toBeGreaterThanOrEqual(20);
		}
		for (const outcome of ['svc_update:ok', 'svc_delete:ok']) expect(tally.get(outcome) ?? 0, outcome).toBeGreaterThanOrEqual(5);
	}, 180_000);
});
