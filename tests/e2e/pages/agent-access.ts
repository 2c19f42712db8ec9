/**
 * An in-browser AI agent, played by a stand-in for the page's WebMCP model context (the current
 * draft: `document.modelContext.registerTool(tool, { signal })`, unregistered by aborting), and
 * the Connections section of Settings where the user decides what it may do.
 */
import type { Locator, Page } from '@playwright/test';

export interface OfferedTool {
	name: string;
	title?: string;
	description: string;
	inputSchema?: Record<string, unknown>;
	annotations?: { readOnlyHint?: boolean };
}

export interface ToolResult {
	ok: boolean;
	data?: any;
	error?: { code: string; message: string };
}

interface StandIn {
	/** The tools registered now. */
	tools: Map<string, OfferedTool & { execute: (input: object) => Promise<unknown> }>;
	/** The last registration of each name, kept as an agent would keep a tool it had listed. */
	held: Map<string, OfferedTool & { execute: (input: object) => Promise<unknown> }>;
}

declare global {
	interface Window {
		__webmcp: StandIn;
	}
}

export class AgentAccess {
	readonly section: Locator;
	readonly offer: Locator;
	readonly saved: Locator;
	readonly activity: Locator;
	readonly deleteDialog: Locator;

	constructor(readonly page: Page) {
		this.section = page.getByRole('region', { name: 'Connections' });
		this.offer = page.getByTestId('agent-offer');
		this.saved = this.section.getByRole('status');
		this.activity = page.getByTestId('agent-activity').getByRole('listitem');
		this.deleteDialog = page.getByRole('dialog', { name: 'Let the agent delete?' });
	}

	/** Gives every page of this test a model context before the app's scripts run. */
	async installModelContext(): Promise<void> {
		await this.page.addInitScript(() => {
			const tools: StandIn['tools'] = new Map();
			const held: StandIn['held'] = new Map();
			const registerTool = (tool: StandIn['tools'] extends Map<string, infer T> ? T : never, options: { signal?: AbortSignal } = {}) => {
				if (tools.has(tool.name)) return Promise.reject(new DOMException(`${tool.name} is already registered`, 'InvalidStateError'));
				if (options.signal?.aborted) return Promise.reject(options.signal.reason);
				tools.set(tool.name, tool);
				held.set(tool.name, tool);
				options.signal?.addEventListener('abort', () => {
					if (tools.get(tool.name) === tool) tools.delete(tool.name);
				});
				return Promise.resolve();
			};
			Object.defineProperty(document, 'modelContext', { configurable: true, value: { registerTool } });
			window.__webmcp = { tools, held };
		});
	}

	/** The names of the tools registered now, sorted. */
	toolNames(): Promise<string[]> {
		return this.page.evaluate(() => [...window.__webmcp.tools.keys()].sort());
	}

	/** A registered tool as an agent lists it: everything but execute, through JSON as the draft does. */
	tool(name: string): Promise<OfferedTool> {
		return this.page.evaluate((n) => {
			const tool = window.__webmcp.tools.get(n);
			if (!tool) throw new Error(`${n} is not registered`);
			const { execute: _, ...listed } = tool;
			return JSON.parse(JSON.stringify(listed)) as OfferedTool;
		}, name);
	}

	/** Calls a registered tool, or with `held` the last one registered under that name, as an agent would. */
	execute(name: string, input: object, { held = false } = {}): Promise<ToolResult> {
		return this.page.evaluate(
			async ([n, i, h]) => {
				const tool = (h ? window.__webmcp.held : window.__webmcp.tools).get(n);
				if (!tool) throw new Error(`${n} is not registered`);
				return JSON.parse(JSON.stringify(await tool.execute(i))) as ToolResult;
			},
			[name, input, held] as const
		);
	}

	/** Unfolds the agent's switches in Settings, folded while the browser offers agents no tools. */
	async unfoldGrants(): Promise<void> {
		const unfold = this.section.getByText('Choose what the agent may do', { exact: true });
		await unfold.waitFor();
		if (!(await this.toolSwitch('Find').isVisible())) await unfold.click();
	}

	/** The switch of one tool in Settings, by its label: Find, Create, Update, Delete, Look up, Describe. */
	toolSwitch(label: string): Locator {
		return this.section.getByRole('switch', { name: label, exact: true });
	}
}
