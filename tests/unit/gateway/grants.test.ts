/**
 * Permission filtering as Settings edits it: switching a tool or an operation gives exactly the
 * connection the gateway then enforces, and the operations list is kept only while it narrows.
 */
import { describe, expect, it } from 'vitest';
import { BUILT_IN_CONNECTIONS, type Connection } from '../../../src/lib/domain/connections';
import { permittedTools, usableTools } from '../../../src/lib/gateway/permissions';
import { withOperation, withTool, type OperationTools } from '../../../src/lib/gateway/grants';
import { OPERATIONS } from '../../../src/lib/ops/registry';

// What the gateway offers connections (gateway.operations): the app's own operations are never granted.
const CATALOG: OperationTools[] = [...OPERATIONS.values()].filter((op) => !op.appOnly);
const agent = BUILT_IN_CONNECTIONS.agent;

/** The operations a connection may call through `tool`. */
function through(connection: Connection, tool: OperationTools['tools'][number]): string[] {
	return CATALOG.filter((op) => permittedTools(connection, op).includes(tool)).map((op) => op.name);
}

describe('withTool', () => {
	it('grants a tool with every one of its operations and keeps no operations list', () => {
		const granted = withTool(agent, 'svc_create', true, CATALOG);
		expect(granted.tools).toEqual(['svc_find', 'svc_lookup', 'svc_describe', 'svc_create']);
		expect(granted.operations).toBeUndefined();
		expect(through(granted, 'svc_create')).toContain('movies_addMovieWatchLog');
		expect(through(granted, 'svc_create')).toHaveLength(8);
		expect(through(granted, 'svc_update')).toEqual([]);
	});

	it('withdraws a tool and the operations only it reached', () => {
		const narrowed = withOperation(withTool(agent, 'svc_create', true, CATALOG), 'movies_queryMovieStats', false, CATALOG);
		const withdrawn = withTool(narrowed, 'svc_create', false, CATALOG);
		expect(withdrawn.tools).toEqual(['svc_find', 'svc_lookup', 'svc_describe']);
		expect(withdrawn.operations).not.toContain('movies_addMovieWatchLog');
		expect(withdrawn.operations).not.toContain('movies_queryMovieStats');
		expect(through(withdrawn, 'svc_find')).toHaveLength(through(agent, 'svc_find').length - 1);
	});

	it('adds a newly granted tool to a narrowed list, so the new tool is not granted empty', () => {
		const narrowed = withOperation(agent, 'movies_searchMovies', false, CATALOG);
		const granted = withTool(narrowed, 'svc_delete', true, CATALOG);
		expect(through(granted, 'svc_delete')).toHaveLength(8);
		expect(through(granted, 'svc_lookup')).not.toContain('movies_searchMovies');
	});
});

describe('withOperation', () => {
	it('narrows to all but the operation switched off, and widens back to no list', () => {
		const narrowed = withOperation(agent, 'movies_queryMovieWatchLogs', false, CATALOG);
		expect(narrowed.operations).toHaveLength(through(agent, 'svc_find').length + through(agent, 'svc_lookup').length - 1);
		expect(through(narrowed, 'svc_find')).not.toContain('movies_queryMovieWatchLogs');
		expect(withOperation(narrowed, 'movies_queryMovieWatchLogs', true, CATALOG)).toEqual(agent);
	});

	it('switches an upsert off for create and update alike: the list is one list', () => {
		const both = withTool(withTool(agent, 'svc_create', true, CATALOG), 'svc_update', true, CATALOG);
		const narrowed = withOperation(both, 'movies_upsertMovieRecord', false, CATALOG);
		expect(through(narrowed, 'svc_create')).not.toContain('movies_upsertMovieRecord');
		expect(through(narrowed, 'svc_update')).not.toContain('movies_upsertMovieRecord');
		expect(through(narrowed, 'svc_update')).toContain('movies_updateMovieWatchLog');
	});

	it('never allows an operation outside the granted tools', () => {
		const attempt = withOperation(agent, 'movies_deleteMovieRecord', true, CATALOG);
		expect(attempt.operations).toBeUndefined();
		expect(through(attempt, 'svc_delete')).toEqual([]);
	});
});

describe('usableTools', () => {
	it('leaves out a granted tool whose operations are all switched off, but keeps svc_describe', () => {
		let onlyLookups: Connection = { ...agent, tools: ['svc_lookup', 'svc_describe'] };
		for (const name of through(onlyLookups, 'svc_lookup')) onlyLookups = withOperation(onlyLookups, name, false, CATALOG);
		expect(onlyLookups.tools).toEqual(['svc_lookup', 'svc_describe']);
		expect(onlyLookups.operations).toEqual([]);
		expect(usableTools(onlyLookups, CATALOG)).toEqual(['svc_describe']);
		expect(usableTools(agent, CATALOG)).toEqual(['svc_find', 'svc_lookup', 'svc_describe']);
	});
});
