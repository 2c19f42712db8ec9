// `npm run bench -- --only=js`: the bench's "JavaScript on first visit" alone, in seconds, for
// working on the 120 KB budget. The figure depends on what the Library opens on (a series being
// watched loads the Up next section and its handler), so it is taken twice: on an empty library
// and on a small one holding a series being watched, brought in through Settings' import as a
// person would. The series' episode guide is kept before the visit, as a series saved in the app
// comes with its guide: a library restored from a file has none, and its first opening fetches
// them once (the guide fill and the catalog's code, about 21 KB more), which is the restore's
// own work, not every visit's. Builds nothing: it measures build/ as it is.
import { libraryFile } from '../library-file.mjs';
import { measureFirstLoadJs } from './app-load.mjs';

/** One demo catalog series being watched and one film watched. */
const LIBRARY = libraryFile(
	[
		{ kind: 'tv', providerId: '1396', title: 'Breaking Bad', status: 'watching' },
		{ kind: 'movie', providerId: '1233413', title: 'Sinners', status: 'watched' }
	],
	[]
);

/** @param {import('@playwright/test').BrowserContext} context @param {string} url */
async function importSeriesBeingWatched(context, url) {
	const page = await context.newPage();
	await page.goto(`${url}/settings`);
	await page.getByLabel('Library file').setInputFiles({ name: 'library.json', mimeType: 'application/json', buffer: Buffer.from(LIBRARY) });
	await page.getByRole('button', { name: /^Import( and replace)?$/ }).click();
	await page.getByTestId('import-done').waitFor();
	await page.goto(`${url}/up-next`);
	await page.getByText('S1 E1 · Pilot').waitFor();
	await page.close();
}

/** @param {{ files: { path: string, bytes: number, gzipBytes: number }[], gzipBytes: number }} js @param {string} title */
function printTable(js, title) {
	const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1).padStart(6);
	console.log(`\n${title}: ${(js.gzipBytes / 1024).toFixed(1)} KB gz`);
	for (const f of js.files) console.log(`  ${kb(f.gzipBytes)} KB gz ${kb(f.bytes)} KB  ${f.path}`);
}

/**
 * @param {import('@playwright/test').BrowserContext} context
 * @param {[string, string]} urls two origins, so two libraries
 * @param {string} buildDir
 */
export async function runFirstVisitJs(context, [emptyUrl, watchingUrl], buildDir) {
	await importSeriesBeingWatched(context, watchingUrl);
	const watching = await measureFirstLoadJs(context, watchingUrl, buildDir);
	// An empty shelf shows its invitation to Discover instead of title cards.
	const empty = await measureFirstLoadJs(context, emptyUrl, buildDir, { usable: 'a[href="/discover"].button' });
	printTable(watching, 'JavaScript on first visit, a series being watched');
	printTable(empty, 'JavaScript on first visit, an empty library');
}
