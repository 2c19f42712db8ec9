/** svc_describe: the operations a connection may use, with inputs as JSON Schema and the spec's notes. */
import type { Operation } from '../ops/operation';
import type { Connection } from '../domain/connections';
import type { OperationTools } from './grants';
import { TOOL_NAMES, TOOL_PURPOSES, type ToolName } from '../domain/tools';

export const CALLING_CONVENTION =
	'Call a tool with { operation, input }: operation is one of the names below, input an object matching its inputSchema. ' +
	'Every answer is { ok: true, data } or { ok: false, error: { code, message, issues? } }; issues[].path names the input field at fault.';

type ToJSONSchema = typeof import('./json-schema').toJSONSchema;

const schemaCache = new WeakMap<Operation, unknown>();

function inputSchema(op: Operation, toJSONSchema: ToJSONSchema): unknown {
	let schema = schemaCache.get(op);
	if (schema === undefined) {
		schema = toJSONSchema(op.input, { io: 'input', target: 'draft-2020-12' });
		schemaCache.set(op, schema);
	}
	return schema;
}

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

/** Describes every operation of `all` the connection may use, or only `one` of them. */
export async function describe(connection: Connection, all: readonly Operation[], one?: Operation) {
	const { toJSONSchema } = await import('./json-schema');
	return {
		connection: { id: connection.id, label: connection.label },
		callingConvention: CALLING_CONVENTION,
		tools: usableTools(connection, all).map((name) => ({ name, purpose: TOOL_PURPOSES[name] })),
		operations: await Promise.all(
			(one ? [one] : all).flatMap((op) => {
				const tools = permittedTools(connection, op);
				if (tools.length === 0) return [];
				return [
					op.docs().then(({ description, notes }) => ({
						name: op.name,
						tools,
						kind: op.kind,
						purpose: description,
						notes,
						...(op.extension ? { extension: true } : {}),
						inputSchema: inputSchema(op, toJSONSchema)
					}))
				];
			})
		)
	};
}
