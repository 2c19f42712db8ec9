/**
 * The gateway's six tools as WebMCP tools for the `agent` connection: only those it may use,
 * each with a description a model can act on, a JSON Schema of `{ operation, input }` naming
 * exactly the operations allowed, and the read-only hint.
 */
import type { Connection } from '../domain/connections';
import type { GatewayErrorBody } from '../domain/errors';
import type { Tools } from '../gateway/gateway';
import type { OperationTools } from '../gateway/grants';
import { permittedTools, usableTools } from '../gateway/permissions';
import { TOOL_PURPOSES } from '../domain/tool-purposes';
import { READ_ONLY_TOOLS, type ToolName } from '../domain/tools';
import type { ModelContextTool } from './model-context';

export type AgentToolSpec = Omit<ModelContextTool, 'execute'> & { name: ToolName };

const TITLES: Record<ToolName, string> = {
	svc_find: 'Find in the Screenshelf library',
	svc_create: 'Add to the Screenshelf library',
	svc_update: 'Change the Screenshelf library',
	svc_delete: 'Delete from the Screenshelf library',
	svc_lookup: 'Look up films and series on TMDB',
	svc_describe: 'Describe what Screenshelf lets you do'
};

const ABOUT = "Screenshelf is the user's film and TV diary, kept in this browser.";
const ANSWERS =
	'A call answers { ok: true, data }. A refused or invalid call fails, with the error message the JSON of { code, message, issues }, where issues[].path names the input field at fault; a failed call changes nothing.';

function description(tool: ToolName, operations: string[], canDescribe: boolean): string {
	if (tool === 'svc_describe') {
		return `${ABOUT} ${TOOL_PURPOSES.svc_describe} Call it first, with {} for all of them or { "operation": name } for one; the other tools take { operation, input } where input matches the inputSchema given here. ${ANSWERS}`;
	}
	const first = canDescribe
		? "Call svc_describe first: it gives each operation's input schema, defaults and rules."
		: 'svc_describe is turned off for you, so ask the user rather than guess at inputs.';
	return `${ABOUT} ${TOOL_PURPOSES[tool]} Takes { operation, input }: operation is one of ${operations.join(', ')}; input is an object matching that operation's input schema. ${first} ${ANSWERS}`;
}

function inputSchema(tool: ToolName, operations: string[]): object {
	const operation = { type: 'string', ...(operations.length > 0 ? { enum: operations } : {}) };
	if (tool === 'svc_describe') {
		return {
			type: 'object',
			properties: { operation: { ...operation, description: 'The one operation to describe; leave it out to list them all.' } },
			additionalProperties: false
		};
	}
	return {
		type: 'object',
		properties: {
			operation: { ...operation, description: 'The operation to run.' },
			input: { type: 'object', description: "The operation's input, matching its inputSchema from svc_describe; {} when it needs none." }
		},
		required: ['operation'],
		additionalProperties: false
	};
}

/** The tools this connection may use, as the page offers them (without `execute`). */
export function agentToolSpecs(connection: Connection, catalog: readonly OperationTools[]): AgentToolSpec[] {
	const tools = usableTools(connection, catalog);
	return tools.map((tool) => {
		const operations = catalog.filter((op) => permittedTools(connection, op).some((t) => tool === 'svc_describe' || t === tool)).map((op) => op.name);
		return {
			name: tool,
			title: TITLES[tool],
			description: description(tool, operations, tools.includes('svc_describe')),
			inputSchema: inputSchema(tool, operations),
			annotations: { readOnlyHint: READ_ONLY_TOOLS.includes(tool) }
		};
	});
}

/**
 * A failed call as WebMCP knows one: `execute` rejects, and the browser reports the call failed
 * to the agent's client (the DevTools protocol's status Error, with this error's text). The
 * message is the gateway's error as JSON, so code, message and issues stay readable. The stack
 * is only the name and message: the agent needs no line numbers of the page's code.
 */
export class ToolCallFailed extends Error {
	constructor(readonly error: GatewayErrorBody) {
		super(JSON.stringify(error));
		this.name = 'ToolCallFailed';
		this.stack = `${this.name}: ${this.message}`;
	}
}

/**
 * A spec made callable: `execute` calls the gateway as the agent, passing on the signal the
 * agent's client cancels with, and answers `{ ok: true, data }` or fails with ToolCallFailed.
 */
export function agentTool(spec: AgentToolSpec, tools: Tools): ModelContextTool {
	return {
		...spec,
		execute: async (input, client) => {
			const result = await tools[spec.name](input, { signal: client?.signal });
			if (!result.ok) throw new ToolCallFailed(result.error);
			return result;
		}
	};
}
