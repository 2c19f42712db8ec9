/**
 * A countdown that stops while anything holds it (the pointer on a message, focus in it) and goes
 * on from where it stopped once nothing does: a confirmation's Undo is never lost to the clock
 * while the person is reading it or reaching for it.
 */
export type Hold = 'pointer' | 'focus';

export class HoldTimer {
	private timer: ReturnType<typeof setTimeout> | undefined;
	private left = 0;
	private since = 0;
	private readonly holds = new Set<Hold>();

	constructor(
		private readonly ms: number,
		private readonly onEnd: () => void
	) {}

	/** Starts the whole time again, for a new message; a hold still on keeps it stopped. */
	restart(): void {
		clearTimeout(this.timer);
		this.left = this.ms;
		this.run();
	}

	hold(reason: Hold, on: boolean): void {
		if (on === this.holds.has(reason)) return;
		if (on) {
			if (this.holds.size === 0) this.pause();
			this.holds.add(reason);
		} else {
			this.holds.delete(reason);
			this.run();
		}
	}

	stop(): void {
		clearTimeout(this.timer);
		this.holds.clear();
	}

	private run(): void {
		if (this.holds.size > 0) return;
		this.since = Date.now();
		this.timer = setTimeout(this.onEnd, this.left);
	}

	private pause(): void {
		clearTimeout(this.timer);
		this.left = Math.max(0, this.left - (Date.now() - this.since));
	}
}
