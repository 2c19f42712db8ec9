/** svc_describe: the operations a connection may use, with inputs as JSON Schema and the spec's notes. */
import { z } from 'zod';
import type { Operation } from '../ops/operation';
import type { Connection } from './connections';
import { TOOL_NAMES, TOOL_PURPOSES, type ToolName } from './tools';

export const CALLING_CONVENTION =
	'Call a tool with { operation, input }: operation is one of the names below, input an object matching its inputSchema. ' +
	'Every answer is { ok: true, data } or { ok: false, error: { code, message, issues? } }; issues[].path names the input field at fault.';

const schemaCache = new WeakMap<Operation, unknown>();

function inputSchema(op: Operation): unknown {
	let schema = schemaCache.get(op);
	if (schema === undefined) {
		schema = z.toJSONSchema(op.input, { io: 'input', target: 'draft-2020-12' });
		schemaCache.set(op, schema);
	}
	return schema;
}

/** The tools of an operation this connection may call it through; empty when it may not. */
export function permittedTools(connection: Connection, op: Operation): ToolName[] {
	if (connection.operations && !connection.operations.includes(op.name)) return [];
	return op.tools.filter((t) => connection.tools.includes(t));
}

export function describe(connection: Connection, operations: Iterable<Operation>) {
	return {
		connection: { id: connection.id, label: connection.label },
		callingConvention: CALLING_CONVENTION,
		tools: TOOL_NAMES.filter((t) => connection.tools.includes(t)).map((name) => ({ name, purpose: TOOL_PURPOSES[name] })),
		operations: [...operations].flatMap((op) => {
			const tools = permittedTools(connection, op);
			if (tools.length === 0) return [];
			return [
				{
					name: op.name,
					tools,
					kind: op.kind,
					purpose: op.description,
					notes: op.notes,
					...(op.extension ? { extension: true } : {}),
					inputSchema: inputSchema(op)
				}
			];
		})
	};
}
