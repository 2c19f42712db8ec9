// "On my services" on a phone (and a desktop): the want-to-watch shelf says it needs the person's
// services, then which titles were never checked (offline: that they can be checked once back
// online), checks them with progress and shows those on the services, still offline after; Discover
// lists only what streams on them, and never narrows a search silently.
import { importThroughSettings, libraryFile } from './pages/seed';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

const FILE = libraryFile(
	[
		{ kind: 'movie', providerId: '603', title: 'The Matrix', status: 'want_to_watch' },
		{ kind: 'movie', providerId: '550', title: 'Fight Club', status: 'want_to_watch' },
		{ kind: 'movie', providerId: '389', title: '12 Angry Men', status: 'want_to_watch' },
		{ kind: 'movie', providerId: '348', title: 'Alien', status: 'want_to_watch' },
		{ kind: 'movie', providerId: '155', title: 'The Dark Knight', status: 'watched' }
	],
	[]
);

test('the want-to-watch shelf and Discover, on my services', async ({ page, context, shot, checkA11y }) => {
	await importThroughSettings(page, FILE);

	await page.goto('/?kind=movie&status=want_to_watch');
	const toggle = page.getByRole('switch', { name: 'On my services' });
	await toggle.check();
	await expect(page.getByRole('heading', { name: 'Which streaming services do you have?' })).toBeVisible();
	await page.getByRole('link', { name: 'Pick my services' }).click();
	const services = page.getByRole('region', { name: 'My streaming services' });
	for (const name of ['Max', 'Hulu']) {
		await services.getByRole('checkbox', { name, exact: true }).check();
		await expect(services.getByRole('checkbox', { name, exact: true })).toBeChecked();
	}
	// A box shows its tick before the setting is stored: read them back from a fresh page first.
	await page.reload();
	for (const name of ['Max', 'Hulu']) await expect(services.getByRole('checkbox', { name, exact: true })).toBeChecked();

	await page.goto('/?kind=movie&status=want_to_watch&mine=1');
	const summary = page.getByRole('status').filter({ hasText: 'you want to watch' });
	await expect(summary).toContainText('0 of 4 movies you want to watch are on Hulu and Max.');
	await expect(summary).toContainText('4 titles were never checked for where they stream, so they are not shown.');
	// Offline, nothing can be checked: it says so instead of offering to.
	await context.setOffline(true);
	await expect(summary).toContainText('they can be checked when you are back online');
	await expect(page.getByRole('button', { name: /^Check/ })).toHaveCount(0);
	await shot('shelf-unchecked-offline');
	await context.setOffline(false);

	await page.getByRole('button', { name: 'Check these 4 now' }).click();
	await expect(summary).toContainText('3 of 4 movies you want to watch are on Hulu and Max.');
	const shelf = page.getByRole('list', { name: 'Your movies on your services' });
	await expect(shelf.getByRole('listitem')).toHaveText([/Alien[\s\S]*On Hulu/, /Fight Club[\s\S]*On Hulu/, /The Matrix[\s\S]*On Max/]);
	await expect(page.getByTestId('justwatch-attribution')).toBeVisible();
	await checkA11y();
	await shot('shelf-on-my-services');

	// What was checked is kept on the device: offline, the filter still answers.
	await context.setOffline(true);
	await toggle.uncheck();
	await expect(page.getByRole('list', { name: 'Your movies' })).toContainText('12 Angry Men');
	await toggle.check();
	await expect(shelf.getByRole('listitem')).toHaveCount(3);
	await context.setOffline(false);

	await page.goto('/discover?kind=movie');
	await page.getByRole('switch', { name: 'On my services' }).check();
	await expect(page).toHaveURL(/mine=1/);
	await expect(page.getByRole('heading', { name: 'Popular movies on your services' })).toBeVisible();
	await expect(page.getByText('13 titles')).toBeVisible();
	const cards = page.locator('.grid > li');
	await expect(cards.first()).toContainText('The Dark Knight');
	await expect(page.locator('.grid')).not.toContainText('Inception');
	// Only the lists that can be narrowed are offered.
	await expect(page.getByRole('navigation', { name: 'Lists' }).getByRole('link')).toHaveText(['Popular', 'Top rated']);
	await checkA11y();
	await shot('discover-on-my-services');

	// A search looks through everything, and the switch is not offered beside it.
	await page.getByRole('searchbox').fill('inception');
	await expect(page.getByRole('heading', { name: 'Results for “inception”' })).toBeVisible();
	await expect(page.getByRole('switch', { name: 'On my services' })).toHaveCount(0);
});
