// From a desktop AI app: any MCP client reaches the library through Google's chrome-devtools-mcp,
// which drives a Chromium started with WebMCP and relays the page's tools over the DevTools
// protocol. Here the official MCP SDK's client plays the app, over stdio, as Claude Desktop does.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createRequire } from 'node:module';
import { expect, test } from './support/fixtures';

const SERVER = createRequire(import.meta.url).resolve('chrome-devtools-mcp/build/src/bin/chrome-devtools-mcp.js');

/** The text chrome-devtools-mcp answers a call with. */
async function call(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
	const result = await client.callTool({ name, arguments: args });
	const content = result.content as { type: string; text?: string }[];
	expect(result.isError, content[0]?.text).toBeFalsy();
	return content.map((c) => c.text ?? '').join('\n');
}

test('an MCP client lists and calls the read-only tools through chrome-devtools-mcp, and is refused the rest', async ({ baseURL }) => {
	test.slow();
	const client = new Client({ name: 'screenshelf-e2e', version: '1.0.0' });
	await client.connect(
		new StdioClientTransport({
			command: process.execPath,
			args: [
				SERVER,
				`--executablePath=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
				'--headless',
				'--isolated',
				'--chromeArg=--enable-features=WebMCP',
				'--chromeArg=--no-sandbox',
				'--categoryExperimentalWebmcp',
				'--no-usage-statistics',
				'--no-performance-crux'
			],
			stderr: 'ignore'
		})
	);
	try {
		const { tools } = await client.listTools();
		expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['new_page', 'list_webmcp_tools', 'execute_webmcp_tool']));

		const pages = await call(client, 'new_page', { url: `${baseURL}/` });
		const pageId = Number(/^(\d+): .*\[selected\]$/m.exec(pages)?.[1]);
		await expect.poll(async () => (await call(client, 'list_webmcp_tools', { pageId })).match(/name="svc_\w+"/g)).toEqual([
			'name="svc_find"',
			'name="svc_lookup"',
			'name="svc_describe"'
		]);

		const run = async (toolName: string, input: object) =>
			JSON.parse(await call(client, 'execute_webmcp_tool', { pageId, toolName, input: JSON.stringify(input) })) as { status: string; output?: any; error?: string };
		const described = await run('svc_describe', {});
		expect(described.status).toBe('Completed');
		expect(described.output.data.operations.map((o: { name: string }) => o.name)).toContain('movies_queryMovieRecords');
		expect(await run('svc_lookup', { operation: 'movies_searchMovies', input: { query: 'matrix' } })).toMatchObject({
			status: 'Completed',
			output: { ok: true, data: { results: [expect.objectContaining({ title: 'The Matrix', providerId: '603' })] } }
		});
		expect(await run('svc_find', { operation: 'movies_queryMovieRecords', input: {} })).toMatchObject({ status: 'Completed', output: { ok: true, data: { items: [] } } });

		// Outside the grant: the call failed, and says why in the gateway's words.
		const refused = await run('svc_describe', { operation: 'movies_deleteMovieRecord' });
		expect(refused.status).toBe('Error');
		expect(JSON.parse(refused.error!.replace(/^ToolCallFailed: /, ''))).toMatchObject({ code: 'permission_denied', message: expect.stringContaining('movies_deleteMovieRecord') });
	} finally {
		await client.close();
	}
});
