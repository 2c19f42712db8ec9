/** The six gateway tools and what each is for (spec section 1). */
import { z } from 'zod/mini';

export const TOOL_NAMES = ['svc_find', 'svc_create', 'svc_update', 'svc_delete', 'svc_lookup', 'svc_describe'] as const;
export const toolName = z.enum(TOOL_NAMES);
export type ToolName = z.infer<typeof toolName>;

export const TOOL_PURPOSES: Record<ToolName, string> = {
	svc_find: "Read and search the user's own library: saved titles, watch logs, stats, person links.",
	svc_create: 'Create records: save titles, add watch logs, record recommendations and tastes.',
	svc_update: 'Update records: rewrite saved titles, watch logs, recommendations and tastes.',
	svc_delete: 'Delete records; only for explicit removals the user asked for.',
	svc_lookup: 'Read provider (TMDB) reference data: discovery lists, search, details, season details.',
	svc_describe: 'List the operations this connection may use, with their inputs as JSON Schema and their rules.'
};

export const READ_ONLY_TOOLS: readonly ToolName[] = ['svc_find', 'svc_lookup', 'svc_describe'];
