/**
 * The hybrid logical clock that stamps synced changes (DESIGN 11; Actual Budget's
 * `packages/crdt/src/crdt/timestamp.ts` is the model): wall time, a counter for changes within one
 * millisecond, and the device. A device stamps a change with the greater of its wall time and the
 * newest stamp it has seen, plus one, so a change made after a version was seen outranks it,
 * whatever the wall clocks say. Unlike Actual, a stamp far ahead is adopted (a phone set to the
 * wrong year must still sync); sync warns of it and sets aside only the absurd.
 *
 * A stamp is a fixed-width string that sorts as the clock does: 9 base-36 digits of milliseconds
 * (to the year 5188), 3 of the counter, then the device's node (up to 8 characters).
 */
const MS_DIGITS = 9;
const COUNTER_DIGITS = 3;
const COUNTER_MAX = 36 ** COUNTER_DIGITS - 1;
const NODE = /^[0-9a-z]{1,8}$/;

export interface Hlc {
	millis: number;
	counter: number;
	node: string;
}

/** A device's node in its stamps: the first 8 hex digits of its ID (a UUID). */
export function nodeOf(deviceId: string): string {
	const node = deviceId.toLowerCase().replace(/[^0-9a-z]/g, '').slice(0, 8);
	return node || '0';
}

export function formatStamp({ millis, counter, node }: Hlc): string {
	return millis.toString(36).padStart(MS_DIGITS, '0') + counter.toString(36).padStart(COUNTER_DIGITS, '0') + node;
}

/** The clock reading of a stamp, or undefined when it is not one. */
export function parseStamp(stamp: unknown): Hlc | undefined {
	if (typeof stamp !== 'string' || stamp.length <= MS_DIGITS + COUNTER_DIGITS) return undefined;
	const millis = parseInt(stamp.slice(0, MS_DIGITS), 36);
	const counter = parseInt(stamp.slice(MS_DIGITS, MS_DIGITS + COUNTER_DIGITS), 36);
	const node = stamp.slice(MS_DIGITS + COUNTER_DIGITS);
	if (!/^[0-9a-z]+$/.test(stamp.slice(0, MS_DIGITS + COUNTER_DIGITS)) || !NODE.test(node) || !(millis > 0)) return undefined;
	return { millis, counter, node };
}

/** The stamp of a change made now on this device, after `last` (the newest it issued or saw). */
export function nextStamp(last: string | undefined, nowMs: number, node: string): string {
	const seen = parseStamp(last);
	if (!seen || nowMs > seen.millis) return formatStamp({ millis: nowMs, counter: 0, node });
	// The counter overflowing moves the clock on a millisecond: a thousand changes a millisecond never come.
	return seen.counter < COUNTER_MAX ? formatStamp({ millis: seen.millis, counter: seen.counter + 1, node }) : formatStamp({ millis: seen.millis + 1, counter: 0, node });
}

/** The newer of two stamps (either may be absent). */
export function newer(a: string | undefined, b: string | undefined): string | undefined {
	if (a === undefined) return b;
	return b !== undefined && b > a ? b : a;
}

/** The stamp a change had before stamps existed: its wall time, counter 0 (an upgraded library's rows). */
export function stampOfTime(iso: string, node: string): string | undefined {
	const millis = Date.parse(iso);
	return Number.isFinite(millis) && millis > 0 ? formatStamp({ millis, counter: 0, node: nodeOf(node) }) : undefined;
}

/** A stamp's wall time, in milliseconds. */
export function millisOf(stamp: string): number {
	return parseStamp(stamp)?.millis ?? NaN;
}
