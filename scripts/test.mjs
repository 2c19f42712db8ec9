// `npm test`: install what is missing, then type check, unit tests, build, end-to-end tests and
// the benchmarks' smoke run. Every stage runs even when an earlier one failed (except a failed
// dependency install), and the run ends with one line of its own:
//   N passed, N failed
// Stages that do not need each other run side by side: CI's machine has 2 cores, and a stage
// that keeps one core busy (the type check, the build) leaves the other idle. Each stage says
// how many cores it keeps busy; stages start in list order while their needs are done and the
// cores allow. Their output is streamed line by line behind the stage's name, and kept whole
// in test-results/<stage>.log.
// Node built-ins only: this file runs before node_modules exists.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT } from './ensure-deps.mjs';

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
 * @property {string[]} needs   stages that must have ended before this one starts
 * @property {number} cores     how many cores it keeps busy (0 for a stage that mostly waits)
 * @property {(io: StageIo, ctx: Context) => Promise<StageResult>} run
 */

/**
 * @typedef {object} Context
 * @property {Record<string, StageResult>} results results of the stages ended so far, by id
 */

/**
 * @typedef {object} StageIo
 * @property {(cmd: string, args: string[], options?: { env?: NodeJS.ProcessEnv }) => Promise<{ status: number, tail: string }>} exec
 *   runs a command with its output streamed behind the stage's name; `tail` is its last few KB
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

const TAIL_BYTES = 8192;

/**
 * The output side of one stage: every line goes to the console behind the stage's name and to
 * test-results/<id>.log.
 * @param {string} id
 * @returns {StageIo & { close: () => void }}
 */
function stageIo(id) {
	const file = createWriteStream(join(RESULTS, `${id}.log`));
	const prefix = `${id.padEnd(9)}│ `;
	return {
		exec(cmd, args, options = {}) {
			file.write(`$ ${[cmd.replace(ROOT + '/', ''), ...args].join(' ')}\n`);
			return new Promise((resolve) => {
				let tail = '';
				let partial = '';
				const child = spawn(cmd, args, { cwd: ROOT, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
				/** @param {Buffer} chunk */
				const take = (chunk) => {
					const text = chunk.toString('utf8');
					file.write(text);
					tail = (tail + text).slice(-TAIL_BYTES);
					const lines = (partial + text).split('\n');
					partial = lines.pop() ?? '';
					for (const line of lines) process.stdout.write(prefix + line + '\n');
				};
				child.stdout.on('data', take);
				child.stderr.on('data', take);
				child.on('error', (error) => {
					process.stdout.write(`${prefix}could not run ${cmd}: ${error.message}\n`);
					resolve({ status: 1, tail });
				});
				child.on('close', (code, signal) => {
					if (partial) process.stdout.write(prefix + partial + '\n');
					if (signal) process.stdout.write(`${prefix}${cmd} was killed by ${signal}\n`);
					resolve({ status: code ?? 1, tail });
				});
			});
		},
		close: () => file.end()
	};
}

/**
 * A stage that is one or more commands counted as one test: passed when every one exits 0.
 * Handy for checks such as a benchmark smoke run.
 * @param {{ id: string, title: string, needs: string[], cores: number, steps: [string, string[]][], counted?: boolean }} spec
 * @returns {Stage}
 */
export function commandStage({ id, title, needs, cores, steps, counted = true }) {
	return {
		id,
		title,
		needs,
		cores,
		async run(io) {
			for (const [cmd, args] of steps) {
				const { status } = await io.exec(cmd, args);
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

/**
 * Runs `module`'s export `fn` in a child process (so the long, mostly waiting installs run side
 * by side) and answers what it returned.
 * @param {StageIo} io @param {string} fn
 */
async function callInChild(io, fn) {
	const script = `import { ${fn} } from ${JSON.stringify(new URL('./ensure-deps.mjs', import.meta.url).href)};
console.log('RESULT ' + JSON.stringify(${fn}()));`;
	const { status, tail } = await io.exec(process.execPath, ['--input-type=module', '-e', script]);
	const line = tail.split('\n').findLast((l) => l.startsWith('RESULT '));
	return line ? JSON.parse(line.slice('RESULT '.length)) : { ok: false, error: `${fn} exited ${status}` };
}

/** @type {Stage} */
const depsStage = {
	id: 'deps',
	title: 'Dependencies (npm ci when needed)',
	needs: [],
	cores: 1,
	async run(io) {
		const ok = (await callInChild(io, 'ensureDeps')) === true && existsSync(bin('vite'));
		if (ok) return result({ counted: false });
		return result({ ok: false, failed: 1, notes: ['dependency install failed: no test could run (counted as one failure)'] });
	}
};

/** @type {Stage} */
const chromiumStage = {
	id: 'chromium',
	title: 'Chromium for Playwright',
	needs: [],
	cores: 0,
	// apt-get can take minutes on a new machine, mostly waiting on the network, while npm installs
	// the dependencies.
	async run(io) {
		const found = await callInChild(io, 'ensureChromium');
		if (!found.ok) return result({ ok: false, counted: false, notes: [found.error] });
		return result({ counted: false, notes: [`${found.version} at ${found.path}`] });
	}
};

/**
 * Caddy for the self-hosting journeys (tests/e2e/self-hosted.test.ts), which run the repository's
 * Caddyfile: where it cannot be installed they are skipped, and the reason is printed here.
 * After Chromium's, so the two apt-get runs do not wait on each other's lock.
 * @type {Stage}
 */
const caddyStage = {
	id: 'caddy',
	title: 'Caddy for the self-hosting journeys',
	needs: ['chromium'],
	cores: 0,
	async run(io) {
		const found = await callInChild(io, 'ensureCaddy');
		if (!found.ok) return result({ counted: false, notes: [`${found.error}: the self-hosting journeys are skipped`] });
		return result({ counted: false, notes: [`Caddy ${found.version} at ${found.path}`] });
	}
};

// The type check's and Vitest's `svelte-kit sync` rewrite .svelte-kit/generated, each with a
// version of its own, which the app's build reads as it goes: run beside it, a build could take
// its pages from one version and its scripts from another, and the app would not start. So both
// wait for the build (the base-path build keeps its own .svelte-kit/build-base).
/** @type {Stage} */
const typecheckStage = commandStage({
	id: 'typecheck',
	title: 'Type check (svelte-check)',
	needs: ['deps', 'build'],
	cores: 1,
	steps: [
		[bin('svelte-kit'), ['sync']],
		[bin('svelte-check'), ['--tsconfig', './tsconfig.json', '--fail-on-warnings']]
	]
});

/** @type {Stage} */
const unitStage = {
	id: 'unit',
	title: 'Unit tests (Vitest)',
	needs: ['deps', 'build'],
	// Vitest runs one worker on a 2-core machine (one less than the cores), so the other core is
	// free for the type check or the benchmarks' smoke run.
	cores: 1,
	async run(io) {
		rmSync(VITEST_JSON, { force: true });
		const { status } = await io.exec(bin('vitest'), [
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
	needs: ['deps'],
	cores: 1,
	async run(io) {
		// Remove old output so a failed build can never be tested by mistake.
		rmSync(join(ROOT, 'build'), { recursive: true, force: true });
		rmSync(join(ROOT, '.svelte-kit', 'output'), { recursive: true, force: true });
		const { status } = await io.exec(bin('vite'), ['build']);
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
	needs: ['deps'],
	cores: 1,
	async run(io) {
		const { status } = await io.exec(process.execPath, [join(ROOT, 'scripts', 'base-path-build.mjs')]);
		if (status !== 0) return result({ ok: false, counted: false, notes: [`the build under a base path exited ${status}`] });
		return result({ counted: false });
	}
};

/** @type {Stage} */
const e2eStage = {
	id: 'e2e',
	title: 'End-to-end tests (Playwright, Chromium)',
	needs: ['deps', 'chromium', 'caddy', 'build', 'build-base'],
	// Two workers, each a browser and a test process, with the preview server between them.
	cores: 2,
	async run(io, { results }) {
		const blockers = [];
		if (!results.chromium?.ok) blockers.push('Chromium is not available');
		if (!results.build?.ok) blockers.push('the build failed');
		if (blockers.length > 0) {
			return result({ ok: false, failed: 1, notes: [`not run: ${blockers.join(' and ')} (counted as one failure)`] });
		}
		rmSync(PLAYWRIGHT_JSON, { force: true });
		const { status } = await io.exec(bin('playwright'), ['test', '--reporter=list,json'], {
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
	needs: ['deps', 'chromium', 'build'],
	cores: 1,
	steps: [
		[bin('tsc'), ['-p', 'bench/tsconfig.json']],
		[process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), '--quick', '--reuse-app-build']],
		[process.execPath, [join(ROOT, 'scripts', 'bench.mjs'), '--only=js']]
	]
});

/**
 * The stages of `npm test`. To add one, add it here with what it needs and the cores it keeps
 * busy; a commandStage (see benchStage) counts as one test in the closing totals. When the
 * dependencies cannot be installed, no stage that needs them runs.
 * @type {Stage[]}
 */
export const STAGES = [depsStage, chromiumStage, caddyStage, buildStage, basePathBuildStage, e2eStage, typecheckStage, unitStage, benchStage];

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

/**
 * Starts stages in list order as their needs end and the cores allow (one always may run), and
 * resolves with each stage's result and time once all have ended.
 * @param {Stage[]} stages @param {number} capacity @param {Context} ctx @param {number} started
 * @returns {Promise<Map<string, { ms: number, result: StageResult }>>}
 */
async function runStages(stages, capacity, ctx, started) {
	/** @type {Map<string, { ms: number, result: StageResult }>} */
	const ended = new Map();
	/** @type {Map<string, Promise<void>>} */
	const running = new Map();
	const waiting = [...stages];
	const busy = () => stages.filter((s) => running.has(s.id)).reduce((sum, s) => sum + s.cores, 0);
	/** @param {Stage} stage */
	const start = (stage) => {
		console.log(`\n━━ ${stage.title} (${stage.id}, from ${seconds(Date.now() - started)}) ━━`);
		const io = stageIo(stage.id);
		const t = Date.now();
		const done = stage
			.run(io, ctx)
			.catch((error) => result({ ok: false, failed: 1, notes: [`stage crashed: ${error instanceof Error ? error.message : error}`] }))
			.then((r) => {
				io.close();
				ctx.results[stage.id] = r;
				ended.set(stage.id, { ms: Date.now() - t, result: r });
				running.delete(stage.id);
				console.log(`━━ ${stage.id} ended after ${seconds(Date.now() - t)}: ${r.ok ? 'ok' : 'FAILED'} ━━`);
			});
		running.set(stage.id, done);
	};
	while (waiting.length > 0 || running.size > 0) {
		for (const stage of [...waiting]) {
			if (!stage.needs.every((need) => ended.has(need))) continue;
			if (running.size > 0 && busy() + stage.cores > capacity) continue;
			waiting.splice(waiting.indexOf(stage), 1);
			if (stage.needs.includes('deps') && !ctx.results.deps?.ok) {
				const r = result({ ok: false, counted: false, notes: ['not run: the dependencies could not be installed'] });
				ctx.results[stage.id] = r;
				ended.set(stage.id, { ms: 0, result: r });
				continue;
			}
			start(stage);
		}
		if (running.size === 0 && waiting.length === 0) break;
		if (running.size === 0) throw new Error(`stages wait on needs never met: ${waiting.map((s) => s.id).join(', ')}`);
		await Promise.race(running.values());
	}
	return ended;
}

async function main() {
	const started = Date.now();
	mkdirSync(RESULTS, { recursive: true });
	/** @type {Context} */
	const ctx = { results: {} };
	// One stage more than the cores: the end-to-end tests' browsers wait on timers and the network
	// part of the time, so a 1-core stage (the unit tests, the bench) runs beside them; with the
	// cores alone, the end-to-end tests waited for the whole unit stage before they started.
	const capacity = Math.max(2, os.availableParallelism()) + 1;
	const ended = await runStages(STAGES, capacity, ctx, started);
	const rows = STAGES.flatMap((stage) => {
		const row = ended.get(stage.id);
		return row ? [{ id: stage.id, ...row }] : [];
	});

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
	console.log(`  total time ${seconds(Date.now() - started)} (stages side by side on ${capacity - 1} cores)`);
	const allOk = rows.every((row) => row.result.ok);
	console.log(`${passed} passed, ${failed} failed`);
	return allOk && failed === 0 ? 0 : 1;
}

process.exitCode = await main();
