/**
 * svc_describe: the operations a connection may use, with inputs as JSON Schema and the spec's
 * notes. The gateway loads it on its first call, with zod's JSON Schema generator (about 7 KB
 * gzipped): only agents ask, no screen.
 */
import { toJSONSchema } from 'zod/mini';
import { inputSchema, type Operation } from '../ops/operation';
import type { Connection } from '../domain/connections';
import { TOOL_PURPOSES } from '../domain/tool-purposes';
import { permittedTools, usableTools } from './permissions';

export const CALLING_CONVENTION =
	'Call a tool with { operation, input }: operation is one of the names below, input an object matching its inputSchema. ' +
	'Every answer is { ok: true, data } or { ok: false, error: { code, message, issues? } }; issues[].path names the input field at fault.';

const schemaCache = new WeakMap<Operation, unknown>();

async function jsonSchema(op: Operation): Promise<unknown> {
	let schema = schemaCache.get(op);
	if (schema === undefined) {
		schema = toJSONSchema(await inputSchema(op), { io: 'input', target: 'draft-2020-12' });
		schemaCache.set(op, schema);
	}
	return schema;
}

/** Describes every operation of `all` the connection may use, or only `one` of them. */
export async function describe(connection: Connection, all: readonly Operation[], one?: Operation) {
	return {
		connection: { id: connection.id, label: connection.label },
		callingConvention: CALLING_CONVENTION,
		tools: usableTools(connection, all).map((name) => ({ name, purpose: TOOL_PURPOSES[name] })),
		operations: await Promise.all(
			(one ? [one] : all).flatMap((op) => {
				const tools = permittedTools(connection, op);
				if (tools.length === 0) return [];
				return [
					Promise.all([op.docs(), jsonSchema(op)]).then(([{ description, notes }, schema]) => ({
						name: op.name,
						tools,
						kind: op.kind,
						purpose: description,
						notes,
						...(op.extension ? { extension: true } : {}),
						inputSchema: schema
					}))
				];
			})
		)
	};
}
