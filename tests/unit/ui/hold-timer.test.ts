/** A confirmation's clock: it runs out after its time, and stops while the person is on the message. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoldTimer } from '../../../src/lib/ui/feedback/hold-timer';

let ended: number;
let timer: HoldTimer;

beforeEach(() => {
	vi.useFakeTimers();
	ended = 0;
	timer = new HoldTimer(8_000, () => ended++);
});
afterEach(() => vi.useRealTimers());

describe('the hold timer', () => {
	it('ends once, after its whole time and not before', () => {
		timer.restart();
		vi.advanceTimersByTime(7_999);
		expect(ended).toBe(0);
		vi.advanceTimersByTime(1);
		expect(ended).toBe(1);
		vi.advanceTimersByTime(60_000);
		expect(ended).toBe(1);
	});

	it('stops while held, and goes on from where it stopped', () => {
		timer.restart();
		vi.advanceTimersByTime(5_000);
		timer.hold('pointer', true);
		vi.advanceTimersByTime(60_000);
		expect(ended).toBe(0);
		timer.hold('pointer', false);
		vi.advanceTimersByTime(2_999);
		expect(ended).toBe(0);
		vi.advanceTimersByTime(1);
		expect(ended).toBe(1);
	});

	it('runs again only when every hold is let go', () => {
		timer.restart();
		timer.hold('pointer', true);
		timer.hold('focus', true);
		timer.hold('pointer', false);
		vi.advanceTimersByTime(20_000);
		expect(ended).toBe(0);
		timer.hold('focus', false);
		vi.advanceTimersByTime(8_000);
		expect(ended).toBe(1);
	});

	it('starts the whole time again for a new message, even one shown while held', () => {
		timer.restart();
		vi.advanceTimersByTime(6_000);
		timer.restart();
		vi.advanceTimersByTime(6_000);
		expect(ended).toBe(0);
		timer.hold('focus', true);
		timer.restart();
		timer.hold('focus', false);
		vi.advanceTimersByTime(7_999);
		expect(ended).toBe(0);
		vi.advanceTimersByTime(1);
		expect(ended).toBe(1);
	});

	it('ends nothing once stopped', () => {
		timer.restart();
		timer.stop();
		vi.advanceTimersByTime(20_000);
		expect(ended).toBe(0);
	});
});
