// `node scripts/bench-up-next.mjs [--record]`: only the bench's Up next figure (500 series being
// watched, issue 21), in the same harness page, Chromium and on-disk profile as `npm run bench`,
// in about a minute instead of the whole run's seventeen. --record puts it into bench/results.json,
// bench/RESULTS.md and the README's table beside the figures of the last full run.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { LAUNCH_ARGS, log, openHarness, prepare } from './bench/harness-page.mjs';
import { ROOT } from './ensure-deps.mjs';

const RECORD = process.argv.includes('--record');
const REPS = 100;

async function main() {
	const chromiumPath = prepare({ reuseAppBuild: true });
	const [{ chromium }, server, report, files] = await Promise.all([
		import('@playwright/test'),
		import('./bench/static-server.mjs'),
		import('./bench/report.mjs'),
		import('./bench/results-files.mjs')
	]);
	const served = await server.startStaticServers({ appDir: join(ROOT, 'build'), benchDir: join(ROOT, 'bench', 'dist'), count: 1 });
	const profile = mkdtempSync(join(os.tmpdir(), 'screenshelf-bench-profile-'));
	const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, args: LAUNCH_ARGS, headless: true });
	try {
		const { call } = await openHarness(context, served.urls[0]);
		const measures = await call('upNext', REPS, 1);
		console.log(`\n${report.textTable(report.buildRows(measures))}\n`);
		if (!RECORD) return;
		const path = join(ROOT, 'bench', 'results.json');
		const results = JSON.parse(readFileSync(path, 'utf8'));
		const kept = results.measures.filter((/** @type {{ id: string }} */ m) => !measures.some((/** @type {{ id: string }} */ n) => n.id === m.id));
		// After the writes, where a full run puts it.
		const at = kept.findIndex((/** @type {{ id: string }} */ m) => m.id.startsWith('sync.') || m.id.startsWith('raw.sync'));
		results.measures = [...kept.slice(0, at), ...measures.map((/** @type {object} */ m) => ({ ...m, note: `taken alone on ${new Date().toISOString().slice(0, 10)} with node scripts/bench-up-next.mjs` })), ...kept.slice(at)];
		results.rows = report.buildRows(results.measures);
		files.writeResults(results, { json: path, md: join(ROOT, 'bench', 'RESULTS.md') });
		files.quoteInReadme(results, join(ROOT, 'README.md'));
		log('recorded in bench/results.json, bench/RESULTS.md and README.md');
	} finally {
		await context.close();
		await served.close();
		rmSync(profile, { recursive: true, force: true });
	}
}

main().catch((error) => {
	console.error(`[bench] failed: ${error instanceof Error ? error.stack ?? error.message : error}`);
	process.exitCode = 1;
});
