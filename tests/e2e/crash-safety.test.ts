/**
 * A page closed in the middle of a big import (a crash, a closed tab) leaves the library as it
 * was before, or wholly imported: never a mix. Both ways an import is written: one transaction,
 * and, for one of 10,000 rows or more, a new database switched to whole (src/lib/db/generations.ts).
 */
import { expect, test } from './support/fixtures';
import { storedCount } from './support/stored-rows';
import { importThroughSettings, libraryFile } from './pages/seed';
import { SettingsPage } from './pages/settings';

for (const [how, BIG] of [
	['written in one transaction', 4_900],
	['staged in a new database', 6_000]
] as const) {
	test(`closing the page mid-import leaves the old library or the new one, never a mix (${how})`, async ({ page, context }) => {
		test.setTimeout(120_000);
		await importThroughSettings(page, libraryFile([{ kind: 'movie', providerId: '603', title: 'The Matrix' }], []));

		const titles = Array.from({ length: BIG }, (_, i) => ({ kind: 'movie' as const, providerId: String(900_000 + i), title: `Imported film ${i}` }));
		const logs = titles.map((t) => ({ kind: t.kind, providerId: t.providerId, watchedOn: '2025-03-01' }));
		const settings = new SettingsPage(page);
		await settings.chooseImportFile('big.json', libraryFile(titles, logs));
		// A slower CPU keeps the import under way long enough to close the page during it.
		await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
		await settings.importButton.click();
		// Closed while the import is under way: reading, checking or writing.
		await expect(page.getByRole('button', { name: 'Importing…' })).toBeVisible();
		await page.close({ runBeforeUnload: false });

		const after = await context.newPage();
		await after.goto('/?shelf=movie');
		const movies = after.getByRole('navigation', { name: 'Shelves' }).getByRole('link', { name: /^Movies/ });
		const all = String(BIG + 1);
		await expect(movies).toHaveText(new RegExp(`Movies\\s*(1|${all.slice(0, -3)},?${all.slice(-3)})$`));
		const shown = (await movies.textContent())!.replace(/\D/g, '');
		// The counters agree with the rows: the stats see the same library as the shelf.
		const stats = { movies: await storedCount(after, 'movies'), logs: await storedCount(after, 'movieWatchLogs') };
		const outcome = shown === '1' ? 'the import was cut off: the old library is intact' : 'the import had committed before the close';
		test.info().annotations.push({ type: 'outcome', description: outcome });
		console.log(`crash safety: ${outcome}`);
		expect([String(stats.movies), stats.logs]).toEqual(shown === '1' ? ['1', 0] : [String(BIG + 1), BIG]);
	});
}
