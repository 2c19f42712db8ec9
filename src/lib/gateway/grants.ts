/**
 * Changing what a connection may use, one switch at a time, as the Settings screen does. Pure:
 * the result is saved with `gateway.saveConnection`.
 *
 * A connection's `operations` list is one list across its tools (DESIGN 7), so an upsert
 * switched off is off through svc_create and svc_update alike. The list is kept only while it
 * narrows something: when every operation the granted tools reach is allowed, it is dropped.
 */
import type { Connection } from '../domain/connections';
import type { ToolName } from '../domain/tools';

/** What the grants need of an operation: its name and the tools it is called through. */
export interface OperationTools {
	name: string;
	tools: readonly ToolName[];
}

function reachable(tools: readonly ToolName[], catalog: readonly OperationTools[]): string[] {
	return catalog.filter((op) => op.tools.some((t) => tools.includes(t))).map((op) => op.name);
}

function normalized(connection: Connection, catalog: readonly OperationTools[]): Connection {
	const { operations, ...rest } = connection;
	if (!operations) return rest;
	const within = reachable(connection.tools, catalog);
	const kept = within.filter((name) => operations.includes(name));
	return kept.length === within.length ? rest : { ...rest, operations: kept };
}

/** Grants or withdraws a tool; a granted tool comes with all its operations. */
export function withTool(connection: Connection, tool: ToolName, on: boolean, catalog: readonly OperationTools[]): Connection {
	const tools = connection.tools.filter((t) => t !== tool);
	if (!on) return normalized({ ...connection, tools }, catalog);
	const added = catalog.filter((op) => op.tools.includes(tool)).map((op) => op.name);
	const operations = connection.operations && [...new Set([...connection.operations, ...added])];
	return normalized({ ...connection, tools: [...tools, tool], ...(operations ? { operations } : {}) }, catalog);
}

/** Allows or forbids one operation, within the tools already granted. */
export function withOperation(connection: Connection, name: string, on: boolean, catalog: readonly OperationTools[]): Connection {
	const current = connection.operations ?? reachable(connection.tools, catalog);
	const operations = on ? [...new Set([...current, name])] : current.filter((n) => n !== name);
	return normalized({ ...connection, operations }, catalog);
}
