// Agent access: an in-browser AI agent (a stand-in WebMCP model context) is offered the tools the
// user allows in Settings, its changes show in the open app at once, and what is not allowed is
// refused and changes nothing.
import { AgentAccess } from './pages/agent-access';
import { DiaryPage } from './pages/diary';
import { LibraryPage } from './pages/library';
import { SettingsPage } from './pages/settings';
import { expect, test } from './support/fixtures';

const READ_TOOLS = ['svc_describe', 'svc_find', 'svc_lookup'];

test('an agent gets the tools the user allows, and its changes show in the app at once', async ({ page, shot, checkA11y }) => {
	test.slow();
	const agent = new AgentAccess(page);
	const settings = new SettingsPage(page);
	const library = new LibraryPage(page);
	await agent.installModelContext();

	// By default: find, look up and describe, read-only, with schemas of { operation, input }.
	await library.goto('movie');
	await expect.poll(() => agent.toolNames()).toEqual(READ_TOOLS);
	for (const name of READ_TOOLS) {
		const tool = await agent.tool(name);
		expect(tool.annotations, name).toEqual({ readOnlyHint: true });
		expect(tool.description, name).toContain("user's film and TV diary");
		expect(tool.inputSchema, name).toMatchObject({ type: 'object', additionalProperties: false });
	}
	const find = await agent.tool('svc_find');
	expect(find.description).toContain('Takes { operation, input }');
	expect(find.description).toContain('Call svc_describe first');
	expect(find.inputSchema).toMatchObject({
		required: ['operation'],
		properties: { operation: { type: 'string', enum: expect.arrayContaining(['movies_queryMovieRecords']) }, input: { type: 'object' } }
	});

	const described = await agent.execute('svc_describe', {});
	expect(described.ok).toBe(true);
	expect(described.data.tools.map((t: { name: string }) => t.name)).toEqual(['svc_find', 'svc_lookup', 'svc_describe']);
	expect(described.data.operations.map((o: { name: string }) => o.name)).not.toContain('movies_upsertMovieRecord');
	const records = await agent.execute('svc_find', { operation: 'movies_queryMovieRecords', input: {} });
	expect(records).toEqual({ ok: true, data: expect.objectContaining({ items: [] }) });

	// The user grants create in Settings; the tool is offered at once.
	await settings.goto();
	await expect(agent.offer).toHaveText('Offered to agents now: Find, Look up, Describe.');
	await expect(agent.toolSwitch('Create')).not.toBeChecked();
	await agent.toolSwitch('Create').click();
	await expect(agent.saved).toHaveText('Saved: the agent may use Find, Create, Look up, Describe.');
	await expect(agent.toolSwitch('Create')).toBeChecked();
	await expect.poll(() => agent.toolNames()).toEqual(['svc_create', ...READ_TOOLS]);
	expect((await agent.tool('svc_create')).annotations).toEqual({ readOnlyHint: false });
	await checkA11y();
	await shot('settings-create-granted');

	// A quick save by the agent appears in the open Library without a reload.
	await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Library' }).click();
	await library.tab('Movies').click();
	await expect(library.goToDiscover).toBeVisible();
	const saved = await agent.execute('svc_create', { operation: 'movies_upsertMovieRecord', input: { providerId: '603' } });
	expect(saved).toMatchObject({ ok: true, data: { created: true, record: { id: 'movie:tmdb:603', title: 'The Matrix' } } });
	await expect(library.cards.filter({ hasText: 'The Matrix' })).toHaveCount(1);

	// So does a watch log in the open Diary.
	const diary = new DiaryPage(page);
	await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Diary' }).click();
	await expect(diary.emptyDiary).toBeVisible();
	const log = { mediaRecordId: 'movie:tmdb:603', watchedOn: '2024-05-01', rating: 'love', notes: 'Logged by an agent.' };
	const logged = await agent.execute('svc_create', { operation: 'movies_addMovieWatchLog', input: { log } });
	expect(logged).toMatchObject({ ok: true, data: { created: true } });
	await expect(diary.rows).toHaveCount(1);
	await expect(diary.rows.first()).toContainText('The Matrix');
	await shot('diary-after-agent-log');

	// Settings lists what the agent changed.
	await page.getByRole('link', { name: 'Settings' }).click();
	await expect(agent.activity).toHaveCount(2);
	await expect(agent.activity.nth(0)).toContainText('Added movie watch log: The Matrix');
	await expect(agent.activity.nth(1)).toContainText('Added movie: The Matrix');

	// Delete asks first; cancelled, nothing is granted.
	await agent.toolSwitch('Delete').click();
	await expect(agent.deleteDialog).toBeVisible();
	await checkA11y();
	await shot('delete-confirmation');
	await agent.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(agent.deleteDialog).toBeHidden();
	await expect(agent.toolSwitch('Delete')).not.toBeChecked();
	expect(await agent.toolNames()).not.toContain('svc_delete');

	// Granted and withdrawn again: an agent still holding the tool is refused, and nothing is deleted.
	await agent.toolSwitch('Delete').click();
	await agent.deleteDialog.getByRole('button', { name: 'Allow deleting' }).click();
	await expect(agent.toolSwitch('Delete')).toBeChecked();
	await expect.poll(() => agent.toolNames()).toContain('svc_delete');
	await agent.toolSwitch('Delete').click();
	await expect(agent.toolSwitch('Delete')).not.toBeChecked();
	await expect.poll(() => agent.toolNames()).toEqual(['svc_create', ...READ_TOOLS]);
	const denied = await agent.execute('svc_delete', { operation: 'movies_deleteMovieRecord', input: { mediaRecordId: 'movie:tmdb:603' } }, { held: true });
	expect(denied).toMatchObject({ ok: false, error: { code: 'permission_denied' } });
	expect((await agent.execute('svc_describe', { operation: 'movies_deleteMovieRecord' })).error?.code).toBe('permission_denied');
	const still = await agent.execute('svc_find', { operation: 'movies_queryMovieRecords', input: {} });
	expect(still.data.items.map((r: { id: string }) => r.id)).toEqual(['movie:tmdb:603']);
	await expect(agent.activity).toHaveCount(2);

	// The grant outlives a reload.
	await page.reload();
	await expect(agent.toolSwitch('Create')).toBeChecked();
	await expect.poll(() => agent.toolNames()).toEqual(['svc_create', ...READ_TOOLS]);
});

test('operations can be switched one by one, and access turned off and restored', async ({ page }) => {
	const agent = new AgentAccess(page);
	await agent.installModelContext();
	const settings = new SettingsPage(page);
	await settings.goto();
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
	const find = await agent.tool('svc_find');
	expect((find.inputSchema as { properties: { operation: { enum: string[] } } }).properties.operation.enum).not.toContain('movies_queryMovieStats');
	expect((await agent.execute('svc_find', { operation: 'movies_queryMovieStats', input: {} })).error?.code).toBe('permission_denied');

	await agent.section.getByRole('button', { name: 'Turn agent access off' }).click();
	await expect(agent.offer).toHaveText('Agent access is off: no tools are offered.');
	await expect.poll(() => agent.toolNames()).toEqual([]);
	await agent.section.getByRole('button', { name: 'Restore defaults' }).click();
	await expect(agent.toolSwitch('Find')).toBeChecked();
	await expect.poll(() => agent.toolNames()).toEqual(READ_TOOLS);
	expect((await agent.execute('svc_find', { operation: 'movies_queryMovieStats', input: {} })).ok).toBe(true);
});

test('without WebMCP the app works as before, and the permissions are kept for later', async ({ page }) => {
	const agent = new AgentAccess(page);
	const settings = new SettingsPage(page);
	await settings.goto();
	await expect(agent.offer).toHaveText('This browser does not offer tools to AI agents (WebMCP). What you allow here applies once it does.');
	// Switches no agent can use yet stay folded, a line instead of a screen.
	await expect(agent.toolSwitch('Update')).toBeHidden();
	await agent.unfoldGrants();
	await agent.toolSwitch('Update').click();
	await expect(agent.saved).toHaveText('Saved: the agent may use Find, Update, Look up, Describe.');
	await page.reload();
	await agent.unfoldGrants();
	await expect(agent.toolSwitch('Update')).toBeChecked();
	// The fixture fails the test on any console error or page error.
});
