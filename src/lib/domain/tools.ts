/** The six gateway tools (spec section 1); what each is for is in tool-purposes.ts. */
import { z } from 'zod/mini';

export const TOOL_NAMES = ['svc_find', 'svc_create', 'svc_update', 'svc_delete', 'svc_lookup', 'svc_describe'] as const;
export const toolName = z.enum(TOOL_NAMES);
export type ToolName = z.infer<typeof toolName>;

export const READ_ONLY_TOOLS: readonly ToolName[] = ['svc_find', 'svc_lookup', 'svc_describe'];
