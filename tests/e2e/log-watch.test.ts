// The log-a-watch page: a dated watch or one whose date is not remembered, where and with whom,
// a rating and notes; TV ranges picked from the catalog's seasons; and bad input shown at the
// field at fault.
import { saveFromCatalog } from './pages/catalog-save';
import { LogWatchPage } from './pages/log-watch';
import { TitlePage } from './pages/title';
import { expect, test } from './support/fixtures';

const BREAKING_BAD = 'tv:tmdb:1396';
const MATRIX = 'movie:tmdb:603';

test('a movie watch: date, streaming service, place, a person added on the spot, rating and notes', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	const title = new TitlePage(page);
	await title.goto('movie', MATRIX);
	await title.logAWatch.click();

	const log = new LogWatchPage(page);
	await expect(log.heading).toHaveText('Log a watch');
	await expect(page).toHaveTitle('Log a watch · The Matrix · Screenshelf');
	await expect(log.platform('Cinema')).toBeChecked();
	await expect(log.today).toHaveAttribute('aria-pressed', 'true');
	await expect(log.dateHint).toHaveCount(0);
	await expect(log.service).toHaveCount(0);
	await shot('log-movie-new');
	await checkA11y();

	await log.date.fill('2024-06-01');
	await log.platform('Streaming').check();
	await log.service.fill('Netflix');
	await log.country.fill('India');
	await log.place.fill('Home');
	await log.newPerson.fill('Ana');
	await log.addPerson.click();
	await expect(log.companion('Ana')).toBeChecked();
	await log.rating.getByRole('button', { name: 'Like', exact: true }).click();
	await log.notes.fill('Watched with the subtitles on.');
	await shot('log-movie-filled');
	await checkA11y();
	await log.save.click();

	await expect(title.heading('The Matrix')).toBeVisible();
	const row = title.logRow('June 1, 2024');
	await expect(row).toContainText('Streaming · Netflix · Home · with Ana');
	await expect(row).toContainText('Like');
	await expect(row).toContainText('Watched with the subtitles on.');
	await expect(title.status('Watched')).toHaveAttribute('aria-pressed', 'true');

	await row.getByRole('link', { name: /^Edit/ }).click();
	await expect(log.heading).toHaveText('Edit a watch');
	await expect(log.date).toHaveValue('2024-06-01');
	await expect(log.platform('Streaming')).toBeChecked();
	await expect(log.service).toHaveValue('Netflix');
	await expect(log.country).toHaveValue('India');
	await expect(log.place).toHaveValue('Home');
	await expect(log.companion('Ana')).toBeChecked();
	await expect(log.rating.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute('aria-pressed', 'true');
	await log.companion('Ana').uncheck();
	await log.platform('Cinema').check();
	await log.saveChanges.click();
	await expect(title.logRow('June 1, 2024')).toContainText('Cinema · Home');
	await expect(title.logRow('June 1, 2024')).not.toContainText('Ana');
});

test('a watch whose date is not remembered is marked as defaulted, and stays so until a date is picked', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'movie', 'Matrix', 'The Matrix');
	const log = new LogWatchPage(page);
	await log.goto('movie', MATRIX);
	await log.dateUnknown.check();
	await expect(log.dateHint).toHaveText('It goes in the diary on March 31, 1999, the release date, marked “date unknown”.');
	await log.save.click();

	const title = new TitlePage(page);
	const row = title.logRow('March 31, 1999');
	await expect(row).toContainText('Date unknown, defaulted');

	await row.getByRole('link', { name: /^Edit/ }).click();
	await expect(log.dateUnknown).toBeChecked();
	await expect(log.dateHint).toHaveText('Kept on March 31, 1999 and marked “date unknown”. Untick to pick the real date.');
	await expect(log.date).toBeDisabled();
	await shot('log-defaulted');
	await checkA11y();
	await log.notes.fill('No idea when, but it was the first time.');
	await log.saveChanges.click();
	await expect(title.logRow('March 31, 1999')).toContainText('Date unknown, defaulted');
	await expect(title.logRow('March 31, 1999')).toContainText('No idea when');

	await title.logRow('March 31, 1999').getByRole('link', { name: /^Edit/ }).click();
	await log.dateUnknown.uncheck();
	await log.date.fill('2001-02-03');
	await expect(log.dateHint).toHaveCount(0);
	await log.saveChanges.click();
	await expect(title.logRow('February 3, 2001')).not.toContainText('Date unknown');
	await expect(title.logRow('February 3, 2001')).toContainText('No idea when');
});

test('a TV watch: the range comes from the catalog; not remembering the date files it on its last episode’s air date', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const title = new TitlePage(page);
	await title.goto('tv', BREAKING_BAD);
	await title.logAWatch.click();

	const log = new LogWatchPage(page);
	// A new watch starts at the next episode, with its air date.
	await expect(log.fromSeason).toHaveValue('1');
	await expect(log.fromEpisode).toHaveValue('1');
	await expect(log.airDate).toHaveValue('2008-01-20');
	// A series starts on television, not at the cinema (the spec's default platform).
	await expect(log.platform('Television')).toBeChecked();
	await log.dateUnknown.check();
	await expect(log.dateHint).toContainText('January 20, 2008, the episode’s air date');
	await log.toEpisode.selectOption({ value: '3' });
	await expect(log.airDate).toHaveValue('2008-02-10');
	await expect(log.dateHint).toContainText('February 10, 2008');
	await shot('log-tv-range');
	await checkA11y();
	await log.save.click();

	await expect(title.progress).toHaveText('Next: S1 E4');
	await expect(title.logRow('S1 E1–E3')).toContainText('February 10, 2008');
	await expect(title.logRow('S1 E1–E3')).toContainText('Television');
});

test('bad input shows at the field: a range that ends before it starts, a country not on the list, a missing date or one to come', async ({ page, shot, checkA11y }) => {
	test.setTimeout(60_000);
	await saveFromCatalog(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	const log = new LogWatchPage(page);
	await log.goto('tv', BREAKING_BAD);
	await log.fromEpisode.selectOption({ value: '5' });
	await log.toSeason.selectOption({ value: '1' });
	await log.toEpisode.selectOption({ value: '2' });
	await log.save.click();

	await expect(log.toEpisode).toHaveAttribute('aria-invalid', 'true');
	await expect(log.toEpisode).toHaveAccessibleDescription('Must not be before the first episode within one season.');
	await expect(page).toHaveURL(/\/log$/);
	await shot('log-bad-input');
	await checkA11y();

	// Checked before anything is sent: a country that is not on the list, an emptied date, a date to come.
	await log.toEpisode.selectOption({ value: '7' });
	await log.country.fill('Narnia');
	await log.date.fill('');
	await log.save.click();
	await expect(log.country).toHaveAttribute('aria-invalid', 'true');
	await expect(log.country).toHaveAccessibleDescription(/Pick a country from the list, or leave it empty\./);
	await expect(log.date).toHaveAccessibleDescription('Pick the day you watched it, or tick “I don’t remember the date”.');
	await expect(page).toHaveURL(/\/log$/);

	// A day still to come, typed past the date picker's limit.
	await log.date.fill('2099-03-01');
	await log.save.click();
	await expect(log.date).toHaveAccessibleDescription('That day is still to come: pick today or an earlier day.');
	await expect(page).toHaveURL(/\/log$/);

	await log.country.fill('');
	await log.today.click();
	await log.save.click();
	const title = new TitlePage(page);
	await expect(title.progress).toHaveText('Next: S2 E1');
	await expect(title.logRow('S1 E5–E7')).toHaveCount(1);
});
