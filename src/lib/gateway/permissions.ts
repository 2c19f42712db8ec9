/**
 * What a connection may use: the gateway checks every call with these, and Settings and the
 * agent bridge show the same. Apart from describe.ts, which loads only with svc_describe.
 */
import type { Connection } from '../domain/connections';
import { TOOL_NAMES, type ToolName } from '../domain/tools';
import type { OperationTools } from './grants';

/** The tools of an operation this connection may call it through; empty when it may not. */
export function permittedTools(connection: Connection, op: OperationTools): ToolName[] {
	if (connection.operations && !connection.operations.includes(op.name)) return [];
	return op.tools.filter((t) => connection.tools.includes(t));
}

/**
 * The tools a connection can actually use: svc_describe when granted, any other granted tool
 * only while at least one of its operations is allowed.
 */
export function usableTools(connection: Connection, operations: readonly OperationTools[]): ToolName[] {
	return TOOL_NAMES.filter(
		(tool) => connection.tools.includes(tool) && (tool === 'svc_describe' || operations.some((op) => permittedTools(connection, op).includes(tool)))
	);
}
