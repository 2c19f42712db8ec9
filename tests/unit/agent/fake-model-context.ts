/** A stand-in for the page's WebMCP model context, as the current draft and earlier ones behave. */
import type { ModelContext, ModelContextTool } from '../../../src/lib/agent/model-context';

export interface FakeModelContext extends ModelContext {
	readonly tools: Map<string, ModelContextTool>;
	/** Registrations ever made, in order, removed ones included. */
	readonly log: string[];
}

/** The current draft: registerTool returns a promise, refuses a taken name, unregisters on abort. */
export function draftModelContext(): FakeModelContext {
	const tools = new Map<string, ModelContextTool>();
	const log: string[] = [];
	return {
		tools,
		log,
		registerTool(tool, options) {
			if (tools.has(tool.name)) return Promise.reject(new DOMException(`${tool.name} is taken`, 'InvalidStateError'));
			tools.set(tool.name, tool);
			log.push(`+${tool.name}`);
			options?.signal?.addEventListener('abort', () => {
				tools.delete(tool.name);
				log.push(`-${tool.name}`);
			});
			return Promise.resolve();
		}
	};
}

/** An early preview: registerTool returns nothing, ignores signals, and unregisterTool takes the name. */
export function legacyModelContext(): FakeModelContext {
	const tools = new Map<string, ModelContextTool>();
	const log: string[] = [];
	return {
		tools,
		log,
		registerTool(tool) {
			if (tools.has(tool.name)) throw new DOMException(`${tool.name} is taken`, 'InvalidStateError');
			tools.set(tool.name, tool);
			log.push(`+${tool.name}`);
		},
		unregisterTool(name) {
			tools.delete(name);
			log.push(`-${name}`);
		}
	};
}
