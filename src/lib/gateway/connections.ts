/** Connections: who calls the gateway and which tools and operations each may use (DESIGN 7). */
import { z } from 'zod';
import { toolName } from './tools';

export const connection = z.object({
	id: z.string().min(1).max(100),
	label: z.string().min(1).max(200),
	tools: z.array(toolName).max(6),
	/** When present, only these operations (within the tools) are allowed. */
	operations: z.array(z.string().max(200)).max(200).optional()
});
export type Connection = z.infer<typeof connection>;

export const BUILT_IN_CONNECTIONS: Record<'app' | 'agent', Connection> = {
	app: {
		id: 'app',
		label: 'Screenshelf app',
		tools: ['svc_find', 'svc_create', 'svc_update', 'svc_delete', 'svc_lookup', 'svc_describe']
	},
	agent: {
		id: 'agent',
		label: 'AI agent in this browser',
		tools: ['svc_find', 'svc_lookup', 'svc_describe']
	}
};
