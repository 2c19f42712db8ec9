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
 * Milliseconds of CPU (user and system) that the browser using `profileDir` and every process it
 * started have spent so far; null where /proc cannot tell (not Linux, or the browser not found).
 * @param {string} profileDir
 */
export function browserCpuMs(profileDir) {
	let pids;
	try {
		pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
	} catch {
		return null;
	}
	/** @type {Map<string, { parent: string, ticks: number }>} */
	const processes = new Map();
	for (const pid of pids) {
		const stat = read(`/proc/${pid}/stat`);
		if (stat === null) continue;
		// The fields after the command's name, which may itself hold spaces and parentheses.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		processes.set(pid, { parent: fields[1] ?? '', ticks: Number(fields[11]) + Number(fields[12]) });
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
	let ticks = 0;
	for (const [pid, { ticks: spent }] of processes) if (inBrowser(pid)) ticks += spent;
	return (ticks * 1000) / TICKS_PER_SECOND;
}
