/**
 * The bridge keeps the page's WebMCP tools equal to the agent's grants: registered at start,
 * changed the moment Settings saves a grant, withdrawn on stop; with the current draft's
 * AbortSignal and with earlier previews' unregisterTool.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modelContext } from '../../../src/lib/agent/model-context';
import { offerAgentTools } from '../../../src/lib/agent/webmcp-bridge';
import { BUILT_IN_CONNECTIONS } from '../../../src/lib/domain/connections';
import { withOperation, withTool } from '../../../src/lib/gateway/grants';
import { OPERATIONS } from '../../../src/lib/ops/registry';
import { openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { draftModelContext, legacyModelContext, type FakeModelContext } from './fake-model-context';

// What the gateway offers connections (gateway.operations): the app's own operations are never granted.
const CATALOG = [...OPERATIONS.values()].filter((op) => !op.appOnly);
const agent = BUILT_IN_CONNECTIONS.agent;

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

const names = (context: FakeModelContext) => [...context.tools.keys()].sort();

describe.each([
	['the current draft', draftModelContext],
	['an early preview', legacyModelContext]
])('offerAgentTools with %s', (_, make) => {
	it('registers the default tools, follows each grant at once, and withdraws all on stop', async () => {
		const context = make();
		const stop = offerAgentTools(context, t.gateway);
		expect(names(context)).toEqual(['svc_describe', 'svc_find', 'svc_lookup']);

		await t.gateway.saveConnection(withTool(agent, 'svc_create', true, CATALOG));
		expect(names(context)).toEqual(['svc_create', 'svc_describe', 'svc_find', 'svc_lookup']);
		// Only what changed is registered again: svc_describe lists the new operations.
		expect(context.log).toEqual(['+svc_find', '+svc_lookup', '+svc_describe', '-svc_describe', '+svc_create', '+svc_describe']);

		await t.gateway.saveConnection({ ...agent, tools: ['svc_find'] });
		expect(names(context)).toEqual(['svc_find']);

		stop();
		expect(names(context)).toEqual([]);
		await t.gateway.saveConnection(agent);
		expect(names(context)).toEqual([]);
	});
});

describe('offerAgentTools', () => {
	it('registers a tool again when its operations change, with the new schema', async () => {
		const context = draftModelContext();
		offerAgentTools(context, t.gateway);
		await t.gateway.saveConnection(withOperation(agent, 'movies_queryMovieStats', false, CATALOG));
		const schema = context.tools.get('svc_find')!.inputSchema as { properties: { operation: { enum: string[] } } };
		expect(schema.properties.operation.enum).not.toContain('movies_queryMovieStats');
		expect(schema.properties.operation.enum).toContain('tv_series_queryTvSeriesStats');
	});

	it('answers an agent with the gateway, and a withdrawn tool still held by an agent is denied', async () => {
		const context = draftModelContext();
		offerAgentTools(context, t.gateway);
		await t.gateway.saveConnection(withTool(agent, 'svc_create', true, CATALOG));
		const create = context.tools.get('svc_create')!;
		expect(await create.execute({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } })).toMatchObject({ ok: true });
		await t.gateway.saveConnection(agent);
		await expect(create.execute({ operation: 'movies_upsertMovieRecord', input: { providerId: '550' } })).rejects.toThrow(/"code":"permission_denied"/);
		expect(t.gateway.activity.recent().map((c) => c.subject)).toEqual(['The Matrix']);
	});

	it('works on, warning and not failing, when the browser refuses a tool', async () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
		const error = vi.spyOn(console, 'error');
		const context = draftModelContext();
		await context.registerTool({ name: 'svc_find', description: 'another script', execute: async () => null });
		offerAgentTools(context, t.gateway);
		await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Screenshelf could not offer svc_find to agents', expect.any(DOMException)));
		expect(names(context)).toEqual(['svc_describe', 'svc_find', 'svc_lookup']);
		expect(error).not.toHaveBeenCalled();
		warn.mockRestore();
		error.mockRestore();
	});
});

describe('modelContext', () => {
	afterEach(() => vi.unstubAllGlobals());

	it('finds document.modelContext first, then navigator.modelContext, and nothing without registerTool', () => {
		expect(modelContext()).toBeUndefined();
		const early = legacyModelContext();
		const draft = draftModelContext();
		vi.stubGlobal('navigator', { modelContext: early });
		vi.stubGlobal('document', {});
		expect(modelContext()).toBe(early);
		vi.stubGlobal('document', { modelContext: draft });
		expect(modelContext()).toBe(draft);
		vi.stubGlobal('document', { modelContext: {} });
		expect(modelContext()).toBe(early);
		vi.stubGlobal('navigator', {});
		expect(modelContext()).toBeUndefined();
	});
});
