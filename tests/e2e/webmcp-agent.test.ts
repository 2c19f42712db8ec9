// Agent access through Chromium's own WebMCP (the `webmcp` project): an agent is offered the tools
// the user allows in Settings, in every open tab; its changes show in the app at once; what is not
// allowed, or not valid, fails as a tool call with the gateway's error; a cancelled call stops.
import { AgentAccess } from './pages/agent-access';
import { DiaryPage } from './pages/diary';
import { LibraryPage } from './pages/library';
import { SettingsPage } from './pages/settings';
import { expect, test } from './support/fixtures';
import { useMockTmdb } from './support/mock-tmdb';
import { useMockCatalog } from './support/pwa';

const READ_TOOLS = ['svc_describe', 'svc_find', 'svc_lookup'];
const mock = useMockTmdb();

test('an agent gets the tools the user allows in every tab, and its changes show in the app at once', async ({ page, context, shot, checkA11y }) => {
	test.slow();
	const agent = new AgentAccess(page);
	const settings = new SettingsPage(page);
	const library = new LibraryPage(page);

	// By default: find, look up and describe, read-only, with schemas of { operation, input }.
	await library.goto('movie');
	await expect.poll(() => agent.toolNames()).toEqual(READ_TOOLS);
	for (const name of READ_TOOLS) {
		const tool = await agent.tool(name);
		expect(tool.annotations, name).toEqual({ readOnly: true });
		expect(tool.description, name).toContain("user's film and TV diary");
		expect(tool.inputSchema, name).toMatchObject({ type: 'object', additionalProperties: false });
	}
	expect((await agent.tool('svc_find')).inputSchema).toMatchObject({
		required: ['operation'],
		properties: { operation: { type: 'string', enum: expect.arrayContaining(['movies_queryMovieRecords']) }, input: { type: 'object' } }
	});

	const described = await agent.execute('svc_describe', {});
	expect(described.data.tools.map((t: { name: string }) => t.name)).toEqual(['svc_find', 'svc_lookup', 'svc_describe']);
	expect(await agent.execute('svc_find', { operation: 'movies_queryMovieRecords', input: {} })).toEqual({ ok: true, data: expect.objectContaining({ items: [] }) });

	// Outside the grant, or not valid: a failed call, with the gateway's code and message.
	await expect(agent.execute('svc_describe', { operation: 'movies_deleteMovieRecord' })).rejects.toThrow('invocation failed');
	const denied = await agent.invoke('svc_describe', { operation: 'movies_deleteMovieRecord' });
	expect(denied).toMatchObject({ status: 'Error', error: { code: 'permission_denied', message: expect.stringContaining('movies_deleteMovieRecord') } });
	const extra = await agent.invoke('svc_find', { operation: 'movies_queryMovieRecords', input: {}, limit: 5 });
	expect(extra).toMatchObject({ status: 'Error', error: { code: 'invalid_input', issues: [{ path: 'limit' }] } });
	expect(await agent.invoke('svc_find', { operation: 'movies_queryMovieRecords', input: {} })).toMatchObject({ status: 'Completed', output: { ok: true } });

	// A second tab offers the same tools, and follows the grant as the first does.
	const other = new AgentAccess(await context.newPage());
	await new LibraryPage(other.page).goto('tv');
	await expect.poll(() => other.toolNames()).toEqual(READ_TOOLS);

	// The user grants create in Settings; the tool is offered at once, in both tabs.
	await settings.goto();
	await expect(agent.offer).toHaveText('Offered to agents now: Find, Look up, Describe.');
	await agent.toolSwitch('Create').click();
	await expect(agent.saved).toHaveText('Saved: the agent may use Find, Create, Look up, Describe.');
	await expect.poll(() => agent.toolNames()).toEqual(['svc_create', ...READ_TOOLS]);
	await expect.poll(() => other.toolNames()).toEqual(['svc_create', ...READ_TOOLS]);
	expect((await agent.tool('svc_create')).annotations).toBeUndefined();
	await checkA11y();
	await shot('settings-create-granted');

	// A quick save by the agent appears in the open Library without a reload; a watch log in the Diary.
	await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Library' }).click();
	await library.tab('Movies').click();
	await expect(library.waysIn).toBeVisible();
	const saved = await agent.execute('svc_create', { operation: 'movies_upsertMovieRecord', input: { providerId: '603' } });
	expect(saved).toMatchObject({ ok: true, data: { created: true, record: { id: 'movie:tmdb:603', title: 'The Matrix' } } });
	await expect(library.cards.filter({ hasText: 'The Matrix' })).toHaveCount(1);
	const diary = new DiaryPage(page);
	await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Diary' }).click();
	await expect(diary.emptyDiary).toBeVisible();
	const log = { mediaRecordId: 'movie:tmdb:603', watchedOn: '2024-05-01', rating: 'love', notes: 'Logged by an agent.' };
	expect(await other.execute('svc_create', { operation: 'movies_addMovieWatchLog', input: { log } })).toMatchObject({ ok: true, data: { created: true } });
	await expect(diary.rows).toHaveCount(1);
	await expect(diary.rows.first()).toContainText('The Matrix');

	// Settings lists what the agent changed in this tab.
	await page.getByRole('link', { name: 'Settings' }).click();
	await expect(agent.activity).toHaveCount(1);
	await expect(agent.activity.nth(0)).toContainText('Added movie: The Matrix');

	// Access turned off withdraws every tool, in every tab; the grant outlives a reload.
	await agent.section.getByRole('button', { name: 'Turn agent access off' }).click();
	await expect(agent.offer).toHaveText('Agent access is off: no tools are offered.');
	await expect.poll(() => agent.toolNames()).toEqual([]);
	await expect.poll(() => other.toolNames()).toEqual([]);
	await page.reload();
	await expect(agent.offer).toHaveText('Agent access is off: no tools are offered.');
	expect(await agent.toolNames()).toEqual([]);
});

test('operations can be switched one by one, and a refused one fails as a tool call', async ({ page }) => {
	const agent = new AgentAccess(page);
	await new SettingsPage(page).goto();
	await expect.poll(() => agent.toolNames()).toEqual(READ_TOOLS);

	const findOperations = agent.section.locator('summary').filter({ hasText: 'of Find' });
	await expect(findOperations).toHaveText('All 17 operations of Find');
	await findOperations.click();
	// The box keeps showing the saved grant until the change is saved, so it is clicked (uncheck()
	// would demand the new state at once) and then awaited.
	const stats = agent.section.getByRole('checkbox', { name: /movies_queryMovieStats/ });
	await stats.click();
	await expect(stats).not.toBeChecked();
	await expect(findOperations).toHaveText('16 of 17 operations of Find');
	await expect
		.poll(async () => ((await agent.tool('svc_find')).inputSchema as { properties: { operation: { enum: string[] } } }).properties.operation.enum)
		.not.toContain('movies_queryMovieStats');
	const refused = await agent.invoke('svc_find', { operation: 'movies_queryMovieStats', input: {} });
	expect(refused).toMatchObject({ status: 'Error', error: { code: 'permission_denied' } });

	await agent.section.getByRole('button', { name: 'Restore defaults' }).click();
	await expect(findOperations).toHaveText('All 17 operations of Find');
	await expect.poll(async () => (await agent.execute('svc_find', { operation: 'movies_queryMovieStats', input: {} })).ok).toBe(true);
});

test('a call the agent cancels stops, and saves nothing', async ({ page }) => {
	await useMockCatalog(page, mock.current);
	const agent = new AgentAccess(page);
	await agent.toolSwitch('Create').click();
	await expect.poll(() => agent.toolNames()).toContain('svc_create');

	// TMDB is slow to answer: the agent gives up on the quick save while it waits.
	mock.current.setFault({ kind: 'slow', delayMs: 1_000, path: '/movie/603', times: 1 });
	const answered = page.waitForResponse((r) => r.url().includes('/movie/603'));
	const asked = () => expect.poll(() => mock.current.requests.some((r) => r.path.startsWith('/movie/603'))).toBe(true);
	const call = await agent.invoke('svc_create', { operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }, asked);
	expect(call.status).toBe('Canceled');
	// TMDB's late answer is dropped: a call that went on would have saved the title by now.
	await answered;
	await page.waitForTimeout(500);
	expect(await agent.execute('svc_find', { operation: 'movies_queryMovieRecords', input: {} })).toMatchObject({ ok: true, data: { items: [] } });
	expect(await agent.execute('svc_create', { operation: 'movies_upsertMovieRecord', input: { providerId: '603' } })).toMatchObject({ ok: true, data: { created: true } });
	await expect(agent.activity).toHaveCount(1);
});
