/** Timing in the page: samples of one piece of work, with a few untimed warm-up runs first. */

/** One measured figure: its samples in milliseconds and the raw IndexedDB figure it is compared with. */
export interface Measure {
	id: string;
	label: string;
	samples: number[];
	/** The id of the raw IndexedDB measure this one is paired with. */
	baseline?: string;
	note?: string;
	/** How many samples each burst gave, in order, where the samples pool bursts apart in time. */
	bursts?: number[];
}

export interface TimeOptions {
	reps: number;
	warmup?: number;
	/** Untimed work before each timed run (e.g. delete what the last run wrote). */
	before?: (i: number) => Promise<void> | void;
	/** Untimed work after each timed run. */
	after?: (i: number) => Promise<void> | void;
}

/** Times one run of `work`; a gateway answer that failed stops the bench. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
	const start = performance.now();
	const result = await work();
	const ms = performance.now() - start;
	check(result);
	return ms;
}

/** Times `work(i)` `reps` times; `i` counts warm-ups first, so each run can use different rows. */
export async function time(work: (i: number) => Promise<unknown>, options: TimeOptions): Promise<number[]> {
	const warmup = options.warmup ?? 2;
	const samples: number[] = [];
	for (let i = 0; i < warmup + options.reps; i++) {
		await options.before?.(i);
		const start = performance.now();
		const result = await work(i);
		const ms = performance.now() - start;
		check(result);
		await options.after?.(i);
		if (i >= warmup) samples.push(ms);
	}
	return samples;
}

/** A gateway answer that failed would make a meaningless figure: stop the run instead. */
function check(result: unknown): void {
	if (typeof result === 'object' && result !== null && 'ok' in result && (result as { ok: unknown }).ok === false) {
		throw new Error(`measured call failed: ${JSON.stringify((result as { error?: unknown }).error).slice(0, 2000)}`);
	}
}

export function measure(id: string, label: string, samples: number[], extra: Partial<Measure> = {}): Measure {
	return { id, label, samples, ...extra };
}

/** Lets the browser settle (GC, compaction) between heavy phases. */
export function pause(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A line for the driver's console (it forwards page messages that start with "[bench]"). */
export function progress(message: string): void {
	console.info(`[bench] ${message}`);
}
