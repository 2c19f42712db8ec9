// People: the directory (add, rename, archive), a person's page with what they recommended
// and what they love or dislike, and the people section of a title page.
import { PeoplePage, PersonPage } from './pages/people';
import { saveFromDiscover } from './pages/seed';
import { expect, test } from './support/fixtures';
import { storedRows } from './support/stored-rows';

test('add people, rename one and archive another; the list stays sorted by name', async ({ page, shot, checkA11y }) => {
	test.slow();
	const people = new PeoplePage(page);
	await people.goto();
	await expect(page.getByRole('heading', { name: 'No people yet' })).toBeVisible();
	await checkA11y();
	await shot('no-people');

	await people.addButton.click();
	await expect(page.getByText('Name must not be empty.')).toBeVisible();
	await expect(people.nameInput).toHaveAttribute('aria-invalid', 'true');

	for (const name of ['Zoë', 'bruno', 'Ana Lima']) await people.add(name);
	await expect(people.rows).toHaveText([/Ana Lima/, /bruno/, /Zoë/]);
	await checkA11y();
	await shot('three-people');

	await people.rename('bruno', 'Bruno Díaz');
	await expect(people.row('Bruno Díaz')).toBeVisible();
	await people.archive('Zoë').click();
	await expect(people.row('Zoë')).toContainText('Archived');
	await expect(people.bringBack('Zoë')).toBeVisible();
	await expect(people.list).toContainText('3 people, 1 archived');
	await checkA11y();
	await shot('renamed-and-archived');

	await page.reload();
	await expect(people.rows).toHaveText([/Ana Lima/, /Bruno Díaz/, /Zoë\s*Archived/]);
	await people.bringBack('Zoë').click();
	await expect(people.archive('Zoë')).toBeVisible();
	await expect(people.row('Zoë')).not.toContainText('Archived');
});

test("a person's page: record a recommendation and a taste, see both, change the recommendation's status", async ({ page, shot, checkA11y }) => {
	test.slow();
	await saveFromDiscover(page, 'movie', 'matrix', 'The Matrix');
	await saveFromDiscover(page, 'tv', 'breaking', 'Breaking Bad');
	const people = new PeoplePage(page);
	await people.goto();
	await people.add('Ana Lima');
	const ana = await people.open('Ana Lima');
	await expect(page).toHaveURL(/\/people\/person%3A[0-9a-f-]+$/);
	await expect(ana.recommended).toContainText('Nothing yet');
	await expect(ana.watchedTogether).toContainText('No watches together yet');
	await checkA11y();
	await shot('new-person');

	await ana.recommend('matr', 'The Matrix', { note: 'Watch it twice' });
	await ana.recommend('break', 'Breaking Bad', { status: 'Watched' });
	await ana.recordTasteFor('Movies', 'alien', 'Alien', 'Favourite');
	await ana.recordTasteFor('TV', 'sher', 'Sherlock', 'Dislike');
	await expect(ana.announcement).toHaveText('Recorded: Sherlock is one of Ana Lima\'s dislikes.');

	await expect(ana.recommended.getByRole('link', { name: 'The Matrix' })).toHaveAttribute('href', `/title/movie/${encodeURIComponent('movie:tmdb:603')}`);
	await expect(ana.recommended).toContainText('“Watch it twice”');
	await expect(ana.recommendationStatus('The Matrix')).toHaveValue('open');
	await expect(ana.recommendationStatus('Breaking Bad')).toHaveValue('watched');
	// Alien is not saved: its link opens the catalog's page of it.
	await expect(ana.favourites.getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/discover/movie/348');
	await expect(ana.dislikes.getByRole('link', { name: 'Sherlock' })).toBeVisible();
	await checkA11y();
	await shot('recommendation-and-tastes');

	await ana.recommendationStatus('The Matrix').selectOption('accepted');
	// The change is stored at once: a reload shows it. (Reloading before the write commits would
	// abort it, so the test waits for it in the database first.)
	await expect.poll(async () => (await storedRows<{ status: string }>(page, 'movieRecommendations')).map((r) => r.status)).toContain('accepted');
	await page.reload();
	await expect(ana.recommendationStatus('The Matrix')).toHaveValue('accepted');
	await expect(page.getByText('2 recommendations · 0 watches together · 2 tastes')).toBeVisible();

	// Removing asks first; keeping changes nothing.
	await page.getByRole('button', { name: 'Remove dislike Sherlock' }).click();
	await page.getByRole('button', { name: 'Keep' }).click();
	await expect(ana.dislikes.getByRole('link', { name: 'Sherlock' })).toBeVisible();
	await page.getByRole('button', { name: 'Remove dislike Sherlock' }).click();
	await shot('asking-before-removing');
	await page.getByRole('button', { name: 'Remove dislike Sherlock' }).click();
	await expect(ana.dislikes).toContainText('No dislikes recorded.');
	await page.getByRole('button', { name: 'Remove recommendation of Breaking Bad' }).click();
	await page.getByRole('button', { name: 'Remove recommendation of Breaking Bad' }).click();
	await expect(ana.recommended.getByRole('link', { name: 'Breaking Bad' })).toHaveCount(0);
	await expect(ana.recommended.getByRole('link', { name: 'The Matrix' })).toBeVisible();
	await checkA11y();
	await shot('after-removals');
});

test("a title page's people section records who recommended it and whose favourite it is", async ({ page, shot, checkA11y }) => {
	test.slow();
	await saveFromDiscover(page, 'movie', 'fight', 'Fight Club');
	const people = new PeoplePage(page);
	await people.goto();
	await people.add('Ana Lima');
	await people.add('Bruno');

	await page.goto(`/title/movie/${encodeURIComponent('movie:tmdb:550')}`);
	const section = page.getByRole('region', { name: 'People' });
	await expect(section).toContainText('No one has recommended this yet.');

	await section.getByRole('button', { name: 'Record a recommendation' }).click();
	await section.getByRole('button', { name: 'Save recommendation' }).click();
	await expect(section.getByText('Choose who recommended it.')).toBeVisible();
	await section.getByLabel('Recommended by').selectOption({ label: 'Bruno' });
	await section.getByLabel('Note').fill('The twist!');
	await section.getByRole('button', { name: 'Save recommendation' }).click();
	await expect(section.getByRole('status')).toHaveText("Bruno's recommendation is recorded.");
	await expect(section.getByRole('link', { name: 'Bruno' })).toBeVisible();
	await expect(section.getByLabel("Status of Bruno's recommendation")).toHaveValue('open');

	await section.getByRole('button', { name: 'Record a taste' }).click();
	await section.getByLabel('Whose taste').selectOption({ label: 'Ana Lima' });
	await section.getByRole('button', { name: 'Save taste' }).click();
	await expect(section.getByRole('status')).toHaveText("Recorded as Ana Lima's favourite.");
	await expect(section.getByRole('listitem').filter({ hasText: 'Ana Lima' })).toContainText('Favourite');
	await section.getByLabel("Status of Bruno's recommendation").selectOption('watched');
	await checkA11y();
	await shot('title-people');

	// Both show on the people's own pages.
	await section.getByRole('link', { name: 'Bruno' }).click();
	const bruno = new PersonPage(page);
	await expect(bruno.heading('Bruno')).toBeVisible();
	await expect(bruno.recommendationStatus('Fight Club')).toHaveValue('watched');
	await expect(bruno.recommended).toContainText('“The twist!”');
	await page.goBack();
	await section.getByRole('link', { name: 'Ana Lima' }).click();
	await expect(bruno.favourites.getByRole('link', { name: 'Fight Club' })).toHaveAttribute('href', `/title/movie/${encodeURIComponent('movie:tmdb:550')}`);
	await checkA11y();
	await shot('favourite-on-person-page');
});

test('a name with no break in it wraps where it is announced, and the page keeps its margins', async ({ page }) => {
	const people = new PeoplePage(page);
	await people.goto();
	await people.add('Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaftschaferswessen');
	await expect(page.getByText(/is in People now\.$/)).toBeVisible();
	const card = (await page.getByRole('form', { name: 'Add a person' }).boundingBox())!;
	expect(card.x + card.width).toBeLessThan(page.viewportSize()!.width - 8);
});
