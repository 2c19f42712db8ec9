/**
 * What each gateway tool is for (spec section 1), as svc_describe and the agent bridge tell
 * agents: apart from tools.ts, since no screen shows it.
 */
import type { ToolName } from './tools';

export const TOOL_PURPOSES: Record<ToolName, string> = {
	svc_find: "Read and search the user's own library: saved titles, watch logs, stats, person links.",
	svc_create: 'Create records: save titles, add watch logs, record recommendations and tastes.',
	svc_update: 'Update records: rewrite saved titles, watch logs, recommendations and tastes.',
	svc_delete: 'Delete records; only for explicit removals the user asked for.',
	svc_lookup: 'Read provider (TMDB) reference data: discovery lists, search, details, season details.',
	svc_describe: 'List the operations this connection may use, with their inputs as JSON Schema and their rules.'
};
