/**
 * The tools offered to in-browser agents: only those the agent connection may use, each with a
 * description a model can follow, a JSON Schema naming exactly the operations allowed, the
 * read-only hint, and an execute that calls the gateway as the agent.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { agentTool, agentToolSpecs, ToolCallFailed, type AgentToolSpec } from '../../../src/lib/agent/agent-tools';
import { BUILT_IN_CONNECTIONS } from '../../../src/lib/domain/connections';
import { withOperation, withTool } from '../../../src/lib/gateway/grants';
import { OPERATIONS } from '../../../src/lib/ops/registry';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

// What the gateway offers connections (gateway.operations): the app's own operations are never granted.
const CATALOG = [...OPERATIONS.values()].filter((op) => !op.appOnly);
const byName = (specs: AgentToolSpec[], name: string) => specs.find((s) => s.name === name)!;

interface ToolSchema {
	type: string;
	required?: string[];
	additionalProperties: boolean;
	properties: { operation: { enum?: string[] }; input?: { type: string } };
}
const schemaOf = (spec: AgentToolSpec) => spec.inputSchema as ToolSchema;

describe('agentToolSpecs', () => {
	it('offers find, lookup and describe by default, read-only, with descriptions a model can act on', () => {
		const specs = agentToolSpecs(BUILT_IN_CONNECTIONS.agent, CATALOG);
		expect(specs.map((s) => s.name)).toEqual(['svc_find', 'svc_lookup', 'svc_describe']);
		for (const spec of specs) {
			expect(spec.annotations).toEqual({ readOnlyHint: true });
			expect(spec.description).toContain("user's film and TV diary");
			expect(spec.description).toContain('{ ok: true, data }');
			expect(spec.description).toContain('the error message the JSON of { code, message, issues }');
			expect(spec.title).toBeTruthy();
		}
		const find = byName(specs, 'svc_find');
		expect(find.description).toContain('{ operation, input }');
		expect(find.description).toContain('Call svc_describe first');
		expect(find.description).toContain('movies_queryMovieRecords');
		expect(schemaOf(find)).toEqual({
			type: 'object',
			properties: {
				operation: expect.objectContaining({ type: 'string', enum: expect.arrayContaining(['movies_queryMovieRecords', 'tv_series_queryTvSeriesWatchLogs']) }),
				input: expect.objectContaining({ type: 'object' })
			},
			required: ['operation'],
			additionalProperties: false
		});
		expect(schemaOf(find).properties.operation.enum).not.toContain('movies_searchMovies');
		expect(schemaOf(byName(specs, 'svc_lookup')).properties.operation.enum).toContain('tv_series_getTvSeriesSeasonDetails');
		const describeSchema = schemaOf(byName(specs, 'svc_describe'));
		expect(describeSchema.required).toBeUndefined();
		// Every operation reachable through find, lookup or describe: the read-only ones, with the get-by-ID extensions.
		expect(describeSchema.properties.operation.enum).toHaveLength(31);
	});

	it('offers write tools once granted, not read-only, naming only the operations allowed', () => {
		const grant = withOperation(withTool(withTool(BUILT_IN_CONNECTIONS.agent, 'svc_create', true, CATALOG), 'svc_delete', true, CATALOG), 'movies_deleteMovieRecord', false, CATALOG);
		const specs = agentToolSpecs(grant, CATALOG);
		expect(specs.map((s) => s.name)).toEqual(['svc_find', 'svc_create', 'svc_delete', 'svc_lookup', 'svc_describe']);
		expect(byName(specs, 'svc_create').annotations).toEqual({ readOnlyHint: false });
		expect(schemaOf(byName(specs, 'svc_create')).properties.operation.enum).toEqual(CATALOG.filter((o) => o.tools.includes('svc_create')).map((o) => o.name));
		const deletes = schemaOf(byName(specs, 'svc_delete')).properties.operation.enum;
		expect(deletes).toHaveLength(7);
		expect(deletes).not.toContain('movies_deleteMovieRecord');
		expect(byName(specs, 'svc_delete').description).toContain('only for explicit removals the user asked for');
	});

	it('tells the model when svc_describe is off, and offers nothing when access is off', () => {
		const noDescribe = agentToolSpecs({ ...BUILT_IN_CONNECTIONS.agent, tools: ['svc_find'] }, CATALOG);
		expect(noDescribe.map((s) => s.name)).toEqual(['svc_find']);
		expect(noDescribe[0]!.description).toContain('svc_describe is turned off');
		expect(agentToolSpecs({ ...BUILT_IN_CONNECTIONS.agent, tools: [] }, CATALOG)).toEqual([]);
	});
});

describe('agentTool execute', () => {
	let t: TestGateway;
	beforeEach(async () => {
		t = await openTestGateway();
	});
	afterEach(() => t.gateway.close());

	it("answers { ok: true, data } for the agent connection, and fails a refused or invalid call with the gateway's error", async () => {
		expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
		const [find, , describeTool] = agentToolSpecs(BUILT_IN_CONNECTIONS.agent, CATALOG).map((spec) => agentTool(spec, t.agent));
		const found = (await find!.execute({ operation: 'movies_queryMovieRecords', input: { query: 'matrix' } })) as { ok: true; data: { items: { id: string }[] } };
		expect(found.data.items.map((r) => r.id)).toEqual(['movie:tmdb:603']);
		const described = expectOk((await describeTool!.execute({})) as never);
		expect(described.connection.id).toBe('agent');

		const failure = async (call: Promise<unknown>) => {
			const error = await call.then(
				() => undefined,
				(e: unknown) => e
			);
			expect(error).toBeInstanceOf(ToolCallFailed);
			return JSON.parse((error as ToolCallFailed).message) as { code: string; message: string; issues?: { path: string }[] };
		};
		const wrong = await failure(find!.execute({ operation: 'movies_deleteMovieRecord', input: { mediaRecordId: 'movie:tmdb:603' } }));
		expect(wrong).toMatchObject({ code: 'wrong_tool', message: expect.stringContaining('svc_delete') });
		const denied = await failure(describeTool!.execute({ operation: 'movies_deleteMovieRecord' }));
		expect(denied.code).toBe('permission_denied');
		const invalid = await failure(find!.execute({ operation: 'movies_queryMovieRecords', input: { qeury: 'matrix' } }));
		expect(invalid).toMatchObject({ code: 'invalid_input', issues: [{ path: 'qeury' }] });
		expect((await failure(find!.execute('not an object' as never))).code).toBe('invalid_input');
	});

	it("passes the client's cancel signal on: a call cancelled before it runs fails as cancelled", async () => {
		const [find] = agentToolSpecs(BUILT_IN_CONNECTIONS.agent, CATALOG).map((spec) => agentTool(spec, t.agent));
		const call = find!.execute({ operation: 'movies_queryMovieRecords', input: {} }, { signal: AbortSignal.abort() });
		await expect(call).rejects.toThrow(/"code":"cancelled"/);
	});
});
