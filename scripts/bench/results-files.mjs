// bench/results.json and bench/RESULTS.md: the table, the raw baselines, how each figure is
// paired and measured, and the machine it was taken on.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { baselineRows, formatMs, markdownTable, percentile } from './report.mjs';

/** @param {string} chromiumPath */
export function machineInfo(chromiumPath) {
	let cpuModel = os.cpus()[0]?.model ?? 'unknown';
	try {
		cpuModel = /model name\s*:\s*(.+)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpuModel;
	} catch {
		// Not Linux: os.cpus() said what it could.
	}
	const probe = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
	return {
		cores: os.availableParallelism(),
		cpuModel,
		memoryGiB: Math.round(os.totalmem() / 2 ** 30),
		os: `${os.type()} ${os.release()} ${os.arch()}`,
		chromium: probe.stdout?.trim() || 'unknown',
		node: process.version
	};
}

/** @param {ReturnType<typeof machineInfo>} m */
export const machineLine = (m) => `${m.cores} cores (${m.cpuModel}), ${m.memoryGiB} GiB RAM, ${m.chromium}, Node ${m.node}, ${m.os}`;

const PAIRINGS = [
	['Import of the whole library', 'raw bulk write: the same stored rows (index keys included) put one by one in one read-write transaction over the same object stores and indexes'],
	['Export of the whole library', 'raw bulk read: getAll of every store of the same rows in one read-only transaction'],
	['Records query by text', 'raw indexed lookup: 50 titles by word prefix on the same multi-entry `wordKeys` index'],
	['Records query by status, title-order paging', 'raw keyset page of 50 titles on the `sortKey` index'],
	['Watch log pages, person links', 'raw keyset page of 50 logs on the `sortKey` index, newest first'],
	['Stats', "raw indexed count of one year's logs on the `sortKey` index"],
	['Add / update / delete one watch log, quick save', 'raw single put in its own read-write transaction'],
	['First sync up and down (medium and heavy library)', "PouchDB alone in the same run: the same documents written into a fresh PouchDB on the device and replicated, with the same server and batch sizes, up to an empty database and down into a fresh PouchDB (the replication engine's own share, with no app code); PouchDB alone is paired with the JSON import of the same file"],
	['Watch log writes with sync on, and their CPU', "the same writes on the same device before sync was set up: six bursts of 50 of each, 3 s apart, pooled. The CPU per write is the user and system time of every process of the browser, from Linux's `/proc`, over a whole set of writes (the pauses, and sync's sending in them, included), divided by the writes made (warm-ups included); each set starts once the browser is idle"],
	["Sync's storage", "the library's own IndexedDB storage after its import (`navigator.storage.estimate()` on the device's origin before and after); what sync adds is the same estimate after the first sync, and after 1,000 further edits sent, less the library's; counted in keys and values (idb-bytes.ts), the library's database, sync's stamps store within it (which holds what waits to be sent), and the mirror's database earlier versions kept beside it (none now), on the device that synced up and on the one that synced down"]
];

/** @param {number} rounds */
const sectionTapsNote = (rounds) => `- Section taps: in a page of the app at 390x844 on the heavy library, with the CPU slowed 4x
  through the DevTools protocol (\`Emulation.setCPUThrottlingRate\`, a mid-range phone), a tap on
  each bottom bar entry in turn (Up next from the Library), timed in the page from the tap to the
  first row of the section's list (Stats: its first figures) and the frame that paints it.
  ${rounds} rounds after 1 untimed round. \`node scripts/bench/section-taps.mjs\` measures them alone.
`;

/**
 * Each burst's p95 of the watch log writes before sync and with sync on (issue 30), where the run
 * kept the bursts apart: how far a set of 50 samples moves on this machine within one run.
 * @param {import('./report.mjs').Measure[]} measures
 */
function syncWriteBursts(measures) {
	const byId = new Map(measures.map((m) => [m.id, m]));
	/** @param {import('./report.mjs').Measure | undefined} m */
	const burstP95s = (m) => {
		let at = 0;
		return (m?.bursts ?? []).map((n) => percentile((m?.samples ?? []).slice(at, (at += n)), 95).toFixed(1)).join(', ');
	};
	const rows = ['add', 'update', 'delete'].flatMap((write) => {
		const off = byId.get(`sync.off.log.${write}`);
		const on = byId.get(`sync.log.${write}`);
		return off?.bursts && on?.bursts ? [`| ${write} one watch log | ${burstP95s(off)} | ${burstP95s(on)} |`] : [];
	});
	if (rows.length === 0) return '';
	return `## The writes with sync on, burst by burst

The table's watch log writes on the syncing device pool bursts of 50 of each write, 3 s apart.
Each burst's own p95, in the order they ran, in ms:

| write | before sync | sync on |
| --- | --- | --- |
${rows.join('\n')}

`;
}

/** @param {any} results */
export function markdown(results) {
	const { machine, library } = results;
	const counts = Object.entries(library.counts).map(([t, n]) => `${Number(n).toLocaleString('en-US')} ${t}`).join(', ');
	const baselines = baselineRows(results.measures);
	return `# Benchmark results

${results.mode === 'quick' ? '**Quick mode** (a library 100 times smaller): a smoke run, not the figures we track.\n\n' : ''}Taken ${results.takenAt.slice(0, 10)} with \`${results.command}\` on ${machineLine(machine)}.
Library (generated from seed ${library.seed}, imported through the app's own import): ${counts}; the export file is ${(library.fileBytes / 2 ** 20).toFixed(1)} MiB.
The whole run took ${Math.round(results.wallSeconds)} s.

${markdownTable(results.rows)}

**Ratio** is our p50 divided by the p50 of the paired raw IndexedDB figure, measured in the same
run, in the same page, on the same rows. It is the figure we track: absolute times drift from
machine to machine, the ratio much less. Budgets are DESIGN section 9's; the records budget
(stated for text matches) is applied to every records query, and "under 50 ms" for stats is
checked on the p95.

${syncWriteBursts(results.measures)}## Raw IndexedDB baselines

A separate database in the same page, created with the raw IndexedDB API with the object stores
and indexes of \`src/lib/db/database.ts\` (read from the Dexie schema itself), holding the rows
exactly as the app stored them. No Dexie, no gateway.

| Baseline | p50 | p95 | Runs |
| --- | ---: | ---: | ---: |
${baselines.map((b) => `| ${b.label} | ${formatMs(b.p50 ?? NaN)} | ${formatMs(b.p95 ?? NaN)} | ${b.runs} |`).join('\n')}

| Our figure | Paired with |
| --- | --- |
${PAIRINGS.map(([ours, raw]) => `| ${ours} | ${raw} |`).join('\n')}

## How it is measured

- Headless Debian Chromium through Playwright's \`launchPersistentContext\` with a fresh on-disk
  profile (the default in-memory context makes IndexedDB look far faster than it is).
- Operations are timed inside the page with \`performance.now()\` around the real call: gateway
  tools through the \`app\` connection, \`importLibrary\` / \`exportLibrary\` from \`src/lib/io\`.
  Each small figure is ${results.reps.small} timed runs after 2 untimed warm-ups, with inputs that vary
  between runs (several common words, statuses, years, series, people).
- Import and raw bulk write: ${results.reps.bulkWrite} runs each, alternating, each on a fresh origin (Chromium keeps one
  IndexedDB store per origin, shared by its databases, so a write never meets what an earlier run
  wrote or deleted). Export and raw bulk read: ${results.reps.bulkRead} runs each, alternating, after one untimed
  read of each; both read the last written copy.
- Import: the export file as a \`Blob\` (what a file picker gives) into an empty library: file
  read, JSON parse, validation of every row, planning, the write in one transaction. Export:
  \`exportLibrary\` building the document (not \`JSON.stringify\`).
- Deepest pages use the cursor of the last page of 50, found by paging through first.
- Add/update/delete alternate TV and movie logs on titles spread over the library, each with a
  companion, notes and a rating; quick save saves a demo catalog title and (untimed) deletes it.
- Up next: a library of its own in the app's page, 500 series being watched (two to nine seasons
  of 6 to 22 episodes, specials for some, a season still airing for some), each logged up to a
  point and, nine in ten, with the episode guide the app's own refresh kept from a seeded stand-in
  for the provider; \`tv_series_queryUpNext\` timed. \`node scripts/bench-up-next.mjs\` measures it alone.
- First load: a new page of the same profile with the HTTP cache disabled and the service worker
  bypassed navigates to \`/\`; the time is \`performance.now()\` when the Library shows its first
  title card (read through the gateway from the whole library in the app's database).
  ${results.reps.firstLoad} runs after 1 warm-up.
${results.reps.sectionTaps ? sectionTapsNote(results.reps.sectionTaps) : ''}- Offline cold start: the browser is closed, the server stopped, and the browser relaunched on the
  same profile with the network cut; the service worker serves the app; timed the same way.
- JavaScript on first visit: every \`.js\` file the first load fetched (resource timing), gzipped
  here from \`build/\` with zlib's default level:
${results.firstLoadJs.files.map((/** @type {any} */ f) => `  - \`${f.path}\`: ${(f.gzipBytes / 1024).toFixed(1)} KB gz (${(f.bytes / 1024).toFixed(1)} KB)`).join('\n')}
`;
}

/** @param {any} results @param {{ json: string, md: string }} files */
export function writeResults(results, files) {
	writeFileSync(files.json, JSON.stringify(results, null, '\t') + '\n');
	writeFileSync(files.md, markdown(results));
}

const README_START = '<!-- bench:start -->';
const README_END = '<!-- bench:end -->';

/**
 * The README quotes the latest full run: its table, date and machine, between two markers.
 * @param {any} results @param {string} readmePath
 */
export function quoteInReadme(results, readmePath) {
	const readme = readFileSync(readmePath, 'utf8');
	const start = readme.indexOf(README_START);
	const end = readme.indexOf(README_END);
	if (start < 0 || end < start) throw new Error(`${readmePath} has no ${README_START} ... ${README_END} markers`);
	const quote = `Taken ${results.takenAt.slice(0, 10)} with \`${results.command}\` on ${machineLine(results.machine)}; the whole run took ${Math.round(results.wallSeconds / 60)} minutes. Details: [bench/RESULTS.md](bench/RESULTS.md).

${markdownTable(results.rows)}`;
	writeFileSync(readmePath, `${readme.slice(0, start + README_START.length)}\n${quote}\n${readme.slice(end)}`);
}
