/** Connections: who calls the gateway and which tools and operations each may use (DESIGN 7). */
import { z } from 'zod/mini';
import { toolName } from './tools';

export const connection = z.object({
	id: z.string().check(z.minLength(1), z.maxLength(100)),
	label: z.string().check(z.minLength(1), z.maxLength(200)),
	tools: z.array(toolName).check(z.maxLength(6)),
	/** When present, only these operations (within the tools) are allowed. */
	operations: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(200)))
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
