/** The hybrid logical clock: stamps sort as the clock runs, and a change made after a stamp was seen outranks it. */
import { expect, it } from 'vitest';
import { formatStamp, millisOf, nextStamp, nodeOf, parseStamp, stampOfTime } from '../../../src/lib/domain/hlc';

const T = Date.parse('2026-11-22T10:00:00.000Z');

it('outranks a stamp seen from a clock a year ahead, though its own wall clock is behind it', () => {
	const ahead = nextStamp(undefined, T + 365 * 86_400_000, 'aaaa');
	const later = nextStamp(ahead, T + 3_600_000, 'bbbb');
	expect(later > ahead).toBe(true);
	expect(millisOf(later)).toBe(millisOf(ahead));
});

it('moves on within one millisecond, and when the wall clock goes back', () => {
	const first = nextStamp(undefined, T, 'a');
	const second = nextStamp(first, T, 'a');
	const third = nextStamp(second, T - 1_000, 'a');
	expect(first < second && second < third).toBe(true);
	expect(parseStamp(third)).toEqual({ millis: T, counter: 2, node: 'a' });
	expect(parseStamp(formatStamp({ millis: T, counter: 46_655, node: 'a' }))!.counter).toBe(46_655);
	expect(millisOf(nextStamp(formatStamp({ millis: T, counter: 46_655, node: 'a' }), T, 'a'))).toBe(T + 1);
});

it('reads only what is a stamp: a date of "zzzz" is none', () => {
	expect(stampOfTime('zzzz', 'a')).toBeUndefined();
	expect(parseStamp('zzzz')).toBeUndefined();
	expect(parseStamp(stampOfTime('2026-11-22T10:00:00.000Z', 'device-1'))).toEqual({ millis: T, counter: 0, node: 'device1' });
	expect(nodeOf('3C90F7F0-1100-4058-8c9e-df683fa66384')).toBe('3c90f7f0');
});
