/**
 * An in-browser AI agent, played through Chromium's own WebMCP (the `webmcp` project starts it
 * with `--enable-features=WebMCP`): Playwright's `page.webmcp` lists and calls the page's tools,
 * and the DevTools protocol's `WebMCP` domain, which chrome-devtools-mcp relays to MCP clients,
 * shows how a call ended and cancels one. Also the Connections section of Settings, where the
 * user decides what the agent may do.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';

export interface ToolResult {
	ok: boolean;
	data?: any;
}

export interface GatewayFailure {
	code: string;
	message: string;
	issues?: { path: string; message: string }[];
}

/** How a call ended, as the DevTools protocol reports it; `error` is the gateway's, read from the failure's text. */
export interface Invocation {
	status: 'Completed' | 'Canceled' | 'Error';
	output?: unknown;
	error?: GatewayFailure;
}

type Responded = { invocationId: string; status: Invocation['status']; output?: unknown; exception?: { description?: string } };

export class AgentAccess {
	readonly section: Locator;
	readonly offer: Locator;
	readonly saved: Locator;
	readonly activity: Locator;
	readonly deleteDialog: Locator;
	private devtools: Promise<CDPSession> | undefined;
	private readonly responded = new Map<string, Responded>();
	private readonly waiting = new Map<string, (r: Responded) => void>();

	constructor(readonly page: Page) {
		this.section = page.getByRole('region', { name: 'Connections' });
		this.offer = page.getByTestId('agent-offer');
		this.saved = this.section.getByRole('status');
		this.activity = page.getByTestId('agent-activity').getByRole('listitem');
		this.deleteDialog = page.getByRole('dialog', { name: 'Let the agent delete?' });
	}

	/** The names of the tools the page offers now, sorted. */
	async toolNames(): Promise<string[]> {
		return (await this.page.webmcp.tools()).map((t) => t.name).sort();
	}

	/** A tool as the browser lists it to agents. */
	async tool(name: string) {
		const tool = (await this.page.webmcp.tools()).find((t) => t.name === name);
		if (!tool) throw new Error(`${name} is not offered`);
		return tool;
	}

	/** Calls a tool as an agent does; a failed call throws. */
	async execute(name: string, input: object): Promise<ToolResult> {
		return (await this.page.webmcp.callTool(name, input as never)) as unknown as ToolResult;
	}

	/**
	 * Calls a tool through the DevTools protocol, as chrome-devtools-mcp does; with `cancelWhen`,
	 * cancels the call once that settles.
	 */
	async invoke(name: string, input: object, cancelWhen?: () => Promise<unknown>): Promise<Invocation> {
		const cdp = await this.session();
		const { frameTree } = await cdp.send('Page.getFrameTree');
		const { invocationId } = await cdp.send('WebMCP.invokeTool', { frameId: frameTree.frame.id, toolName: name, input: input as never });
		if (cancelWhen) {
			await cancelWhen();
			await cdp.send('WebMCP.cancelInvocation', { invocationId });
		}
		const ended = await this.outcome(invocationId);
		const text = ended.exception?.description;
		const error = text?.startsWith('ToolCallFailed: ') ? (JSON.parse(text.slice('ToolCallFailed: '.length)) as GatewayFailure) : undefined;
		return { status: ended.status, ...(ended.output === undefined ? {} : { output: ended.output }), ...(error ? { error } : {}) };
	}

	private session(): Promise<CDPSession> {
		this.devtools ??= this.page
			.context()
			.newCDPSession(this.page)
			.then(async (cdp) => {
				cdp.on('WebMCP.toolResponded', (event) => {
					const ended = event as Responded;
					const waiter = this.waiting.get(ended.invocationId);
					if (waiter) waiter(ended);
					else this.responded.set(ended.invocationId, ended);
				});
				await cdp.send('WebMCP.enable');
				return cdp;
			});
		return this.devtools;
	}

	private outcome(invocationId: string): Promise<Responded> {
		const ended = this.responded.get(invocationId);
		return ended ? Promise.resolve(ended) : new Promise((resolve) => this.waiting.set(invocationId, resolve));
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
