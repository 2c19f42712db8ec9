/**
 * One device's replication with the person's CouchDB: when its cycles (replica-cycle.ts) run. They
 * run after writes pause, when the server's live feed reports a change, and again after a failed
 * request, backing off while the server cannot be reached.
 */
import type { LibraryStore } from '../db/library-store';
import type { Connection } from '../domain/connections';
import type { ChangesFeed, PouchDatabase, PouchError } from './pouch';
import { ReplicaCycle, type CycleReport } from './replica-cycle';
import { readState, type ReplicaState } from './replica-state';
import { ServerError } from './server-request';
import type { DocCodec } from './sync-docs';

/**
 * How long a cycle waits after a write to the library for the next one: a run of writes (taps, an
 * agent's calls) is handed over together, and no write waits behind sync's own transactions.
 */
const QUIET_MS = 300;
/** Writes that never pause are still handed over at least this often. */
const QUIET_AT_MOST_MS = 2_000;
/** The first wait before trying a server that failed again; it doubles up to the longest. */
const RETRY_MS = 1_000;
const RETRY_AT_MOST_MS = 30_000;

export type ReplicationPhase = 'starting' | 'syncing' | 'idle' | 'offline' | 'error' | 'stopped';

export interface ReplicatorEvents {
	/** The replication's state, and the server's error when it stopped or is retrying. */
	onPhase?: (phase: ReplicationPhase, error?: PouchError) => void;
	/** After each cycle that changed the library or the mirror. */
	onCycle?: (report: CycleReport) => void;
	/** As documents go to and come from the server. */
	onTraffic?: (traffic: Traffic) => void;
}

/** Documents sent to and received from the server since sync last caught up, and since when. */
export interface Traffic {
	sent: number;
	received: number;
	since?: number;
}

export interface ReplicatorOptions {
	store: LibraryStore;
	/** The server's database. */
	remote: PouchDatabase;
	/** Opens the mirror an earlier version kept on this device, to take over from it (mirror.ts). */
	mirror?: () => PouchDatabase;
	codec: DocCodec;
	device: string;
	/** Whether the agent connection's grants travel (the person's choice). */
	includeConnections: boolean;
	/** Saves a connection that arrived, so the gateway's permissions follow at once. */
	saveConnection: (connection: Connection) => Promise<unknown>;
	/** What this device allows a connection now: an arriving grant only narrows it. */
	connection: (id: string) => Connection | undefined;
	/** The app's version: documents kept aside by another version are tried again. */
	appVersion?: string;
	/**
	 * The mark of the library on the server as this device knows it: a new one (the library was
	 * sent again) starts the replication over, comparing every row with the server.
	 */
	library?: string;
	now: () => Date;
	events?: ReplicatorEvents;
	/** How long a request may go unanswered (ANSWER_MS; tests shorten it). */
	answerMs?: number;
}

/** Whether sync runs in a browser that says it is offline: no request is worth trying until it is back. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export class Replicator {
	private running: Promise<void> | undefined;
	private again = false;
	private stopped = false;
	/** Whether start() was called: cycles run from then on. */
	private started = false;
	/** Whether the device is ready to sync (prepare). */
	private prepared = false;
	/** The phase last said. */
	private said: ReplicationPhase | undefined;
	/** The server's live changes feed, while it is listened to. */
	private feed: ChangesFeed | undefined;
	/** How long to wait before trying a failed server again, and the wait under way. */
	private retry = { ms: 0, timer: undefined as ReturnType<typeof setTimeout> | undefined };
	private readonly unsubscribe: () => void;
	private traffic: Traffic = { sent: 0, received: 0 };
	/** The cycle waiting for writes to pause. */
	private quiet: ReturnType<typeof setTimeout> | undefined;
	/** When the library was last written (epoch ms). */
	private lastWriteAt = 0;
	/** What a cycle moves, and what it knows of the server between cycles. */
	private readonly cycles: ReplicaCycle;

	constructor(private readonly o: ReplicatorOptions) {
		this.cycles = new ReplicaCycle(o, { count: (direction, documents) => this.count(direction, documents), kick: () => this.kick() });
		this.unsubscribe = o.store.onWrite(() => this.afterWrite());
	}

	/**
	 * Runs a cycle once writes pause (QUIET_MS), or after QUIET_AT_MOST_MS of writes without a
	 * pause. One timer, never put off by a write: writes back to back would keep a timer that each
	 * of them restarts from ever firing.
	 */
	private afterWrite(): void {
		if (this.stopped) return;
		this.lastWriteAt = Date.now();
		if (!this.quiet) this.waitForQuiet(this.lastWriteAt, QUIET_MS);
	}

	/** Waits `ms`, then for writes to have paused, or for writes since `since` to have gone on long enough. */
	private waitForQuiet(since: number, ms: number): void {
		const timer = setTimeout(() => {
			const now = Date.now();
			const quietFor = now - this.lastWriteAt;
			if (quietFor < QUIET_MS && now - since < QUIET_AT_MOST_MS) return this.waitForQuiet(since, Math.min(QUIET_MS - quietFor, since + QUIET_AT_MOST_MS - now));
			this.quiet = undefined;
			this.cycles.pushDue = true;
			this.kick();
		}, ms);
		(timer as { unref?: () => void }).unref?.();
		this.quiet = timer;
	}

	/** Starts syncing: a first cycle now, then as writes and the server's changes come. */
	start(): void {
		this.say('starting');
		this.started = true;
		this.kick();
	}

	/**
	 * Listens to the server's live changes feed, which starts a cycle on every change it reports but
	 * this device's own writes coming back (the next cycle's pull reads past them).
	 */
	private listen(since: number | string): void {
		if (this.feed || this.stopped) return;
		const feed = this.o.remote.changes({ since, live: true, return_docs: false, heartbeat: 10_000, style: 'all_docs' });
		feed.on('change', ({ id, changes }) => {
			if (!this.cycles.isKnown(id, changes)) this.kick();
		});
		feed.on('error', (error) => {
			if (this.feed !== feed) return;
			this.feed = undefined;
			this.failed(new ServerError(error));
		});
		this.feed = feed;
	}

	private say(phase: ReplicationPhase, error?: PouchError): void {
		this.said = phase;
		this.o.events?.onPhase?.(phase, error);
	}

	/** Adds documents sent or received to the traffic since the last catch-up. */
	private count(direction: 'sent' | 'received', documents: number): void {
		if (documents === 0) return;
		if (this.said !== 'syncing') this.say('syncing');
		this.traffic.since ??= this.o.now().getTime();
		this.traffic[direction] += documents;
		this.o.events?.onTraffic?.({ ...this.traffic });
	}

	/** Runs a cycle now, or once more after the one under way. */
	kick(): void {
		if (this.stopped || !this.started) return;
		if (this.running) {
			this.again = true;
			return;
		}
		clearTimeout(this.retry.timer);
		this.running = (async () => {
			do {
				this.again = false;
				try {
					if (!this.prepared) {
						await this.cycles.prepare();
						this.prepared = true;
					}
					const report = await this.cycles.cycle();
					if (report.pulled + report.pushed + report.aside > 0) this.o.events?.onCycle?.(report);
				} catch (error) {
					// What asked for a cycle meanwhile waits for the retry.
					this.again = false;
					if (this.stopped) return;
					this.failed(error);
					return;
				}
				if (this.cycles.catchingUp) {
					// The server's documents are down: this device's own changes may go now.
					this.cycles.catchingUp = false;
					this.again = true;
				}
			} while (this.again && !this.stopped);
			this.retry.ms = 0;
			await this.caughtUp();
		})().finally(() => {
			this.running = undefined;
			// Asked for while it noted that it caught up.
			if (this.again) this.kick();
		});
	}

	/**
	 * A cycle or the live feed failed. The server's failures are said (offline when it could not be
	 * reached) and tried again, sooner while the browser is online; any other stops sync until the
	 * next change or Sync now.
	 */
	private failed(error: unknown): void {
		if (!(error instanceof ServerError)) {
			console.warn('Screenshelf sync cycle failed', error);
			// Not the server's doing (status 500 reads as "unexpected error; try Sync now"), and never "unreachable".
			this.say('error', { status: 500, name: 'sync_cycle', message: error instanceof Error ? error.message : String(error) });
			return;
		}
		this.feed?.cancel();
		this.feed = undefined;
		const reported = error.reported;
		this.say(typeof reported.status === 'number' && reported.status > 0 ? 'error' : 'offline', reported);
		this.retry.ms = Math.min(Math.max(RETRY_MS, this.retry.ms * 2), RETRY_AT_MOST_MS);
		clearTimeout(this.retry.timer);
		this.retry.timer = setTimeout(() => this.kick(), offline() ? RETRY_AT_MOST_MS : this.retry.ms);
		(this.retry.timer as { unref?: () => void }).unref?.();
	}

	/** Waits for the cycles asked for so far. */
	async settled(): Promise<void> {
		while (this.running) await this.running;
	}

	async stop(): Promise<void> {
		this.stopped = true;
		this.unsubscribe();
		clearTimeout(this.quiet);
		clearTimeout(this.retry.timer);
		this.feed?.cancel();
		await this.running;
		await this.o.remote.close();
		this.say('stopped');
	}

	/** After cycles that went through: with nothing left to send, sync has caught up (said once). */
	private async caughtUp(): Promise<void> {
		// Listening and said so already: nothing to read.
		if (this.feed && this.said === 'idle') return;
		try {
			const [state, pending] = await this.o.store.forSync('read', (tx) => Promise.all([readState(tx), tx.sync.pendingCount()]));
			if (this.stopped) return;
			this.listen(state.pulledSeq);
			// Said once: noting it is a write, which waits its turn beside the person's own.
			if (pending > 0 || this.again || this.said === 'idle') return;
			await this.cycles.updateState((saved) => ({ ...saved, lastSyncedAt: this.o.now().toISOString() }));
			this.traffic = { sent: 0, received: 0 };
			this.o.events?.onTraffic?.({ ...this.traffic });
			this.say('idle');
		} catch (error) {
			// Stopped meanwhile (the library closed with the page): nothing is lost, the outbox keeps the rest.
			if (!this.stopped) console.warn('Screenshelf sync could not note that it caught up', error);
		}
	}

	state(): Promise<ReplicaState> {
		return this.o.store.forSync('read', readState);
	}
}
