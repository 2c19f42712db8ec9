// `npm test`: install what is missing, then type check, unit tests, build and
// end-to-end tests. Every stage runs even when an earlier one failed (except a
// failed dependency install), and the run ends with one line of its own:
//   N passed, N failed
// Node built-ins only: this file runs before node_modules exists.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureCaddy, ensureChromium, ensureDeps, run } from './ensure-deps.mjs';

const RESULTS = join(ROOT, 'test-results');
const VITEST_JSON = join(RESULTS, 'vitest.json');
const PLAYWRIGHT_JSON = join(RESULTS, 'playwright.json');

/** @param {string} name a binary installed in node_modules/.bin */
const bin = (name) => join(ROOT, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

/**
 * @typedef {object} StageResult
 * @property {boolean} ok        false when the stage failed or could not run
 * @property {boolean} counted   true when passed/failed go into the closing totals
 * @property {number} passed
 * @property {number} failed
 * @property {string[]} notes
 */

/**
 * @typedef {object} Stage
 * @property {string} id
 * @property {string} title
 * @property {(ctx: Context) => StageResult} run
 */

/**
 * @typedef {object} Context
 * @property {Record<string, StageResult>} results results of the stages run so far, by id
 */

/** @param {Partial<StageResult>} r @returns {StageResult} */
const result = (r) => ({ ok: true, counted: true, passed: 0, failed: 0, notes: [], ...r });

/** @param {string} file */
function readJson(file) {
	try {
		return JSON.parse(readFileSync(file, 'utf8'));
	} catch {
		return null;
	}
}

/**
 * A stage that is one command counted as one test: passed when it exits 0.
 * Handy for checks such as a benchmark smoke run.
 * @param {{ id: string, title: string, steps: [string, string[]][], counted?: boolean }} spec
 * @returns {Stage}
 */
export function commandStage({ id, title, steps, counted = true }) {
	return {
		id,
		title,
		run() {
			for (const [cmd, args] of steps) {
				const status = run(cmd, args);
				if (status !== 0) {
					return result({
						ok: false,
						counted,
						failed: counted ? 1 : 0,
						notes: [`\`${[cmd.replace(ROOT + '/', ''), ...args].join(' ')}\` exited ${status}`]
					});
				}
			}
			return result({ counted, passed: counted ? 1 : 0 });
		}
	};
}

/** @type {Stage} */
const chromiumStage = {
	id: 'chromium',
	title: 'Chromium for Playwright',
	run() {
		const found = ensureChromium();
		if (!found.ok) return result({ ok: false, counted: false, notes: [found.error] });
		return result({ counted: false, notes: [`${found.version} at ${found.path}`] });
	}
};

/**
 * Caddy for the self-hosting journeys (tests/e2e/self-hosted.test.ts), which run the repository's
 * Caddyfile: where it cannot be installed they are skipped, and the reason is printed here.
 * @type {Stage}
 */
const caddyStage = {
	id: 'caddy',
	title: 'Caddy for the self-hosting journeys',
	run() {
		const found = ensureCaddy();
		if (!found.ok) return result({ counted: false, notes: [`${found.error}: the self-hosting journeys are skipped`] });
		return result({ counted: false, notes: [`Caddy ${found.version} at ${found.path}`] });
	}
};

/** @type {Stage} */
const typecheckStage = commandStage({
	id: 'typecheck',
	title: 'Type check (svelte-check)',
	steps: [
		[bin('svelte-kit'), ['sync']],
		[bin('svelte-check'), ['--tsconfig', './tsconfig.json', '--fail-on-warnings']]
	]
});

/** @type {Stage} */
const unitStage = {
	id: 'unit',
	title: 'Unit tests (Vitest)',
	run() {
		rmSync(VITEST_JSON, { force: true });
		const status = run(bin('vitest'), [
			'run',
			'--passWithNoTests',
			'--reporter=default',
			'--reporter=json',
			`--outputFile.json=${VITEST_JSON}`
		]);
		const report = readJson(VITEST_JSON);
		if (!report) {
			return result({ ok: false, failed: 1, notes: [`vitest exited ${status} without writing ${VITEST_JSON}`] });
		}
		const notes = [];
		let passed = report.numPassedTests ?? 0;
		let failed = report.numFailedTests ?? 0;
		// A file that fails to load (syntax error, missing import) has no failed test in it.
		const brokenFiles = (report.testResults ?? []).filter(
			(/** @type {any} */ f) =>
				f.status === 'failed' && !(f.assertionResults ?? []).some((/** @type {any} */ a) => a.status === 'failed')
		);
		if (brokenFiles.length > 0) {
			failed += brokenFiles.length;
			notes.push(`${brokenFiles.length} test file(s) failed outside any test (counted as one failure each)`);
		}
		if (status !== 0 && failed === 0) {
			failed = 1;
			notes.push(`vitest exited ${status} with no failed test (unhandled error?): counted as one failure`);
		}
		if ((report.numTotalTests ?? 0) === 0 && brokenFiles.length === 0) {
			notes.push('no unit test files found under tests/unit/ (counted as 0 passed, 0 failed)');
		}
		const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
		if (skipped > 0) notes.push(`${skipped} skipped/todo`);
		return result({ ok: status === 0 && failed === 0, passed, failed, notes });
	}
};

/** @type {Stage} */
const buildStage = {
	id: 'build',
	title: 'Production build (vite build)',
	run() {
		// Remove old output so a failed build can never be tested by mistake.
		rmSync(join(ROOT, 'build'), { recursive: true, force: true });
		rmSync(join(ROOT, '.svelte-kit', 'output'), { recursive: true, force: true });
		const status = run(bin('vite'), ['build']);
		if (status !== 0) return result({ ok: false, counted: false, notes: [`vite build exited ${status}`] });
		return result({ counted: false });
	}
};

/**
 * The app built again under a base path, /screenshelf into build-base/, for the base-path
 * journeys: the command GitHub Pages' workflow builds with. It writes only folders of its own,
 * so it may run beside the main build.
 * @type {Stage}
 */
const basePathBuildStage = {
	id: 'build-base',
	title: 'Production build under a base path (node scripts/base-path-build.mjs)',
	run() {
		const status = run(process.execPath, [join(ROOT, 'scripts', 'base-path-build.mjs')]);
		if (status !== 0) return result({ ok: false, counted: false, notes: [`the build under a base path exited ${status}`] });
		return result({ counted: false });
	}
};

/** @type {Stage} */
const e2eStage = {
	id: 'e2e',
	title: 'End-to-end tests (Playwright, Chromium)',
	run({ results }) {
		const blockers = [];
		if (!results.chromium?.ok) blockers.push('Chromium is not available');
		if (!results.build?.ok) blockers.push('the build failed');
		if (blockers.length > 0) {
			return result({ ok: false, failed: 1, notes: [`not run: ${blockers.join(' and ')} (counted as one failure)`] });
		}
		rmSync(PLAYWRIGHT_JSON, { force: true });
		const status = run(bin('playwright'), ['test', '--reporter=list,json'], {
			env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
		});
		const report = readJson(PLAYWRIGHT_JSON);
		if (!report?.stats) {
			return result({ ok: false, failed: 1, notes: [`playwright exited ${status} without writing ${PLAYWRIGHT_JSON}`] });
		}
		const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
		const notes = [];
		let failed = unexpected;
		const passed = expected + flaky;
		if (flaky > 0) notes.push(`${flaky} flaky (failed first, passed on retry; counted as passed)`);
		if (skipped > 0) notes.push(`${skipped} skipped`);
		const errors = report.errors ?? [];
		if (errors.length > 0) {
			notes.push(`${errors.length} error(s) outside tests: ${String(errors[0]?.message ?? '').split('\n')[0]}`);
		}
		if (expected + unexpected + flaky === 0) notes.push('no end-to-end test ran');
		if (status !== 0 && failed === 0) {
			failed = 1;
			notes.push(`playwright exited ${status} with no failed test: counted as one failure`);
		}
		return result({ ok: status === 0 && failed === 0, passed, failed, notes });
	}
};

/**
 * The benchmarks on a library 100 times smaller, so they never rot: one test, passed when the
 * harness type-checks and the run completes and prints its table, and the first visit's
 * JavaScript taken alone (--only=js) does too. Timings are printed, never
 * asserted (a loaded CI machine must not fail the build); `npm run bench` is the real run.
 * @type {Stage}
 */
const benchStage = commandStage({
	id: 'bench',
	title: 'Benchmarks, quick mode (npm run bench -- --quick)',
	steps: [
		[bin('tsc'), ['-p', 'bench/tsconfig.json']],
		[process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), '--quick', '--reuse-app-build']],
		[process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), '--only=js']]
	]
});

/**
 * The stages of `npm test`, in order. To add a stage, append it here; a commandStage
 * (see benchStage) counts as one test in the closing totals.
 * @type {Stage[]}
 */
export const STAGES = [chromiumStage, caddyStage, typecheckStage, unitStage, buildStage, basePathBuildStage, e2eStage, benchStage];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

function main() {
	const started = Date.now();
	mkdirSync(RESULTS, { recursive: true });
	/** @type {{ id: string, title: string, ms: number, result: StageResult }[]} */
	const rows = [];
	/** @type {Context} */
	const ctx = { results: {} };

	const depsStart = Date.now();
	const depsOk = ensureDeps() && existsSync(bin('vite'));
	rows.push({
		id: 'deps',
		title: 'Dependencies (npm ci when needed)',
		ms: Date.now() - depsStart,
		result: depsOk
			? result({ counted: false })
			: result({ ok: false, failed: 1, notes: ['dependency install failed: no test could run (counted as one failure)'] })
	});

	if (depsOk) {
		for (const stage of STAGES) {
			console.log(`\n━━ ${stage.title} ━━`);
			const t = Date.now();
			/** @type {StageResult} */
			let r;
			try {
				r = stage.run(ctx);
			} catch (error) {
				r = result({ ok: false, failed: 1, notes: [`stage crashed: ${error instanceof Error ? error.message : error}`] });
			}
			ctx.results[stage.id] = r;
			rows.push({ id: stage.id, title: stage.title, ms: Date.now() - t, result: r });
		}
	}

	let passed = 0;
	let failed = 0;
	console.log('\n━━ Summary ━━');
	for (const { id, ms, result: r } of rows) {
		if (r.counted) {
			passed += r.passed;
			failed += r.failed;
		}
		const status = r.counted ? `${r.passed} passed, ${r.failed} failed` : r.ok ? 'ok' : 'FAILED';
		const mark = r.ok ? ' ' : '✗';
		console.log(`${mark} ${id.padEnd(10)} ${status.padEnd(22)} ${seconds(ms).padStart(7)}`);
		for (const note of r.notes) console.log(`    note: ${note}`);
	}
	console.log(`  total time ${seconds(Date.now() - started)}`);
	const allOk = rows.every((row) => row.result.ok);
	console.log(`${passed} passed, ${failed} failed`);
	return allOk && failed === 0 ? 0 : 1;
}

process.exitCode = main();
