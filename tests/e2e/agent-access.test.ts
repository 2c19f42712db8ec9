// Agent access where the browser offers agents no tools (no WebMCP): the app works as before, the
// grants are kept for later, and Delete asks first. With Chromium's own WebMCP: webmcp-agent.test.ts.
import { AgentAccess } from './pages/agent-access';
import { SettingsPage } from './pages/settings';
import { expect, test } from './support/fixtures';

test('without WebMCP the app works as before, and the permissions are kept for later', async ({ page, checkA11y }) => {
	const agent = new AgentAccess(page);
	const settings = new SettingsPage(page);
	await settings.goto();
	await expect(agent.offer).toHaveText(
		'This browser does not offer tools to AI agents (WebMCP). Chromium does when started with --enable-features=WebMCP. What you allow here applies once it does.'
	);
	// Switches no agent can use yet stay folded, a line instead of a screen.
	await expect(agent.toolSwitch('Update')).toBeHidden();
	await agent.unfoldGrants();
	await agent.toolSwitch('Update').click();
	await expect(agent.saved).toHaveText('Saved: the agent may use Find, Update, Look up, Describe.');
	// The unfolded list stays open as switches change.
	await expect(agent.toolSwitch('Update')).toBeChecked();
	await page.reload();
	await agent.unfoldGrants();
	await expect(agent.toolSwitch('Update')).toBeChecked();

	// Delete asks first: cancelled, nothing is granted; allowed, it is.
	await agent.toolSwitch('Delete').click();
	await expect(agent.deleteDialog).toBeVisible();
	await checkA11y();
	await agent.deleteDialog.getByRole('button', { name: 'Cancel' }).click();
	await expect(agent.deleteDialog).toBeHidden();
	await expect(agent.toolSwitch('Delete')).not.toBeChecked();
	await agent.toolSwitch('Delete').click();
	await agent.deleteDialog.getByRole('button', { name: 'Allow deleting' }).click();
	await expect(agent.saved).toHaveText('Saved: the agent may use Find, Update, Delete, Look up, Describe.');
	await expect(agent.toolSwitch('Delete')).toBeChecked();
	// The fixture fails the test on any console error or page error.
});
