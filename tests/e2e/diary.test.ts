// The Diary: every watch of both kinds, newest first, by month; a period filter; rows that open
// their log; and a long history read a page at a time.
import { DiaryPage } from './pages/diary';
import { importThroughSettings, libraryFile, logWatch, recordId, saveFromDiscover, type Kind } from './pages/seed';
import { expect, test } from './support/fixtures';

// Seeding through other screens (or an import) takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const MATRIX = recordId('movie', '603');
const BREAKING_BAD = recordId('tv', '1396');

test('an empty library: the diary says how to start, and an empty period offers all time', async ({ page, shot, checkA11y }) => {
	const diary = new DiaryPage(page);
	await diary.goto();
	await expect(diary.emptyDiary).toBeVisible();
	await expect(page.getByRole('link', { name: 'Go to Library' })).toHaveAttribute('href', '/');
	await expect(page.getByRole('link', { name: 'Discover titles' })).toHaveAttribute('href', '/discover');
	await expect(diary.quickPick('All time')).toHaveAttribute('aria-pressed', 'true');
	await expect(page).toHaveTitle('Diary · Screenshelf');
	await shot('diary-empty');
	await checkA11y();

	await diary.quickPick('This year').click();
	await expect(diary.emptyPeriod).toBeVisible();
	await expect(page).toHaveURL(/\/diary\?from=\d{4}-01-01&to=\d{4}-12-31$/);
	await expect(diary.quickPick('This year')).toHaveAttribute('aria-pressed', 'true');
	await shot('diary-empty-period');
	await checkA11y();

	await diary.showAllTimeButton.click();
	await expect(diary.emptyDiary).toBeVisible();
	await expect(page).toHaveURL(/\/diary$/);
});

test('watches of both kinds newest first by month; a period narrows them; a row opens its log', async ({ page, shot, checkA11y }) => {
	await saveFromDiscover(page, 'movie', 'Matrix', 'The Matrix');
	await saveFromDiscover(page, 'tv', 'Breaking Bad', 'Breaking Bad');
	await logWatch(page, 'movie', MATRIX, { date: '2024-01-05' });
	await logWatch(page, 'movie', MATRIX, { date: '2024-03-12', rating: 'Love', notes: 'Seen on the big screen again: the lobby scene still lands.' });
	await logWatch(page, 'tv', BREAKING_BAD, { date: '2024-03-20', season: 1, fromEpisode: 1, toEpisode: 5 });

	const diary = new DiaryPage(page);
	await diary.goto();
	await expect(diary.rows).toHaveCount(3);
	expect(await diary.titles()).toEqual(['Breaking Bad', 'The Matrix', 'The Matrix']);
	expect(await diary.dates()).toEqual(['2024-03-20', '2024-03-12', '2024-01-05']);
	await expect(diary.monthHeadings).toHaveText(['March 2024', 'January 2024']);

	const series = diary.rowFor('Breaking Bad');
	await expect(series.getByRole('img', { name: 'Series' })).toBeVisible();
	await expect(series).toContainText('S1 E1–E5');
	const movie = diary.rowFor('The Matrix');
	await expect(movie.getByRole('img', { name: 'Movie' })).toBeVisible();
	await expect(movie.getByRole('img', { name: 'Rated Love' })).toBeVisible();
	await expect(movie).toContainText('Seen on the big screen again');
	await shot('diary-both-kinds');
	await checkA11y();

	await diary.setPeriod('2024-03-01', '2024-03-31');
	await expect(page).toHaveURL(/\/diary\?from=2024-03-01&to=2024-03-31$/);
	await expect(diary.rows).toHaveCount(2);
	await expect(diary.monthHeadings).toHaveText(['March 2024']);
	await expect(diary.endOfList).toHaveText('That’s every watch between March 1, 2024 and March 31, 2024.');

	// A period that ends before it starts is refused, and the message sits at the To field.
	await diary.toInput.fill('2024-02-01');
	await expect(diary.fieldError('To')).toHaveText('To date must not be before from');
	await expect(diary.toInput).toHaveAttribute('aria-invalid', 'true');
	await shot('diary-period-error');
	await checkA11y();

	await diary.quickPick('All time').click();
	await expect(diary.rows).toHaveCount(3);
	await expect(diary.fieldError('To')).toHaveCount(0);

	await diary.setPeriod('2024-03-01', '2024-03-31');
	await expect(diary.rows).toHaveCount(2);
	await diary.linkIn(movie).click();
	await expect(page).toHaveURL(/\/title\/movie\/movie%3Atmdb%3A603\/log\?log=[^&]+$/);
	await expect(page.getByRole('heading', { level: 1, name: 'Edit a watch' })).toBeVisible();
	await expect(page.getByLabel('Watched on')).toHaveValue('2024-03-12');

	// The form names the Diary as where it goes back to, and saving the edit returns there, to the
	// period it showed.
	await expect(page.getByRole('link', { name: 'Back to Diary' })).toBeVisible();
	await page.getByLabel('Watched on').fill('2024-03-14');
	await page.getByRole('button', { name: 'Save changes' }).click();
	await expect(page).toHaveURL(/\/diary\?from=2024-03-01&to=2024-03-31$/);
	await expect.poll(() => diary.dates()).toEqual(['2024-03-20', '2024-03-14']);
});

test('a long diary is read a page at a time as the reader scrolls, both kinds merged by date', async ({ page, shot, checkA11y }) => {
	const titles = [
		{ kind: 'movie' as Kind, providerId: '603', title: 'The Matrix' },
		{ kind: 'movie' as Kind, providerId: '550', title: 'Fight Club' },
		{ kind: 'tv' as Kind, providerId: '1396', title: 'Breaking Bad' },
		{ kind: 'tv' as Kind, providerId: '87108', title: 'Chernobyl' }
	];
	// 150 watches over 2024, the kinds interleaved unevenly and sometimes on the same day.
	const logs = Array.from({ length: 150 }, (_, i) => {
		const day = new Date(Date.UTC(2024, 11, 31 - Math.floor(i / 2)));
		const t = titles[(i * 7) % 5 === 0 ? 2 + (i % 2) : i % 2]!;
		return { kind: t.kind, providerId: t.providerId, watchedOn: day.toISOString().slice(0, 10) };
	});
	await importThroughSettings(page, libraryFile(titles, logs));

	const diary = new DiaryPage(page);
	await diary.goto();
	await expect(diary.rows).toHaveCount(40);
	await expect(diary.loadMoreButton).toBeVisible();
	await shot('diary-first-page');
	await checkA11y();

	// Scrolling near the end reads the next page by itself, until the end.
	await diary.rows.last().scrollIntoViewIfNeeded();
	await expect(diary.rows).toHaveCount(80);
	await diary.rows.last().scrollIntoViewIfNeeded();
	await expect(diary.rows).toHaveCount(120);
	await diary.rows.last().scrollIntoViewIfNeeded();
	await expect(diary.rows).toHaveCount(150);
	await expect(diary.endOfList).toBeVisible();
	await expect(diary.loadMoreButton).toHaveCount(0);

	// A watch opened from far down and left unchanged goes back to the same place, past the first page.
	await diary.linkIn(diary.rows.last()).click();
	await expect(page.getByRole('link', { name: 'Back to Diary' })).toBeVisible();
	await page.getByRole('button', { name: 'Cancel' }).click();
	await expect(page).toHaveURL(/\/diary$/);
	await expect(diary.rows).toHaveCount(150);
	await expect(diary.rows.last()).toBeInViewport();

	const dates = await diary.dates();
	expect(dates).toEqual([...dates].sort().reverse());
	expect(dates).toEqual(logs.map((l) => l.watchedOn).sort().reverse());
	const shown = await diary.titles();
	for (const t of titles) expect(shown.filter((s) => s === t.title).length).toBe(logs.filter((l) => l.providerId === t.providerId).length);

	// Where the browser cannot watch the scroll, the Load more button reads on.
	await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'));
	await diary.goto();
	await expect(diary.rows).toHaveCount(40);
	await diary.loadMoreButton.click();
	await expect(diary.rows).toHaveCount(80);
	await diary.loadMoreButton.click();
	await expect(diary.rows).toHaveCount(120);
	await diary.loadMoreButton.click();
	await expect(diary.rows).toHaveCount(150);
	await expect(diary.endOfList).toBeVisible();
	expect(await diary.dates()).toEqual(dates);
});
