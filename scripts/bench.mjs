// `npm run bench`: benchmarks in real Chromium against raw IndexedDB (DESIGN section 9).
//   npm run bench                  the heavy library; writes bench/results.json and bench/RESULTS.md
//                                  and quotes the table in README.md
//   npm run bench -- --quick       a library 100 times smaller, its sync 1,000 times (smoke run,
//                                  written to bench/out/)
//   --reuse-app-build              use build/ as it is when present (npm test has just built it)
//   --only=sync                    only the sync measures (first syncs up and down of a medium and the
//                                  heavy library beside PouchDB alone, one change across, what sync
//                                  keeps on the device), printed and not written out: for working on sync's speed
//   --scale=F                      with --only=sync: the libraries at F times their size
//   --only=js                      only the JavaScript a first visit fetches, per file, on an empty
//                                  library and on one with a series being watched; builds nothing,
//                                  measures build/ as it is (after `npx vite build`)
// Builds the app and the harness, serves both on one loopback origin, opens Debian's Chromium
// with a fresh on-disk profile, measures inside the page, prints the table and writes it out.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { LAUNCH_ARGS, SEED, elapsedSeconds, log, openHarness, prepare } from './bench/harness-page.mjs';
import { browserCpu, browserIdle, cpuBetween } from './bench/browser-cpu.mjs';
import { ROOT, ensureChromium } from './ensure-deps.mjs';

const args = new Set(process.argv.slice(2));
/** @param {string} name */
const option = (name) => [...args].find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
if (args.has('--help')) {
	console.log('usage: npm run bench [-- --quick] [-- --reuse-app-build] [-- --only=sync] [-- --scale=F] [-- --only=js]');
	process.exit(0);
}
const QUICK = args.has('--quick');
const ONLY_SYNC = option('only') === 'sync';
const ONLY_JS = option('only') === 'js';
const SCALE = Number(option('scale') ?? (QUICK ? 0.01 : 1));
if (!(SCALE > 0 && SCALE <= 1)) throw new Error(`--scale must be a number above 0 and at most 1, got ${option('scale')}`);
if (option('scale') !== undefined && !ONLY_SYNC) throw new Error('--scale goes with --only=sync: the written results are of the heavy or the quick library');
if (option('only') !== undefined && !ONLY_SYNC && !ONLY_JS) throw new Error(`--only knows "sync" and "js", got ${option('only')}`);
const REPS = { small: 100, bulkWrite: QUICK ? 5 : 3, bulkRead: 5, firstLoad: QUICK ? 5 : 10, syncLatency: QUICK ? 3 : 30, sectionTaps: QUICK ? 3 : 20 };
// The quick run's sync measures take a library 10 times smaller again (about 220 rows): they
// only show that sync still runs, and at 1/100 they were a minute of `npm test`.
const SYNC_SCALE = QUICK ? SCALE / 10 : SCALE;
/** The account the sync measures use on the loopback CouchDB-protocol server. */
const SYNC_USER = { username: 'bench', password: 'bench-password' };
/**
 * The in-page measures. Each bulk write runs on a fresh origin (its own IndexedDB store): raw
 * bulk writes and the app's imports alternate; the last origin of each side then holds the
 * library for the reads, the raw baselines, the queries and the writes.
 * @param {import('@playwright/test').BrowserContext} context @param {string[]} urls @param {any} report
 */
async function runHarness(context, urls, report) {
	/** @param {any[]} list */
	const show = (list) => list.forEach((m) => log(`  ${m.id}: p50 ${report.formatMs(report.percentile(m.samples, 50))}, p95 ${report.formatMs(report.percentile(m.samples, 95))}`));
	log(`the ${QUICK ? 'quick (1/100)' : 'heavy'} library: ${REPS.bulkWrite} raw bulk writes and ${REPS.bulkWrite} imports, alternating, each on a fresh origin`);
	/** @type {Awaited<ReturnType<typeof openHarness>> | undefined} */
	let raw;
	/** @type {Awaited<ReturnType<typeof openHarness>> | undefined} */
	let app;
	let seeded;
	let rowCount = 0;
	const rawWrites = [];
	const imports = [];
	for (let i = 0; i < REPS.bulkWrite; i++) {
		await raw?.page.close();
		raw = await openHarness(context, urls[2 * i]);
		const written = await raw.call('rawWriteFresh', SEED, SCALE);
		rawWrites.push(written.ms);
		rowCount = written.rows;
		await app?.page.close();
		app = await openHarness(context, urls[2 * i + 1]);
		seeded = await app.call('importFresh', SEED, SCALE);
		imports.push(seeded.ms);
		log(`  run ${i + 1}: raw bulk write ${report.formatMs(written.ms)}, import ${report.formatMs(seeded.ms)} (${rowCount} rows, file ${(seeded.fileBytes / 2 ** 20).toFixed(1)} MiB)`);
	}
	if (!raw || !app) throw new Error('no bulk run');
	// One untimed read each first: right after a bulk write the store is still settling.
	await raw.call('rawReadOnce');
	await app.call('exportOnce');
	const rawReads = [];
	const exports = [];
	for (let i = 0; i < REPS.bulkRead; i++) {
		rawReads.push(await raw.call('rawReadOnce'));
		exports.push(await app.call('exportOnce'));
		log(`  run ${i + 1}: raw bulk read ${report.formatMs(rawReads[i])}, export ${report.formatMs(exports[i])}`);
	}
	const rows = `${rowCount.toLocaleString('en-US')} rows`;
	const measures = [
		{ id: 'raw.bulkWrite', label: `raw IndexedDB: bulk write, one transaction, put per row (${rows})`, samples: rawWrites },
		{ id: 'raw.bulkRead', label: 'raw IndexedDB: bulk read, getAll of every store', samples: rawReads },
		{ id: 'library.import', label: 'import of the whole library (file read, JSON, validation, write)', samples: imports, baseline: 'raw.bulkWrite', note: rows },
		{ id: 'library.export', label: 'export of the whole library (document built, not serialized)', samples: exports, baseline: 'raw.bulkRead' }
	];
	log('raw IndexedDB baselines');
	const baselines = await raw.call('raw', REPS.small);
	show(baselines);
	measures.push(...baselines);
	// The raw page holds its generated rows; closed now, its heap is not collected during the app's timed runs.
	await raw.call('finish');
	await raw.page.close();
	/** @type {[string, string][]} */
	const phases = [
		['queries', 'records queries, watch log pages, stats, person links'],
		['writes', 'watch log writes and quick saves'],
		['upNext', 'Up next for 500 series being watched (a library of its own)']
	];
	for (const [name, title] of phases) {
		log(title);
		const list = await app.call(name, REPS.small, SCALE);
		show(list);
		measures.push(...list);
	}
	await app.call('finish');
	await app.page.close();
	return { seeded, measures, appUrl: urls[2 * REPS.bulkWrite - 1] };
}

/** Titles edited after the first sync, for sync's footprint (issue 30). */
const SYNC_EDITS = 1_000;
/** The medium library beside the heavy one: 2,000 titles and 20,000 watch logs at full scale. */
const MEDIUM = 0.1;
/** @param {number} bytes */
const mib = (bytes) => bytes / 2 ** 20;
/**
 * What sync keeps in the library's database, and the mirror earlier versions kept beside it.
 * @param {{ library: number, stamps: number, mirror: number | null }} stored
 */
const storedText = (stored) =>
	`the library's database ${mib(stored.library).toFixed(1)} MiB, of which sync's stamps (with what waits to be sent) ${mib(stored.stamps).toFixed(1)} MiB; ${stored.mirror === null ? 'no mirror' : `the mirror's ${mib(stored.mirror).toFixed(1)} MiB`}`;

/**
 * The heavy library's database counted in keys and values, sync's store within it apart (its
 * share of it), and the mirror's database beside it, which the budget holds to the library's size.
 * @param {{ library: number, stamps: number, mirror: number | null }} stored @param {string} when @param {'' | 'Down' | 'Edited'} suffix
 */
const storedMeasures = (stored, when, suffix) => [
	{ id: `sync.libraryStored${suffix}`, label: `the heavy library's database ${when}, its keys and values (records and index entries; sync's store included)`, value: mib(stored.library), unit: 'MiB' },
	{ id: `sync.storageStamps${suffix}`, label: `sync's stamps store (with what waits to be sent) in the library's database ${when}, counted the same way`, value: mib(stored.stamps), unit: 'MiB', baseline: `sync.libraryStored${suffix}` },
	{
		id: `sync.storageMirror${suffix}`,
		label: stored.mirror === null ? `the sync mirror's database ${when}: none (sync keeps no copy of the library)` : `the sync mirror's database ${when}, counted the same way`,
		value: mib(stored.mirror ?? 0),
		unit: 'MiB',
		baseline: `sync.libraryStored${suffix}`
	}
];

/**
 * The CPU the browser spent per write, before sync and with it on: the figure sync's own work moves
 * (its record, its sending), where the writes' p95 is mostly the machine's (issue 30).
 * @param {number | null} off @param {number | null} on
 */
const cpuMeasures = (off, on) =>
	off === null || on === null
		? []
		: [
				{ id: 'sync.off.cpu', label: "CPU of the browser's processes per watch log write (the page, IndexedDB's backend, the rest), on the same device before sync", value: off, unit: 'ms' },
				{ id: 'sync.cpu', label: "CPU of the browser's processes per watch log write, sync on (its sending between bursts included)", value: on, unit: 'ms', baseline: 'sync.off.cpu' }
			];

/**
 * The heavy library's watch log writes on the syncing device, sync on or not yet set up, and the
 * CPU the browser's processes spent per write while they ran (the pauses between bursts, and the
 * sending in them, included); null where it cannot be read. They start once the browser is idle.
 * @param {any} device @param {boolean} on @param {() => Map<string, number> | null} cpu
 */
async function syncWrites(device, on, cpu) {
	const waited = await browserIdle(cpu);
	if (waited) log(`  the writes ${on ? 'with sync on' : 'before sync'} begin after ${(waited.waitedMs / 1000).toFixed(0)} s, the browser ${waited.idle ? 'idle' : 'still busy'}`);
	const before = cpu();
	const { measures, writes } = await device.call('syncWrites', REPS.small, on);
	const after = cpu();
	return { measures, cpuMs: before === null || after === null ? null : cpuBetween(before, after) / writes };
}

/**
 * One library's first sync, on two origins of their own (two devices): imported on the first,
 * synced up to an empty server database, synced down to the second.
 * @param {import('@playwright/test').BrowserContext} context @param {[string, string]} urls @param {any} report
 * @param {any} couch @param {{ name: string, scale: number }} library @param {() => Map<string, number> | null} cpu
 */
async function firstSyncs(context, [urlA, urlB], report, couch, library, cpu) {
	const database = `screenshelf-${library.name}`;
	await couch.createDatabase(database, SYNC_USER);
	const account = { url: couch.url, database, ...SYNC_USER };
	log(`sync, the ${library.name} library: imported on a first device, synced up to an empty server`);
	const a = await openHarness(context, urlA);
	const empty = await a.call('storageUsed');
	const imported = await a.call('importFresh', SEED, library.scale);
	const libraryBytes = (await a.call('storageUsed')) - empty;
	const writesBefore = library.name === 'heavy' ? await syncWrites(a, false, cpu) : { measures: [], cpuMs: null };
	const up = await a.call('syncFirst', account);
	const stored = await a.call('storedBytes');
	log(`  import ${report.formatMs(imported.ms)} (the library takes ${mib(libraryBytes).toFixed(1)} MiB), first sync up ${report.formatMs(up.ms)} (${up.rows} rows; sync adds ${mib(up.addedBytes).toFixed(1)} MiB)`);
	log(`  keys and values: ${storedText(stored)}`);
	log(`sync, the ${library.name} library: a second, empty device synced down from the server`);
	const b = await openHarness(context, urlB);
	const down = await b.call('syncFirst', account, up.titlesAndLogs);
	const storedDown = await b.call('storedBytes');
	log(`  first sync down ${report.formatMs(down.ms)} (${down.rows} rows); keys and values: ${storedText(storedDown)}`);
	if (down.rows !== up.rows) throw new Error(`the second device holds ${down.rows} rows, the first ${up.rows}`);
	return { a, b, account, imported, libraryBytes, writesBefore, stored, storedDown, up, down };
}

/**
 * PouchDB alone on the documents a first sync sent, the same server and the same batch sizes, in
 * another database of that server, on the first device with its sync stopped. Last on that
 * device: it writes and deletes two databases of the library's size in the origin's store, and
 * the device's writes were half as fast again for over a minute after it.
 * @param {any} device @param {any} couch @param {{ database: string }} account @param {any} report @param {string} name
 */
async function pouchAloneOn(device, couch, account, report, name) {
	log(`sync, the ${name} library: PouchDB alone, the same documents up to an empty server database and down again`);
	await device.call('stopSync');
	const database = `${account.database}-pouch-alone`;
	await couch.createDatabase(database, SYNC_USER);
	const alone = await device.call('pouchAlone', { ...account, database }, account);
	log(`  up ${report.formatMs(alone.upMs)}, down ${report.formatMs(alone.downMs)} (${alone.docs} documents)`);
	return alone;
}

/**
 * Sync (issues 20 and 30): the first syncs of a medium library and of the heavy one against
 * PouchDB alone in the same run; on the heavy one, before PouchDB alone, one change's trip across,
 * repeated, the watch log writes with sync on, and what sync keeps on disk beside the library's
 * rows, after the first sync and after further edits.
 * @param {import('@playwright/test').BrowserContext} context @param {string[]} urls four origins @param {any} report
 * @param {() => Map<string, number> | null} cpu the browser's processes' CPU so far (browser-cpu.mjs)
 */
async function runSync(context, urls, report, cpu) {
	const { startCouchServer } = await import('./couch-server.mjs');
	const couch = await startCouchServer();
	try {
		const medium = await firstSyncs(context, [urls[0], urls[1]], report, couch, { name: 'medium', scale: SYNC_SCALE * MEDIUM }, cpu);
		await medium.b.call('stopSync');
		const mediumAlone = await pouchAloneOn(medium.a, couch, medium.account, report, 'medium');
		await Promise.all([medium.a.page.close(), medium.b.page.close()]);
		const heavy = await firstSyncs(context, [urls[2], urls[3]], report, couch, { name: 'heavy', scale: SYNC_SCALE }, cpu);
		const { a, b } = heavy;
		const movie = await a.call('someMovie');
		const latency = [];
		for (let i = 0; i < REPS.syncLatency; i++) {
			const id = `bench-latency-${i}`;
			const [seenAt, writtenAt] = await Promise.all([b.call('seeLog', id), a.call('writeLog', id, movie)]);
			latency.push(seenAt - writtenAt);
		}
		// The second device is another phone: its work must not share this page's renderer while the writes are timed.
		await b.call('stopSync');
		await b.page.close();
		log('sync: watch log writes on the first device, sync on');
		const writesOn = await syncWrites(a, true, cpu);
		const writes = [...heavy.writesBefore.measures, ...writesOn.measures, ...cpuMeasures(heavy.writesBefore.cpuMs, writesOn.cpuMs)];
		for (const m of writes.filter((w) => w.id.endsWith('.cpu'))) log(`  ${m.id}: ${report.formatMs(m.value)}`);
		log(`sync: up to ${SYNC_EDITS} titles edited on the first device and sent`);
		const edited = await a.call('editTitles', SYNC_EDITS);
		const afterEdits = (await a.call('storageUsed')) - heavy.libraryBytes;
		const storedEdited = await a.call('storedBytes');
		log(`  ${edited.edited} titles edited; beyond the library's storage, ${mib(afterEdits).toFixed(1)} MiB; keys and values: ${storedText(storedEdited)}`);
		const heavyAlone = await pouchAloneOn(a, couch, heavy.account, report, 'heavy');
		await a.page.close();
		const edits = edited.edited.toLocaleString('en-US');
		/** @param {'medium' | 'heavy'} name @param {typeof heavy} run @param {typeof heavyAlone} alone */
		const firstSyncMeasures = (name, run, alone) => {
			const id = name === 'heavy' ? 'sync' : 'sync.medium';
			const rows = `${name} library, ${run.up.rows.toLocaleString('en-US')} rows`;
			return [
				{ id: `raw.${id}.import`, label: `JSON import of the ${name} library on the syncing device`, samples: [run.imported.ms] },
				{ id: `${id}.pouchUp`, label: `PouchDB alone, ${name} library: the same documents written into a fresh PouchDB on the device and replicated up to an empty server`, samples: [alone.upMs], baseline: `raw.${id}.import` },
				{ id: `${id}.pouchDown`, label: `PouchDB alone, ${name} library: the same documents replicated down into a fresh PouchDB`, samples: [alone.downMs], baseline: `raw.${id}.import` },
				{ id: `${id}.up`, label: `first sync up to an empty server (${rows})`, samples: [run.up.ms], baseline: `${id}.pouchUp` },
				{ id: `${id}.down`, label: `first sync down to an empty second device (${name} library)`, samples: [run.down.ms], baseline: `${id}.pouchDown` }
			];
		};
		return [
			...firstSyncMeasures('medium', medium, mediumAlone),
			...firstSyncMeasures('heavy', heavy, heavyAlone),
			{ id: 'sync.latency', label: 'one change from one device to the other (loopback server)', samples: latency },
			...writes,
			{ id: 'sync.library', label: "the heavy library's own IndexedDB storage, after its import", value: mib(heavy.libraryBytes), unit: 'MiB' },
			{ id: 'sync.storage', label: "storage sync adds on the device after the first sync (the origin's estimate less the library's: it swings by MiB with LevelDB's compactions)", value: mib(heavy.up.addedBytes), unit: 'MiB', baseline: 'sync.library' },
			{ id: 'sync.storageEdited', label: `storage beyond the library's after ${edits} further edits (the library's growth counted too), the origin's estimate likewise`, value: mib(afterEdits), unit: 'MiB', baseline: 'sync.library' },
			// The storage estimate is the origin's and swings with LevelDB's compactions: each database and sync's stores counted apart (idb-bytes.ts).
			...storedMeasures(heavy.stored, 'after the first sync up', ''),
			...storedMeasures(heavy.storedDown, 'on the second device after the first sync down', 'Down'),
			...storedMeasures(storedEdited, `after the ${edits} further edits`, 'Edited')
		];
	} finally {
		await couch.stop();
	}
}

async function firstVisitJsOnly() {
	const chromium = ensureChromium();
	if (!chromium.ok) throw new Error(chromium.error);
	const buildDir = join(ROOT, 'build');
	if (!existsSync(join(buildDir, 'index.html'))) throw new Error('no build/ to measure: run npx vite build first');
	const [{ chromium: browser }, server, { runFirstVisitJs }] = await Promise.all([import('@playwright/test'), import('./bench/static-server.mjs'), import('./bench/first-visit-js.mjs')]);
	const served = await server.startStaticServers({ appDir: buildDir, benchDir: join(ROOT, 'bench', 'dist'), count: 2 });
	const context = await browser.launchPersistentContext('', { executablePath: chromium.path, args: LAUNCH_ARGS, headless: true });
	try {
		await runFirstVisitJs(context, /** @type {[string, string]} */ (served.urls), buildDir);
	} finally {
		await context.close();
		await served.close();
	}
}

async function main() {
	if (ONLY_JS) return firstVisitJsOnly();
	const chromiumPath = prepare({ reuseAppBuild: args.has('--reuse-app-build') });
	const [{ chromium }, server, appLoad, sectionTaps, report, files] = await Promise.all([
		import('@playwright/test'),
		import('./bench/static-server.mjs'),
		import('./bench/app-load.mjs'),
		import('./bench/section-taps.mjs'),
		import('./bench/report.mjs'),
		import('./bench/results-files.mjs')
	]);
	const served = await server.startStaticServers({ appDir: join(ROOT, 'build'), benchDir: join(ROOT, 'bench', 'dist'), count: 2 * REPS.bulkWrite + 4 });
	const profile = mkdtempSync(join(os.tmpdir(), 'screenshelf-bench-profile-'));
	const cpu = () => browserCpu(profile);
	const launch = () => chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: LAUNCH_ARGS, headless: true });
	/** @type {import('@playwright/test').BrowserContext | undefined} */
	let context = await launch();
	let serving = true;
	try {
		if (ONLY_SYNC) {
			const rows = report.buildRows(await runSync(context, served.urls.slice(-4), report, cpu));
			console.log(`\n${report.textTable(rows)}\n`);
			return;
		}
		const { seeded, measures, appUrl } = await runHarness(context, served.urls, report);
		measures.push(...(await runSync(context, served.urls.slice(-4), report, cpu)));

		// The service worker installs first (a user's first visit), so its precache downloads
		// do not compete with the timed visits; those bypass it and the HTTP cache.
		const hasWorker = await appLoad.installServiceWorker(context, appUrl);
		log('first load of the app (online), and the JavaScript it fetches');
		const online = await appLoad.measureFirstLoad(context, appUrl, { reps: REPS.firstLoad, counts: [seeded.counts.tvSeries, seeded.counts.movies] });
		if (!online.showsLibrary) log('  warning: the screen did not show the seeded counts; is the app reading the seeded database?');
		measures.push({ id: 'app.firstLoad', label: 'first load to a usable library screen, online', samples: online.samples, note: online.showsLibrary ? null : 'seeded counts not seen on screen' });
		const js = await appLoad.measureFirstLoadJs(context, appUrl, join(ROOT, 'build'));
		measures.push({ id: 'app.js', label: 'JavaScript on first visit, gzipped', value: js.gzipBytes / 1024, unit: 'KB' });
		log(`section taps: from the bottom bar to each section's list, CPU ${sectionTaps.CPU_SLOWDOWN}x slower, ${REPS.sectionTaps} rounds`);
		measures.push(...(await sectionTaps.measureSectionTaps(context, appUrl, { reps: REPS.sectionTaps })));

		log('offline cold start (browser relaunched on the same profile, server stopped)');
		await context.close();
		context = undefined;
		await served.close();
		serving = false;
		const offline = hasWorker
			? await appLoad.measureOfflineColdStart(launch, appUrl, { reps: REPS.firstLoad })
			: { status: 'not measurable yet: no service worker' };
		measures.push({ id: 'app.firstLoad.offline', label: 'cold start to a usable library screen, offline', ...offline });

		const rows = report.buildRows(measures);
		console.log(`\n${report.textTable(rows)}\n`);
		const machine = files.machineInfo(chromiumPath);
		const results = {
			takenAt: new Date().toISOString(),
			mode: QUICK ? 'quick' : 'full',
			command: QUICK ? 'npm run bench -- --quick' : 'npm run bench',
			machine,
			library: { seed: SEED, scale: SCALE, counts: seeded.counts, fileBytes: seeded.fileBytes, picks: seeded.picks },
			reps: REPS,
			wallSeconds: elapsedSeconds(),
			rows,
			measures,
			firstLoadJs: js
		};
		const outDir = join(ROOT, 'bench', QUICK ? 'out' : '');
		mkdirSync(outDir, { recursive: true });
		const out = { json: join(outDir, QUICK ? 'results-quick.json' : 'results.json'), md: join(outDir, QUICK ? 'RESULTS-quick.md' : 'RESULTS.md') };
		files.writeResults(results, out);
		if (!QUICK) files.quoteInReadme(results, join(ROOT, 'README.md'));
		log(files.machineLine(machine));
		log(`wrote ${out.json.replace(ROOT + '/', '')} and ${out.md.replace(ROOT + '/', '')}`);
	} finally {
		await context?.close();
		if (serving) await served.close();
		rmSync(profile, { recursive: true, force: true });
	}
}

main().catch((error) => {
	console.error(`[bench] failed: ${error instanceof Error ? error.stack ?? error.message : error}`);
	process.exitCode = 1;
});
