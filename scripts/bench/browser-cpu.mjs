// The CPU time the browser's processes spent, from Linux's /proc: the page's renderer, the
// browser process where IndexedDB's backend runs, and the rest. Sync's cost per write in CPU is a
// finer figure than the writes' p95, which moves by 1 to 3 ms between runs on two cores (issue 30).
import { readFileSync, readdirSync } from 'node:fs';

/** Linux's USER_HZ, the unit of /proc's CPU times, on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/** @param {string} path */
const read = (path) => {
	try {
		return readFileSync(path, 'utf8');
	} catch {
		return null;
	}
};

/**
 * The CPU (user and system, in ms) that each process of the browser using `profileDir` has spent
 * so far, by process ID: the browser's own and every process it started. Null where /proc cannot
 * tell (not Linux, or the browser not found).
 * @param {string} profileDir
 * @returns {Map<string, number> | null}
 */
export function browserCpu(profileDir) {
	let pids;
	try {
		pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
	} catch {
		return null;
	}
	/** @type {Map<string, { parent: string, ms: number }>} */
	const processes = new Map();
	for (const pid of pids) {
		const stat = read(`/proc/${pid}/stat`);
		if (stat === null) continue;
		// The fields after the command's name, which may itself hold spaces and parentheses.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		processes.set(pid, { parent: fields[1] ?? '', ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND });
	}
	const browser = pids.find((pid) => {
		const args = read(`/proc/${pid}/cmdline`)?.split('\0') ?? [];
		return args.includes(`--user-data-dir=${profileDir}`) && !args.some((arg) => arg.startsWith('--type='));
	});
	if (browser === undefined) return null;
	const inBrowser = (/** @type {string} */ pid) => {
		for (let at = pid, hops = 0; at && at !== '0' && hops < 64; at = processes.get(at)?.parent ?? '', hops++) if (at === browser) return true;
		return false;
	};
	return new Map([...processes].filter(([pid]) => inBrowser(pid)).map(([pid, { ms }]) => [pid, ms]));
}

/**
 * The CPU spent between two readings by the processes alive at the second: one that ended in
 * between (a page closed) takes its time with it, and must not count against the others.
 * @param {Map<string, number>} before @param {Map<string, number>} after
 */
export function cpuBetween(before, after) {
	let ms = 0;
	for (const [pid, spent] of after) ms += spent - (before.get(pid) ?? 0);
	return ms;
}

/**
 * Waits until the browser is idle, using under `busyMs` of CPU a second `seconds` seconds in a row,
 * or `atMostMs` have passed: what an import or a first sync leaves IndexedDB to do (its compactions)
 * is not counted against the writes that follow. Resolves with how long it waited and whether the
 * browser went idle, so a run whose writes began on a busy browser says so; null, at once, where
 * /proc cannot tell.
 * @param {() => Map<string, number> | null} read @param {{ busyMs?: number, seconds?: number, atMostMs?: number }} [options]
 * @returns {Promise<{ waitedMs: number, idle: boolean } | null>}
 */
export async function browserIdle(read, { busyMs = 40, seconds = 3, atMostMs = 60_000 } = {}) {
	const start = Date.now();
	let last = read();
	if (last === null) return null;
	let quiet = 0;
	while (quiet < seconds && Date.now() < start + atMostMs) {
		await new Promise((resolve) => setTimeout(resolve, 1_000));
		const now = read();
		if (now === null) return null;
		quiet = cpuBetween(last, now) < busyMs ? quiet + 1 : 0;
		last = now;
	}
	return { waitedMs: Date.now() - start, idle: quiet >= seconds };
}
