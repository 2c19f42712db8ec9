/**
 * One device's replication: Dexie stays the library; a PouchDB database on this device mirrors
 * it as documents and PouchDB replicates that mirror with the person's CouchDB (live, retrying,
 * from its checkpoints). A cycle moves changes between the library and the mirror:
 *
 * - pull: documents that changed in the mirror (from the server, or conflicts) are settled by
 *   the conflict rule (losing revisions deleted, so every device converges on one) and written
 *   to the library as arrivals, unless the row changed here meanwhile;
 * - push: rows the change record names are compared with their document: a row newer by the rule
 *   is written on top of it, an older one gives way and takes the document's state.
 */
import type { Arrival } from '../db/arrivals';
import { outboxKey, splitOutboxKey, type OutboxRow, type SyncedTable } from '../db/change-record';
import type { LibraryStore, SyncTx } from '../db/library-store';
import type { Position } from '../db/sync-repo';
import type { Connection } from '../domain/connections';
import { rowSchemas } from '../transfer/library-document';
import type { TableName } from '../domain/tables';
import type { PouchDatabase, PouchError, Replication, ReplicationInfo } from './pouch';
import { forgetCheckpoints } from './checkpoints';
import { narrowedGrant } from './grants';
import { readKeptAside, writeKeptAside } from './kept-aside';
import { knownKey, place, type AsideReason } from './placement';
import { bodyOf, META_ID, versionOf, withLocalFields, type DocCodec, type SyncBody, type SyncDoc } from './sync-docs';
import { heldVersion, stampRowOf } from './held';
import { deletedVersion, merge, sameVersion, type Version } from './merge';
import type { StampRow } from '../db/row-stamps';
import { allStamps, latestStamp } from '../domain/field-stamps';
import { millisOf, newer, nextStamp } from '../domain/hlc';

// Rows per cycle step: large enough that a first sync of a big library is not made of round trips.
const BATCH = 2_000;
/** Rounds of a push before it lets the pull run: rows written again and again must not starve it. */
const PUSH_ROUNDS = 50;
/**
 * Reasons no device of any version writes a document for: a stamp that is no time, a body moved
 * under another row's ID. The device holding that row sends its own version again over it.
 */
const RESENT = new Set<AsideReason>(['bad_stamp', 'wrong_id']);
/** A stamp this far ahead of this device's clock is adopted, and Settings > Sync says so (DESIGN 11). */
const CLOCK_AHEAD_MS = 5 * 60_000;
/**
 * How long a cycle waits after a write to the library for the next one: a run of writes (taps, an
 * agent's calls) is handed over together, and no write waits behind sync's own transactions.
 */
const QUIET_MS = 300;
/** Writes that never pause are still handed over at least this often. */
const QUIET_AT_MOST_MS = 2_000;
/** This device's replication state, in its settings (never exported or synced). */
export const STATE_KEY = 'sync.state';

export interface ReplicaState {
	/** The mirror's change sequence up to which documents were brought into the library. */
	pulledSeq: number | string;
	/** Documents that arrived before what they point at (a log before its title), by key. */
	parked: string[];
	/** The library database (generation) whose every row was handed to sync. */
	joined?: { generation: number };
	/** How far handing a generation's rows over has come: the table, the last row ID handed, and how many rows are left. */
	joining?: { generation: number; table: SyncedTable; after: Position | null; left?: number };
	lastSyncedAt: string | null;
	/** Rows written to the mirror since the replication last caught up: on their way to the server. */
	unpushed?: number;
	/** The furthest ahead of this device's clock a stamp that arrived was, and when it was seen. */
	clockAhead?: { ms: number; seenAt: string };
	/** The revision of the library's description on the server that the mirror's checkpoints were written against. */
	library?: string;
}

const EMPTY_STATE: ReplicaState = { pulledSeq: 0, parked: [], lastSyncedAt: null };

/** The saved state, read in the caller's transaction. */
export async function readState(tx: SyncTx): Promise<ReplicaState> {
	return ((await tx.settings.get(STATE_KEY)) as ReplicaState | undefined) ?? EMPTY_STATE;
}

/** Changes the saved state in the caller's transaction, read and written together. */
async function changeState(tx: SyncTx, change: (state: ReplicaState) => ReplicaState): Promise<void> {
	await tx.settings.put({ [STATE_KEY]: change(await readState(tx)) });
}

export type ReplicationPhase = 'starting' | 'syncing' | 'idle' | 'offline' | 'error' | 'stopped';

export interface ReplicatorEvents {
	/** The live replication's state, and its error when it stopped or is retrying. */
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

export interface CycleReport {
	pulled: number;
	pushed: number;
	/** Documents set aside, or placed after all, by this cycle (kept-aside.ts). */
	aside: number;
}

export interface ReplicatorOptions {
	store: LibraryStore;
	local: PouchDatabase;
	remote: PouchDatabase;
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
	 * The revision of the library's description on the server as this device knows it: a new one
	 * (the library was sent again) starts the replication over (checkpoints.ts).
	 */
	library?: string;
	now: () => Date;
	events?: ReplicatorEvents;
}

/** A merged version on its way into the library, with the outbox row its key had when it was read (none: none waited). */
type Placed = Arrival & { held: StampRow; waiting: OutboxRow | undefined };

/** Whether the outbox row of a key is still the one read: no write came since. */
function sameWait(now: OutboxRow | undefined, read: OutboxRow | undefined): boolean {
	return now === read || (now !== undefined && read !== undefined && now.seq === read.seq && now.at === read.at && now.change === read.change);
}

/** Rows as this device holds them, with their stamps and the device's clock, all read in one transaction. */
interface HeldRows {
	stored: Map<string, unknown>;
	held: Awaited<ReturnType<SyncTx['sync']['stamps']>>;
	clock: Awaited<ReturnType<SyncTx['sync']['clock']>>;
}

/**
 * The stamps of these rows and the device's clock, read in the caller's transaction with the rows
 * themselves: a row read before a write and its stamps after would claim the write's fields at
 * their new stamps with their old values, and that version would win everywhere.
 */
async function heldNow(tx: SyncTx, keys: string[]): Promise<Omit<HeldRows, 'stored'>> {
	const [held, clock] = await Promise.all([tx.sync.stamps(keys), tx.sync.clock()]);
	return { held, clock };
}

export class Replicator {
	private replication: Replication | undefined;
	private running: Promise<void> | undefined;
	private again = false;
	private stopped = false;
	/** Whether the replication is carrying documents, or has documents written for it to carry. */
	private replicating = false;
	private readonly unsubscribe: () => void;
	private readonly lastWritten = { push: 0, pull: 0 };
	private traffic: Traffic = { sent: 0, received: 0 };
	/** The revision this replicator last wrote of each document, until the pull sees it come back. */
	private readonly written = new Map<string, string>();
	/** Whether the first one-way pull runs (pullFirst): cycles then write nothing to the mirror. */
	private catchingUp = false;
	/** Whether a cycle wrote to the mirror while catching up after all (a conflict settled). */
	private wroteWhileCatchingUp = false;
	/**
	 * Set when the first pull begins on an empty library: the keys brought in since, so while it
	 * catches up, arrivals nothing here holds are merged without reading the library for them.
	 * A new generation (an import meanwhile) holds rows of its own: then the library is read.
	 */
	private fresh: { generation: number; brought: Set<string> } | undefined;

	/** The cycle waiting for writes to pause, and since when writes have come without one. */
	private quiet: { timer: ReturnType<typeof setTimeout>; since: number } | undefined;

	constructor(private readonly o: ReplicatorOptions) {
		this.unsubscribe = o.store.onWrite(() => this.afterWrite());
	}

	/** Runs a cycle once writes pause (QUIET_MS), or after QUIET_AT_MOST_MS of writes without a pause. */
	private afterWrite(): void {
		if (this.stopped) return;
		const now = Date.now();
		const since = this.quiet?.since ?? now;
		clearTimeout(this.quiet?.timer);
		const timer = setTimeout(
			() => {
				this.quiet = undefined;
				this.kick();
			},
			Math.max(0, Math.min(QUIET_MS, since + QUIET_AT_MOST_MS - now))
		);
		(timer as { unref?: () => void }).unref?.();
		this.quiet = { timer, since };
	}

	/** Starts replication with the server and a first cycle. */
	start(): void {
		this.o.events?.onPhase?.('starting');
		// Until pullFirst knows whether this device catches up one way first, cycles write nothing to the mirror.
		this.catchingUp = true;
		void this.checkpointsOfLibrary()
			.then(() => this.pullFirst())
			.then((pushSince) => {
				if (!this.stopped) this.live(pushSince);
			})
			.catch((error: unknown) => {
				this.catchingUp = false;
				if (this.stopped) return;
				console.warn('Screenshelf sync could not start', error);
				this.o.events?.onPhase?.('error', { status: 500, name: 'sync_start', message: error instanceof Error ? error.message : String(error) });
			});
	}

	/** Forgets the mirror's checkpoints when they were written against a library the server has since lost. */
	private async checkpointsOfLibrary(): Promise<void> {
		const library = this.o.library;
		const { library: written } = await this.state();
		if (library === undefined || written === library) return;
		// A device of the version before this note has the checkpoints of the library it knows.
		if (written !== undefined) await forgetCheckpoints(this.o.local, this.o.remote);
		await this.updateState((state) => ({ ...state, library }));
	}

	/**
	 * A device with nothing of its own yet (an empty mirror and an empty library) brings the
	 * server's documents down one way first, its cycles placing them meanwhile but writing nothing
	 * to the mirror. Returns the mirror's sequence after it, from which the push may start: what
	 * lies below came from the server, and offering it back would ask the server about every
	 * document of a first sync down. Undefined when the push must walk the whole mirror.
	 */
	private async pullFirst(): Promise<number | string | undefined> {
		try {
			// A cycle begun before start() may still write to the mirror.
			await this.settled();
			if (Number((await this.o.local.info()).update_seq) !== 0 || !(await this.joinedEmpty())) return undefined;
			const replication = (this.replication = this.o.local.replicate.from(this.o.remote, { batch_size: 1_000 }));
			replication.on('change', (info) => {
				this.kick();
				this.count({ ...info, direction: 'pull' });
			});
			replication.on('active', () => this.active());
			// Offline or refused: the live replication that follows says so, and retries.
			await replication.catch(() => undefined);
			this.lastWritten.pull = 0;
			const after = (await this.o.local.info()).update_seq;
			return this.wroteWhileCatchingUp ? undefined : after;
		} finally {
			this.catchingUp = false;
			// Cycles held back the library's own rows meanwhile: they go now.
			this.kick();
		}
	}

	/**
	 * Whether the library is empty, marked as handed over if so (in the same transaction: a row
	 * written after it is in the outbox, which the change record fills while sync is set up).
	 */
	private joinedEmpty(): Promise<boolean> {
		const generation = this.o.store.generationNumber;
		return this.o.store.forSync('write', async (tx) => {
			if ((await tx.sync.countRows(this.tables())) > 0) return false;
			this.fresh = { generation, brought: new Set() };
			if ((await readState(tx)).joined?.generation !== generation) await changeState(tx, ({ joining: _none, ...saved }) => ({ ...saved, joined: { generation } }));
			return true;
		});
	}

	/** Live two-way replication, its push half starting at `pushSince` when given (pullFirst). */
	private live(pushSince: number | string | undefined): void {
		const replication = this.o.local.sync(this.o.remote, {
			live: true,
			retry: true,
			batch_size: 1_000,
			// PouchDB's own back-off grows to ten minutes; a phone back online should not wait that long.
			back_off_function: (delay) => (delay === 0 ? 1_000 : Math.min(delay * 2, 30_000)),
			...(pushSince === undefined ? {} : { push: { since: pushSince } })
		});
		replication.on('change', (info) => {
			if (info.direction === 'pull') this.kick();
			this.count(info);
		});
		// Each half's last pause, with its error when it paused to retry.
		const halves = new Map<'push' | 'pull', PouchError | undefined>();
		for (const half of ['push', 'pull'] as const) replication[half].on('paused', (error) => halves.set(half, error));
		replication.on('active', () => this.active());
		replication.on('paused', () => {
			this.replicating = false;
			if (this.stopped) return;
			const error = halves.get('push') ?? halves.get('pull');
			if (error) this.o.events?.onPhase?.('offline', error);
			// The pair also pauses before a half has run once (a first pull not begun): not caught up yet.
			else if (halves.size === 2) void this.caughtUp();
		});
		replication.on('denied', (error) => this.o.events?.onPhase?.('error', error));
		replication.on('error', (error) => this.o.events?.onPhase?.('error', error));
		this.replication = replication;
		this.kick();
	}

	/** The replication carries documents again. */
	private active(): void {
		this.replicating = true;
		this.o.events?.onPhase?.('syncing');
	}

	/** Adds what a replication event carried to the traffic since the last catch-up. */
	private count(info: ReplicationInfo): void {
		const direction = info.direction;
		const written = info.change?.docs_written;
		if (!direction || written === undefined) return;
		// The count is the replication's own since it started: what is new is the difference.
		const more = written >= this.lastWritten[direction] ? written - this.lastWritten[direction] : written;
		this.lastWritten[direction] = written;
		if (more === 0) return;
		this.traffic.since ??= this.o.now().getTime();
		this.traffic[direction === 'push' ? 'sent' : 'received'] += more;
		this.o.events?.onTraffic?.({ ...this.traffic });
	}

	/** Runs a cycle now, or once more after the one under way. */
	kick(): void {
		if (this.stopped) return;
		if (this.running) {
			this.again = true;
			return;
		}
		this.running = (async () => {
			do {
				this.again = false;
				try {
					const report = await this.cycle();
					if (report.pulled + report.pushed + report.aside > 0) this.o.events?.onCycle?.(report);
				} catch (error) {
					if (this.stopped) return;
					console.warn('Screenshelf sync cycle failed', error);
					// Not the server's doing (status 500 reads as "unexpected error; try Sync now"), and never "unreachable".
					this.o.events?.onPhase?.('error', { status: 500, name: 'sync_cycle', message: error instanceof Error ? error.message : String(error) });
					return;
				}
			} while (this.again && !this.stopped);
		})().finally(() => {
			this.running = undefined;
		});
	}

	/** Waits for the cycles asked for so far. */
	async settled(): Promise<void> {
		while (this.running) await this.running;
	}

	async stop(): Promise<void> {
		this.stopped = true;
		this.unsubscribe();
		clearTimeout(this.quiet?.timer);
		this.replication?.cancel();
		await this.running;
		await Promise.all([this.o.local.close(), this.o.remote.close()]);
		this.o.events?.onPhase?.('stopped');
	}

	private async caughtUp(): Promise<void> {
		try {
			await this.settled();
			const pending = await this.o.store.forSync('read', (tx) => tx.sync.pendingCount());
			// Active again while this waited (the cycle wrote more for it to carry): its next pause will tell.
			if (pending > 0 || this.stopped || this.replicating) return;
			await this.updateState((state) => ({ ...state, lastSyncedAt: this.o.now().toISOString(), unpushed: 0 }));
			this.traffic = { sent: 0, received: 0 };
			this.o.events?.onTraffic?.({ ...this.traffic });
			this.o.events?.onPhase?.('idle');
		} catch (error) {
			// Stopped meanwhile (the library closed with the page): nothing is lost, the outbox keeps the rest.
			if (!this.stopped) console.warn('Screenshelf sync could not note that it caught up', error);
		}
	}

	state(): Promise<ReplicaState> {
		return this.o.store.forSync('read', readState);
	}

	/** Changes the saved state in one transaction, so a cycle and a caught-up note cannot undo each other. */
	private updateState(change: (state: ReplicaState) => ReplicaState): Promise<void> {
		return this.o.store.forSync('write', (tx) => changeState(tx, change));
	}

	/** One pass each way: what the mirror holds into the library, then what changed here into the mirror. */
	async cycle(): Promise<CycleReport> {
		const report: CycleReport = { pulled: 0, pushed: 0, aside: 0 };
		// While the first pull catches up, the mirror holds only what came from the server (pullFirst).
		if (!this.catchingUp) await this.join(report);
		// A pull that fails must not keep this device's changes from leaving it.
		const pulled = await this.pull(report).then(
			() => undefined,
			(error: unknown) => ({ error })
		);
		if (!this.catchingUp) await this.push(report);
		if (pulled) throw pulled.error;
		return report;
	}

	/**
	 * Hands every row of this library to the mirror once: on the first sync of this device, and
	 * after an import that wrote a new library database (whose writes the change record did not
	 * see; rows it removed are deletions, dated now). Rows go straight from their tables, table by
	 * table in the order arrivals need them (people, titles, then what hangs on titles), so a
	 * device that receives them never parks a row; the position is saved after every batch, so a
	 * closed tab resumes where it stopped. Rows written meanwhile are in the outbox, for the push.
	 */
	private async join(report: CycleReport): Promise<void> {
		const state = await this.state();
		const generation = this.o.store.generationNumber;
		if (state.joined?.generation === generation) return;
		const at = this.o.now().toISOString();
		const { inDependencyOrder } = await import('../db/arrivals');
		const tables = inDependencyOrder(this.tables());
		const resumed = state.joining?.generation === generation ? state.joining : undefined;
		let left = resumed?.left ?? (await this.o.store.forSync('read', (tx) => tx.sync.countRows(tables)));
		let cursor = resumed ?? { generation, table: tables[0]!, after: null, left };
		for (const table of tables.slice(Math.max(0, tables.indexOf(cursor.table)))) {
			let after = table === cursor.table ? cursor.after : null;
			for (;;) {
				const [rows, held] = await this.o.store.forSync('read', async (tx) => {
					const rows = await tx.sync.rowsAfter(table, after, BATCH);
					return [rows, await heldNow(tx, rows.map(({ id }) => outboxKey(table, id)))] as const;
				});
				if (rows.length === 0) break;
				const entries = rows.map(({ id }): OutboxRow => ({ key: outboxKey(table, id), at, change: 'put' }));
				const { handled, written } = await this.handOver(entries, { ...held, stored: new Map(rows.map(({ id, row }) => [outboxKey(table, id), row])) }, report, false);
				after = rows.at(-1)!.position;
				left = Math.max(0, left - rows.length);
				cursor = { generation, table, after, left };
				const done = new Set(handled.map((e) => e.key));
				await this.o.store.forSync('write', async (tx) => {
					// A document that changed while it was compared goes the way of any change: through the outbox.
					await tx.sync.markPending(entries.filter((e) => !done.has(e.key)));
					await changeState(tx, (saved) => ({ ...saved, joining: cursor, unpushed: (saved.unpushed ?? 0) + written }));
				});
				if (rows.length < BATCH) break;
			}
		}
		const removed: string[] = [];
		if (state.joined) {
			const present = new Set(await this.o.store.forSync('read', (tx) => tx.sync.allKeys(tables)));
			const { rows } = await this.o.local.allDocs({ include_docs: true });
			for (const { doc } of rows) {
				const body = doc && doc._id !== META_ID ? await this.read(doc) : undefined;
				if (body && !body.deleted && !present.has(body.key)) removed.push(body.key);
			}
		}
		await this.o.store.forSync('write', async (tx) => {
			await tx.sync.markPending(removed.map((key) => ({ key, at, change: 'delete' })));
			await changeState(tx, ({ joining: _done, ...saved }) => ({ ...saved, joined: { generation } }));
		});
	}

	private tables(): SyncedTable[] {
		const library = Object.keys(rowSchemas) as TableName[];
		return this.o.includeConnections ? [...library, 'connections'] : library;
	}

	/** A document's body when it can be placed here, else undefined. */
	private async read(doc: SyncDoc): Promise<SyncBody | undefined> {
		const placed = await place(doc, this.o.codec, this.o.now());
		return placed.ok ? placed.body : undefined;
	}

	/**
	 * The merge of a document's conflicting revisions (merge.ts); the losing revisions are deleted,
	 * and a merge that no revision holds is marked to be written over the winner.
	 */
	private async settleConflicts(doc: SyncDoc, current: SyncBody, resend: OutboxRow[]): Promise<SyncBody> {
		const leaves = (await this.o.local.get(doc._id, { open_revs: 'all' })).map((leaf) => leaf.ok).filter((leaf): leaf is SyncDoc => !!leaf && !leaf._deleted);
		const table = splitOutboxKey(current.key).table;
		let merged = versionOf(current);
		const losers: SyncDoc[] = [];
		for (const leaf of leaves) {
			if (leaf._rev === doc._rev) continue;
			const body = await this.read(leaf);
			if (body?.key === current.key) merged = merge(table, merged, versionOf(body));
			losers.push({ _id: doc._id, _rev: leaf._rev!, _deleted: true });
		}
		// Set before the write: pullFirst reads the mirror's sequence after the pull, maybe before this write ends.
		if (this.catchingUp && losers.length > 0) this.wroteWhileCatchingUp = true;
		await this.o.local.bulkDocs(losers);
		if (!sameVersion(merged, versionOf(current))) resend.push({ key: current.key, at: this.o.now().toISOString(), change: 'put' });
		return bodyOf(current.key, merged, current.device);
	}

	/**
	 * Brings what changed in the mirror into the library, batch by batch from the saved sequence.
	 * A document that cannot be placed is kept aside and the sequence moves past it; documents kept
	 * aside by another version of the app are read again first.
	 */
	private async pull(report: CycleReport): Promise<void> {
		const [state, aside] = await this.o.store.forSync('read', (tx) => Promise.all([readState(tx), readKeptAside(tx)]));
		let since = state.pulledSeq;
		let parked = new Set(state.parked);
		const version = this.o.appVersion ?? '';
		// Parked rows are tried again with the first batch, in case what they wait for came.
		let retry = [...parked];
		let again = aside.version === version ? [] : Object.keys(aside.docs);
		let asideChanged = aside.version !== version;
		aside.version = version;
		for (;;) {
			const feed = await this.o.local.changes({ since, limit: BATCH, include_docs: true, conflicts: true });
			const docs = [...feed.results.map((change) => change.doc), ...(await this.docs(again))];
			const winners = await this.current(retry);
			/** The rows of arriving bodies as place() parsed them, by key: bringing them in parses them once. */
			const parsedRows = new Map<string, unknown>();
			/** Rows whose document lacks what this device holds: this device's version goes (again). */
			const resend: OutboxRow[] = [];
			/** Rows whose document fails its schema, with that document's newest stamp. */
			const unfit = new Map<string, string>();
			let ahead = 0;
			for (const doc of docs) {
				if (!doc || doc._deleted || doc._id === META_ID || doc._id.startsWith('_')) continue;
				// This device's own writing, seen coming back: the library holds it, or has changed since and says so in the outbox.
				if (this.written.get(doc._id) === doc._rev && !doc._conflicts?.length) {
					this.written.delete(doc._id);
					continue;
				}
				const placed = await place(doc, this.o.codec, this.o.now());
				if (!placed.ok) {
					aside.docs[doc._id] = { reason: placed.reason, ...(placed.key ? { key: placed.key } : {}) };
					asideChanged = true;
					report.aside += 1;
					if (placed.key && RESENT.has(placed.reason) && knownKey(placed.key)) resend.push({ key: placed.key, at: this.o.now().toISOString(), change: 'put' });
					if (placed.key && placed.newest && placed.reason === 'bad_row') unfit.set(placed.key, placed.newest);
					continue;
				}
				if (aside.docs[doc._id]) {
					delete aside.docs[doc._id];
					asideChanged = true;
					report.aside += 1;
				}
				ahead = Math.max(ahead, millisOf(placed.newest) - this.o.now().getTime());
				winners.set(placed.body.key, doc._conflicts?.length ? await this.settleConflicts(doc, placed.body, resend) : placed.body);
				if (!doc._conflicts?.length && placed.parsed !== undefined) parsedRows.set(placed.body.key, placed.parsed);
				else parsedRows.delete(placed.body.key);
			}
			if (feed.results.length === 0 && retry.length === 0 && !asideChanged) return;
			resend.push(...(await this.newerHere(unfit)));
			const { parked: stillParked, failed } = await this.bring(winners, parsedRows, resend, report);
			for (const key of failed) aside.docs[await this.o.codec.docId(key)] = { reason: 'not_written', key };
			asideChanged ||= failed.length > 0;
			report.aside += failed.length;
			const next = new Set([...parked].filter((key) => !winners.has(key)).concat(stillParked));
			const moved = feed.last_seq !== since || next.size !== parked.size || [...next].some((key) => !parked.has(key)) || resend.length > 0;
			[since, parked, retry, again] = [feed.last_seq, next, [], []];
			const clockAhead = ahead > CLOCK_AHEAD_MS ? { ms: ahead, seenAt: this.o.now().toISOString() } : undefined;
			// Nothing new: no write, or the write's own notice would start another cycle for nothing.
			if (moved || asideChanged || clockAhead) {
				await this.o.store.forSync('write', async (tx) => {
					await changeState(tx, (saved) => ({ ...saved, pulledSeq: since, parked: [...parked], ...(clockAhead ? { clockAhead } : {}) }));
					if (asideChanged) await writeKeptAside(tx, aside);
					await tx.sync.markPending(resend);
				});
			}
			asideChanged = false;
			if (feed.results.length < BATCH) return;
		}
	}

	/**
	 * Of rows whose document fails its schema, those this device holds a newer version of: a server
	 * that planted the document is overwritten, while a newer app's row (stamped later) is left alone.
	 */
	private async newerHere(unfit: Map<string, string>): Promise<OutboxRow[]> {
		if (unfit.size === 0) return [];
		const keys = [...unfit.keys()];
		const [stored, held, clock] = await this.o.store.forSync('read', (tx) => Promise.all([tx.sync.rows(keys), tx.sync.stamps(keys), tx.sync.clock()]));
		const at = this.o.now().toISOString();
		return keys.flatMap((key) => {
			const mine = heldVersion(key, stored.get(key), held.get(key), clock.node);
			const latest = [latestStamp(mine.stamps), mine.stamps.d].reduce<string | undefined>(newer, undefined);
			return latest !== undefined && latest > unfit.get(key)! ? [{ key, at, change: 'put' as const }] : [];
		});
	}

	/** The mirror's documents of these IDs (those it still has). */
	private async docs(ids: readonly string[]): Promise<SyncDoc[]> {
		if (ids.length === 0) return [];
		const { rows } = await this.o.local.allDocs({ keys: [...ids], include_docs: true, conflicts: true });
		return rows.flatMap((row) => (row.doc ? [row.doc] : []));
	}

	/** The mirror's current body of each key. */
	private async current(keys: readonly string[]): Promise<Map<string, SyncBody>> {
		const found = new Map<string, SyncBody>();
		if (keys.length === 0) return found;
		const ids = await Promise.all(keys.map((key) => this.o.codec.docId(key)));
		const { rows } = await this.o.local.allDocs({ keys: ids, include_docs: true });
		for (const { doc } of rows) {
			const body = doc && !doc._deleted ? await this.read(doc) : undefined;
			if (body) found.set(body.key, body);
		}
		return found;
	}

	/**
	 * Merges arriving bodies, already placed, with what this device holds (merge.ts): a body that
	 * beats nothing here changes nothing, and where the merge is not what arrived, this device's
	 * version goes to the server again (`resend`). Rows changed here since are left for the push,
	 * which merges the two. Returns the parked keys, and those that could not be written.
	 */
	private async bring(winners: Map<string, SyncBody>, parsedRows: Map<string, unknown>, resend: OutboxRow[], report: CycleReport): Promise<{ parked: string[]; failed: string[] }> {
		if (winners.size === 0) return { parked: [], failed: [] };
		const keys = [...winners.keys()];
		// A device catching up from empty holds only what it brought since, and what the outbox names.
		if (!this.catchingUp) this.fresh = undefined;
		const fresh = this.fresh?.generation === this.o.store.generationNumber ? this.fresh.brought : undefined;
		const maybeHeld = fresh ? keys.filter((key) => fresh.has(key)) : keys;
		const [pending, stored, stamps, clock] = await this.o.store.forSync('read', (tx) =>
			Promise.all([tx.sync.pendingOf(keys), tx.sync.rows(maybeHeld), tx.sync.stamps(maybeHeld), tx.sync.clock()])
		);
		const merged = new Map<string, Version>();
		/** Rows whose merge is the body that arrived: what place() parsed of them is what goes in. */
		const asArrived = new Map<string, unknown>();
		for (const [key, body] of winners) {
			fresh?.add(key);
			if (pending.has(key)) continue;
			const mine = heldVersion(key, stored.get(key), stamps.get(key), clock.node);
			const theirs = versionOf(body);
			const both = merge(splitOutboxKey(key).table, mine, theirs);
			if (!sameVersion(both, theirs)) resend.push({ key, at: this.o.now().toISOString(), change: 'put' });
			else if (parsedRows.has(key)) asArrived.set(key, parsedRows.get(key));
			if (!sameVersion(both, mine)) merged.set(key, both);
		}
		return this.placeVersions(merged, report, asArrived);
	}

	/**
	 * Writes merged versions into the library through the unit of work, and holds their stamps. A
	 * merged row its schema refuses (fields from two versions that do not fit) is the newest
	 * version whole instead; an agent's grant only narrows what this device allows.
	 */
	private async placeVersions(versions: Map<string, Version>, report: CycleReport, parsedRows?: Map<string, unknown>, waiting?: Map<string, OutboxRow>): Promise<{ parked: string[]; failed: string[] }> {
		const arrivals: Placed[] = [];
		const at = this.o.now().toISOString();
		const held: StampRow[] = [];
		let newest: string | undefined;
		for (const [key, version] of versions) {
			newest = [newest, latestStamp(version.stamps), version.stamps.d].reduce(newer);
			const { table, id } = splitOutboxKey(key);
			const deleted = deletedVersion(version);
			if (table === 'connections') {
				const grant = this.o.includeConnections && !deleted ? narrowedGrant(version.row as Connection, this.o.connection(id)) : undefined;
				if (grant) {
					await this.o.saveConnection(grant);
					report.pulled += 1;
				}
				held.push(stampRowOf(key, version, deleted));
				continue;
			}
			const row = deleted ? null : (parsedRows?.get(key) ?? this.parsed(table, version.row!));
			if (row === undefined) continue;
			arrivals.push({ table, id, row, at, held: stampRowOf(key, version, deleted), waiting: waiting?.get(key) });
		}
		if (arrivals.length === 0) {
			if (held.length > 0 || newest) await this.o.store.forSync('arrivals', (tx) => tx.sync.holdStamps(held, newest));
			return { parked: [], failed: [] };
		}
		const placed = await this.applyEach(arrivals, held, newest);
		report.pulled += placed.applied;
		return placed;
	}

	/** A merged row as its schema parses it, or undefined when the schema refuses it. */
	private parsed(table: TableName, row: Record<string, unknown>): unknown {
		const parsed = rowSchemas[table].safeParse(withLocalFields(table, row));
		return parsed.success ? parsed.data : undefined;
	}

	/**
	 * Applies arrivals in one transaction, holding the stamps of those placed and the stamps `held`
	 * apart (connections), and raising the clock to `newest`; when that fails, one by one, so a row
	 * the storage layer refuses is set aside instead of holding back the rest.
	 */
	private async applyEach(arrivals: Placed[], held: StampRow[], newest: string | undefined): Promise<{ applied: number; parked: string[]; failed: string[] }> {
		const { applyArrivals } = await import('../db/arrivals');
		const keyOf = (a: Arrival) => `${a.table}:${a.id}`;
		const apply = (batch: Placed[], alsoHeld: StampRow[], clock: string | undefined) =>
			this.o.store.forSync('arrivals', async (tx) => {
				// A row written here since it was read is left to the push, which merges it with the document.
				const now = await tx.sync.waiting(batch.map(keyOf));
				const result = await applyArrivals(
					tx,
					batch.filter((a) => sameWait(now.get(keyOf(a)), a.waiting))
				);
				await tx.sync.holdStamps([...alsoHeld, ...(result.applied as Placed[]).map((a) => a.held)], clock);
				return result;
			});
		try {
			const { applied, parked } = await apply(arrivals, held, newest);
			return { applied: applied.length, parked: parked.map(keyOf), failed: [] };
		} catch (error) {
			console.warn('Screenshelf sync could not write a batch of arrivals; writing them one by one', error);
		}
		await this.o.store.forSync('arrivals', (tx) => tx.sync.holdStamps(held, newest));
		const result = { applied: 0, parked: [] as string[], failed: [] as string[] };
		for (const arrival of arrivals) {
			try {
				const { applied, parked } = await apply([arrival], [], undefined);
				result.applied += applied.length;
				result.parked.push(...parked.map(keyOf));
			} catch {
				result.failed.push(keyOf(arrival));
			}
		}
		return result;
	}

	private async push(report: CycleReport): Promise<void> {
		for (let round = 0; round < PUSH_ROUNDS; round++) {
			const [entries, read] = await this.o.store.forSync('read', async (tx) => {
				const pending = await tx.sync.pending(BATCH);
				// A deletion's row is known to be gone: only the rows put are read.
				const [stored, held] = await Promise.all([tx.sync.rows(pending.filter((e) => e.change !== 'delete').map((e) => e.key)), heldNow(tx, pending.map((e) => e.key))]);
				return [pending, { ...held, stored }] as const;
			});
			if (entries.length === 0) return;
			const { handled, written } = await this.handOver(entries, read, report, true);
			if (handled.length === 0) return;
			await this.o.store.forSync('write', async (tx) => {
				await tx.sync.settle(handled);
				if (written > 0) await changeState(tx, (saved) => ({ ...saved, unpushed: (saved.unpushed ?? 0) + written }));
			});
		}
		this.kick();
	}

	/**
	 * Merges rows changed here with their documents in the mirror (merge.ts): the merge is written
	 * over the document unless the document already says it, and taken into the library unless it
	 * already holds it (unless the row was written again meanwhile). `fromOutbox`: the entries are
	 * the outbox's (a push), not rows handed over from their tables (a join). Returns the entries
	 * dealt with (not those whose document changed since it was read) and how many documents were written.
	 */
	private async handOver(entries: readonly OutboxRow[], { stored, held, clock }: HeldRows, report: CycleReport, fromOutbox: boolean): Promise<{ handled: OutboxRow[]; written: number }> {
		const ids = await Promise.all(entries.map((e) => this.o.codec.docId(e.key)));
		const { rows } = await this.o.local.allDocs({ keys: ids, include_docs: true });
		// Rows deleted without a stamp (an earlier build's outbox, an import's new database) are deleted now.
		const deletedAt = nextStamp(clock.last, this.o.now().getTime(), clock.node);
		const handled: OutboxRow[] = [];
		const writes: { entry: OutboxRow; doc: SyncDoc }[] = [];
		const adopt = new Map<string, Version>();
		for (const [i, entry] of entries.entries()) {
			const { table, id } = splitOutboxKey(entry.key);
			if (table === 'connections' && (!this.o.includeConnections || id === 'app')) {
				handled.push(entry);
				continue;
			}
			// A row put and gone since is no deletion to invent: only what this device holds goes.
			const mine = heldVersion(entry.key, stored.get(entry.key), held.get(entry.key), clock.node, entry.change === 'put' ? undefined : deletedAt);
			const row = rows[i]!;
			const theirs = row.doc && !row.doc._deleted ? await this.read(row.doc) : undefined;
			if (!mine.row && allStamps(mine.stamps).length === 0) {
				handled.push(entry);
				continue;
			}
			const both = theirs ? merge(table, mine, versionOf(theirs)) : mine;
			if (!sameVersion(both, mine)) adopt.set(entry.key, both);
			// Nothing to tell the server: it says the same already, or never heard of a row deleted here.
			if (theirs ? sameVersion(both, versionOf(theirs)) : deletedVersion(both) && !row.doc) handled.push(entry);
			else writes.push({ entry, doc: await this.o.codec.toDoc(bodyOf(entry.key, both, this.o.device), row.value?.rev) });
		}
		let written = 0;
		if (writes.length > 0) {
			const results = await this.o.local.bulkDocs(writes.map((w) => w.doc));
			// A document changed since it was read (a pull in between) is compared again later.
			results.forEach((result, i) => {
				if (result.error) return;
				handled.push(writes[i]!.entry);
				if (result.rev) this.written.set(result.id, result.rev);
			});
			written = results.filter((r) => !r.error).length;
			report.pushed += written;
			// Not caught up until the replication has carried these and paused again.
			if (written > 0) this.replicating = true;
		}
		await this.placeVersions(adopt, report, undefined, fromOutbox ? new Map(entries.map((e) => [e.key, e])) : undefined);
		return { handled, written };
	}
}
