/**
 * One pass of a device's replication each way, straight between the library and the server (the
 * device keeps no second copy of it):
 *
 * - pull: documents that changed on the server since the saved sequence of its changes feed
 *   (this device's own writes, seen coming back, left out) are settled by the conflict rule
 *   (losing revisions deleted, so every device converges on one) and written to the library as
 *   arrivals, unless the row changed here meanwhile;
 * - push: rows the change record names are compared with their document on the server: a row
 *   newer by the rule is written on top of it, an older one gives way and takes the document's
 *   state. A document written meanwhile by another device refuses the write, and is compared again.
 *
 * When cycles run is the replicator's (replicator.ts).
 */
import type { Arrival } from '../db/arrivals';
import { outboxKey, sameWait, splitOutboxKey, type OutboxRow, type SyncedTable } from '../db/change-record';
import type { SyncTx } from '../db/library-store';
import type { Connection } from '../domain/connections';
import { rowSchemas } from '../transfer/library-document';
import type { TableName } from '../domain/tables';
import type { PouchDatabase } from './pouch';
import { documentPages } from './document-pages';
import { pulledUpTo, unsentKeys } from './mirror';
import { narrowedGrant } from './grants';
import { forgetKeptAside, readKeptAside, writeKeptAside } from './kept-aside';
import { knownKey, place, type AsideReason } from './placement';
import { bodyOf, META_ID, versionOf, withLocalFields, type SyncBody, type SyncDoc } from './sync-docs';
import { heldVersion, stampRowOf } from './held';
import { deletedVersion, merge, sameVersion, type Version } from './merge';
import type { StampRow } from '../db/row-stamps';
import { allStamps, latestStamp } from '../domain/field-stamps';
import { millisOf, newer, nextStamp } from '../domain/hlc';
import { changeState, readState, type ReplicaState } from './replica-state';
import type { ReplicatorOptions } from './replicator';
import { askServer } from './server-request';

// Rows per cycle step and documents per request: PouchDB's own replication sends 1,000 at a time too.
const BATCH = 1_000;
/** Rounds of a push before it lets the pull run: rows written again and again must not starve it. */
const PUSH_ROUNDS = 50;
/**
 * Reasons no device of any version writes a document for: a stamp that is no time, a body moved
 * under another row's ID. The device holding that row sends its own version again over it (any
 * version beats such a document: newerHere).
 */
const RESENT = new Set<AsideReason>(['bad_stamp', 'wrong_id']);
/** A stamp this far ahead of this device's clock is adopted, and Settings > Sync says so (DESIGN 11). */
const CLOCK_AHEAD_MS = 5 * 60_000;
/**
 * Revisions this device wrote, remembered until the changes feed shows them, so they are not
 * downloaded again; past this many (a first sync up of a large library), the rest are.
 */
const REMEMBERED_REVS = 50_000;

export interface CycleReport {
	pulled: number;
	pushed: number;
	/** Documents set aside, or placed after all, by this cycle (kept-aside.ts). */
	aside: number;
}

/** A merged version on its way into the library, with the outbox row its key had when it was read (none: none waited). */
type Placed = Arrival & { held: StampRow; waiting: OutboxRow | undefined };

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

/** What a cycle tells the replication that runs it. */
export interface CycleHost {
	/** Documents sent to or received from the server. */
	count(direction: 'sent' | 'received', documents: number): void;
	/** Asks for another cycle once this one is done. */
	kick(): void;
}

export class ReplicaCycle {
	/**
	 * Documents whose current revision on the server, as far as this device knows, is one it wrote
	 * from the library's row as it then was (by ID): the changes feed shows them without their
	 * being downloaded again, and a later change of the row is written on top without reading them.
	 * Any other revision of one seen on the server drops it.
	 */
	private readonly known = new Map<string, string>();
	/** Whether the first pull of a device with nothing of its own runs: its cycles send nothing meanwhile. */
	catchingUp = false;
	/**
	 * Set when the first pull begins on an empty library: the keys brought in since, so while it
	 * catches up, arrivals nothing here holds are merged without reading the library for them.
	 * A new generation (an import meanwhile) holds rows of its own: then the library is read.
	 */
	private fresh: { generation: number; brought: Set<string> } | undefined;
	/**
	 * Whether the next cycle sends what the outbox holds: set once writes pause, and after a failed
	 * push. A cycle the server's feed starts only pulls, so a run of writes is not sent piecemeal
	 * (its own documents coming back would start the next cycle, which would send the next write).
	 */
	pushDue = true;

	constructor(
		private readonly o: ReplicatorOptions,
		private readonly host: CycleHost
	) {}

	/**
	 * Once before the first cycle: starts over when the library on the server is a new one, takes
	 * over from an earlier version's mirror, and notes whether this device has nothing of its own
	 * yet (it then brings the server's documents down before it sends anything).
	 */
	async prepare(): Promise<void> {
		await this.libraryOnServer();
		await this.leaveMirror();
		this.catchingUp = await this.joinedEmpty();
	}

	/**
	 * A library sent to the server again (its mark changed: the server had lost it) is compared
	 * afresh: every document on it is read, and every row of this device handed over again, so
	 * the server gets what it lacks and this device what it missed.
	 */
	private async libraryOnServer(): Promise<void> {
		const library = this.o.library;
		const { library: reached } = await this.state();
		if (library === undefined || reached === library) return;
		this.known.clear();
		await this.updateState((state) => {
			// A device of the version before marks reached the library it knows: nothing to start over.
			if (reached === undefined) return { ...state, library };
			const { joined: _joined, joining: _joining, ...rest } = state;
			return { ...rest, library, pulledSeq: 0, parked: [] };
		});
	}

	/**
	 * An earlier version's mirror is left once (mirror.ts): what it brought down and the library
	 * lacks is brought in from it, what it holds that the server lacks is marked to be sent, and
	 * the server's feed is read from where the mirror's own pull stopped. Then it is deleted.
	 */
	private async leaveMirror(): Promise<void> {
		const state = await this.state();
		if (state.source === 'server') return;
		const used = state.joined !== undefined || state.joining !== undefined || String(state.pulledSeq) !== '0';
		if (!used || !this.o.mirror) return this.updateState((saved) => ({ ...saved, source: 'server', pulledSeq: 0 }));
		const mirror = this.o.mirror();
		try {
			await this.pull({ pulled: 0, pushed: 0, aside: 0 }, mirror);
			const [unsent, reached] = await this.ask(() => Promise.all([unsentKeys(mirror, this.o.remote, this.o.codec), pulledUpTo(mirror, this.o.remote)]));
			const at = this.o.now().toISOString();
			// Not progress: the mirror is deleted next, and what it held could not be worked out again.
			await this.o.store.forSync('write', async (tx) => {
				await this.markPending(tx, unsent.map((key) => ({ key, at, change: 'put' })));
				await changeState(tx, (saved) => ({ ...saved, source: 'server', pulledSeq: reached ?? 0 }));
			});
		} catch (error) {
			// Tried again from the start at the next cycle: the mirror stays until it is left.
			await mirror.close();
			throw error;
		}
		await mirror.destroy();
	}

	/**
	 * Whether the library is empty, marked as handed over if so (in the same transaction: a row
	 * written after it is in the outbox, which the change record fills while sync is set up).
	 */
	private joinedEmpty(): Promise<boolean> {
		const generation = this.o.store.generationNumber;
		return this.o.store.forSync('progress', async (tx) => {
			if ((await tx.sync.countRows(this.tables())) > 0) return false;
			this.fresh = { generation, brought: new Set() };
			if ((await readState(tx)).joined?.generation !== generation) await changeState(tx, ({ joining: _none, ...saved }) => ({ ...saved, joined: { generation } }));
			return true;
		});
	}

	private ask<T>(request: () => Promise<T>): Promise<T> {
		return askServer(request, this.o.answerMs);
	}

	state(): Promise<ReplicaState> {
		return this.o.store.forSync('read', readState);
	}

	/** Changes the saved state in one transaction, so a cycle and a caught-up note cannot undo each other. */
	updateState(change: (state: ReplicaState) => ReplicaState): Promise<void> {
		return this.o.store.forSync('progress', (tx) => changeState(tx, change));
	}

	/** One pass each way: what changed on the server into the library, then what changed here to the server. */
	async cycle(): Promise<CycleReport> {
		const report: CycleReport = { pulled: 0, pushed: 0, aside: 0 };
		// While the first pull catches up, nothing of this device's goes (prepare).
		if (!this.catchingUp) await this.join(report);
		// A pull that fails must not keep this device's changes from leaving it.
		const pulled = await this.pull(report, 'server').then(
			() => undefined,
			(error: unknown) => ({ error })
		);
		if (!this.catchingUp && this.pushDue) {
			this.pushDue = false;
			await this.push(report).catch((error: unknown) => {
				this.pushDue = true;
				throw error;
			});
		}
		if (pulled) throw pulled.error;
		return report;
	}

	/**
	 * Hands every row of this library to the server once: on the first sync of this device, and
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
				const { handled } = await this.handOver(entries, { ...held, stored: new Map(rows.map(({ id, row }) => [outboxKey(table, id), row])) }, report, false);
				after = rows.at(-1)!.position;
				left = Math.max(0, left - rows.length);
				cursor = { generation, table, after, left };
				const done = new Set(handled.map((e) => e.key));
				await this.o.store.forSync('progress', async (tx) => {
					// A document that changed while it was compared goes the way of any change: through the outbox.
					await this.markPending(tx, entries.filter((e) => !done.has(e.key)));
					await changeState(tx, (saved) => ({ ...saved, joining: cursor }));
				});
				if (rows.length < BATCH) break;
			}
		}
		const removed = state.joined ? await this.removedSince(tables) : [];
		await this.o.store.forSync('progress', async (tx) => {
			await this.markPending(tx, removed.map((key) => ({ key, at, change: 'delete' })));
			await changeState(tx, ({ joining: _done, ...saved }) => ({ ...saved, joined: { generation } }));
		});
	}

	/** The keys of rows the server has and this library no longer does (an import left them out), read page by page. */
	private async removedSince(tables: SyncedTable[]): Promise<string[]> {
		const present = new Set(await this.o.store.forSync('read', (tx) => tx.sync.allKeys(tables)));
		const removed: string[] = [];
		for await (const docs of documentPages(this.o.remote, BATCH, (request) => this.ask(request))) {
			for (const doc of docs) {
				const body = doc._id !== META_ID ? await this.read(doc) : undefined;
				if (body && !body.deleted && !present.has(body.key)) removed.push(body.key);
			}
		}
		return removed;
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
	private async settleConflicts(source: PouchDatabase, doc: SyncDoc, current: SyncBody, resend: OutboxRow[]): Promise<SyncBody> {
		const leaves = (await this.ask(() => source.get(doc._id, { open_revs: 'all' }))).map((leaf) => leaf.ok).filter((leaf): leaf is SyncDoc => !!leaf && !leaf._deleted);
		const table = splitOutboxKey(current.key).table;
		let merged = versionOf(current);
		const losers: SyncDoc[] = [];
		for (const leaf of leaves) {
			if (leaf._rev === doc._rev) continue;
			const body = await this.read(leaf);
			if (body?.key === current.key) merged = merge(table, merged, versionOf(body));
			losers.push({ _id: doc._id, _rev: leaf._rev!, _deleted: true });
		}
		await this.ask(() => source.bulkDocs(losers));
		if (!sameVersion(merged, versionOf(current))) resend.push({ key: current.key, at: this.o.now().toISOString(), change: 'put' });
		return bodyOf(current.key, merged, current.device);
	}

	/**
	 * Brings what changed on the server (or in an earlier version's mirror, once) into the library,
	 * batch by batch from the saved sequence. A document that cannot be placed is kept aside and
	 * the sequence moves past it; documents kept aside by another version of the app are read again first.
	 */
	private async pull(report: CycleReport, source: PouchDatabase | 'server'): Promise<void> {
		const db = source === 'server' ? this.o.remote : source;
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
			const feed = await this.changedAfter(source, since);
			const docs = [...feed.docs, ...(await this.docs(db, again))];
			const winners = await this.current(db, retry);
			/** The rows of arriving bodies as place() parsed them, by key: bringing them in parses them once. */
			const parsedRows = new Map<string, unknown>();
			/** Rows whose document lacks what this device holds: this device's version goes (again). */
			const resend: OutboxRow[] = [];
			/** Rows whose document cannot be placed, with the stamp a version here must be newer than to go over it. */
			const unfit = new Map<string, string>();
			let ahead = 0;
			for (const doc of docs) {
				if (!doc || doc._deleted || doc._id === META_ID || doc._id.startsWith('_')) continue;
				// Another revision than the one this device wrote, or one in conflict: the next change of its row reads it first.
				if (source === 'server' && (this.known.get(doc._id) !== doc._rev || doc._conflicts?.length)) this.known.delete(doc._id);
				const placed = await place(doc, this.o.codec, this.o.now());
				if (!placed.ok) {
					aside.docs[doc._id] = { reason: placed.reason, ...(placed.key ? { key: placed.key } : {}) };
					asideChanged = true;
					report.aside += 1;
					if (placed.key && RESENT.has(placed.reason) && knownKey(placed.key)) unfit.set(placed.key, '');
					if (placed.key && placed.newest && placed.reason === 'bad_row') unfit.set(placed.key, placed.newest);
					continue;
				}
				if (aside.docs[doc._id]) {
					delete aside.docs[doc._id];
					asideChanged = true;
					report.aside += 1;
				}
				ahead = Math.max(ahead, millisOf(placed.newest) - this.o.now().getTime());
				winners.set(placed.body.key, doc._conflicts?.length ? await this.settleConflicts(db, doc, placed.body, resend) : placed.body);
				if (!doc._conflicts?.length && placed.parsed !== undefined) parsedRows.set(placed.body.key, placed.parsed);
				else parsedRows.delete(placed.body.key);
			}
			if (feed.size === 0 && retry.length === 0 && !asideChanged) return;
			resend.push(...(await this.newerHere(unfit)));
			const { parked: stillParked, failed } = await this.bring(winners, parsedRows, resend, report);
			for (const key of failed) aside.docs[await this.o.codec.docId(key)] = { reason: 'not_written', key };
			asideChanged ||= failed.length > 0;
			report.aside += failed.length;
			const next = new Set([...parked].filter((key) => !winners.has(key)).concat(stillParked));
			const moved = feed.last_seq !== since || next.size !== parked.size || [...next].some((key) => !parked.has(key)) || resend.length > 0;
			[since, parked, retry, again] = [feed.last_seq, next, [], []];
			const clockAhead = ahead > CLOCK_AHEAD_MS ? { ms: ahead, seenAt: this.o.now().toISOString() } : undefined;
			// Nothing new: no write, which would wait its turn beside the person's own.
			if (moved || asideChanged || clockAhead) {
				await this.o.store.forSync('progress', async (tx) => {
					await changeState(tx, (saved) => ({ ...saved, pulledSeq: since, parked: [...parked], ...(clockAhead ? { clockAhead } : {}) }));
					if (asideChanged) await writeKeptAside(tx, aside);
					await this.markPending(tx, resend);
				});
			}
			asideChanged = false;
			if (feed.size < BATCH) return;
		}
	}

	/**
	 * Marks rows to be sent, in the caller's transaction: by this cycle's push, or the next one's.
	 * Sync's own writes start no cycle (LibraryStore.forSync), so the push is asked for here.
	 */
	private async markPending(tx: SyncTx, rows: OutboxRow[]): Promise<void> {
		if (rows.length === 0) return;
		await tx.sync.markPending(rows);
		this.pushDue = true;
	}

	/** Whether a change of the server's feed is of a document whose only revision this device wrote and knows. */
	isKnown(id: string, leaves: readonly { rev: string }[]): boolean {
		return leaves.length === 1 && this.known.get(id) === leaves[0]!.rev;
	}

	/**
	 * The documents changed after `since`, how many changes that was, and the sequence they reach.
	 * The server's feed names revisions first: this device's own, seen coming back, are not
	 * downloaded again (the library holds them, or changed since and says so in the outbox).
	 */
	private async changedAfter(source: PouchDatabase | 'server', since: number | string): Promise<{ docs: (SyncDoc | undefined)[]; size: number; last_seq: number | string }> {
		if (source !== 'server') {
			const feed = await source.changes({ since, limit: BATCH, include_docs: true, conflicts: true });
			return { docs: feed.results.map((change) => change.doc), size: feed.results.length, last_seq: feed.last_seq };
		}
		const feed = await this.ask(() => this.o.remote.changes({ since, limit: BATCH, batch_size: BATCH, style: 'all_docs' }));
		const ids = feed.results.filter(({ id, changes }) => id !== META_ID && !id.startsWith('_') && !this.isKnown(id, changes)).map(({ id }) => id);
		const docs = await this.docs(this.o.remote, ids);
		this.host.count('received', docs.length);
		return { docs, size: feed.results.length, last_seq: feed.last_seq };
	}

	/**
	 * Of rows whose document cannot be placed, those this device holds a newer version of: a server
	 * that planted the document is overwritten, while a newer app's row (stamped later) is left alone.
	 * A device that holds no version marks nothing: the outbox row would hold back the holder's
	 * version when it arrives (bring leaves rows waiting to the push), and the push, with nothing
	 * here to send, would drop it unread, the pull having moved past it.
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

	/** The documents of these IDs (those there are), with their conflicts. */
	private async docs(db: PouchDatabase, ids: readonly string[]): Promise<SyncDoc[]> {
		if (ids.length === 0) return [];
		const { rows } = await this.ask(() => db.allDocs({ keys: [...ids], include_docs: true, conflicts: true }));
		return rows.flatMap((row) => (row.doc ? [row.doc] : []));
	}

	/** The current body of each key. */
	private async current(db: PouchDatabase, keys: readonly string[]): Promise<Map<string, SyncBody>> {
		const found = new Map<string, SyncBody>();
		if (keys.length === 0) return found;
		const ids = await Promise.all(keys.map((key) => this.o.codec.docId(key)));
		const { rows } = await this.ask(() => db.allDocs({ keys: ids, include_docs: true }));
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
			const { handled, onServer } = await this.handOver(entries, read, report, true);
			// A document another device wrote meanwhile refused the write: the next cycle (its change on the feed starts one) sends it again.
			if (handled.length < entries.length) this.pushDue = true;
			if (handled.length === 0) return;
			await this.o.store.forSync('progress', async (tx) => {
				await tx.sync.settle(handled);
				report.aside += await forgetKeptAside(tx, onServer);
			});
			// The outbox held no more when it was read: rows written since wait for the writes to pause (afterWrite).
			if (entries.length < BATCH) return;
		}
		this.pushDue = true;
		this.host.kick();
	}

	/**
	 * Merges rows changed here with their documents on the server (merge.ts): the merge is written
	 * over the document unless the document already says it, and taken into the library unless it
	 * already holds it (unless the row was written again meanwhile). `fromOutbox`: the entries are
	 * the outbox's (a push), not rows handed over from their tables (a join). Returns the entries
	 * dealt with (not those whose document changed since it was read), and the keys whose document
	 * now says this device's version (written, or found so).
	 */
	private async handOver(entries: readonly OutboxRow[], { stored, held, clock }: HeldRows, report: CycleReport, fromOutbox: boolean): Promise<{ handled: OutboxRow[]; onServer: Set<string> }> {
		const ids = await Promise.all(entries.map((e) => this.o.codec.docId(e.key)));
		// A document whose revision this device wrote from its row as it then was needs no reading: the row holds all it says.
		// Not so in a join: an import may have put older rows in the library.
		const lastWritten = ids.map((id) => (fromOutbox ? this.known.get(id) : undefined));
		const unread = ids.filter((_, i) => lastWritten[i] === undefined);
		const read = new Map((unread.length > 0 ? (await this.ask(() => this.o.remote.allDocs({ keys: unread, include_docs: true }))).rows : []).map((row) => [row.key, row]));
		// Rows deleted without a stamp (an earlier build's outbox, an import's new database) are deleted now.
		const deletedAt = nextStamp(clock.last, this.o.now().getTime(), clock.node);
		const handled: OutboxRow[] = [];
		const onServer = new Set<string>();
		/** Documents to write, and whether each says just what the library's row does (nothing of the server's taken in). */
		const writes: { entry: OutboxRow; doc: SyncDoc; asHeld: boolean }[] = [];
		const adopt = new Map<string, Version>();
		for (const [i, entry] of entries.entries()) {
			const { table, id } = splitOutboxKey(entry.key);
			if (table === 'connections' && (!this.o.includeConnections || id === 'app')) {
				handled.push(entry);
				continue;
			}
			// A row put and gone since is no deletion to invent: only what this device holds goes.
			const mine = heldVersion(entry.key, stored.get(entry.key), held.get(entry.key), clock.node, entry.change === 'put' ? undefined : deletedAt);
			if (!mine.row && allStamps(mine.stamps).length === 0) {
				handled.push(entry);
				continue;
			}
			const rev = lastWritten[i];
			if (rev) {
				writes.push({ entry, doc: await this.o.codec.toDoc(bodyOf(entry.key, mine, this.o.device), rev), asHeld: true });
				continue;
			}
			const row = read.get(ids[i]!);
			const theirs = row?.doc && !row.doc._deleted ? await this.read(row.doc) : undefined;
			const both = theirs ? merge(table, mine, versionOf(theirs)) : mine;
			const asHeld = sameVersion(both, mine);
			if (!asHeld) adopt.set(entry.key, both);
			const agrees = theirs !== undefined && sameVersion(both, versionOf(theirs));
			if (agrees) onServer.add(entry.key);
			// Nothing to tell the server: it says the same already, or never heard of a row deleted here.
			if (theirs ? agrees : deletedVersion(both) && !row?.doc) handled.push(entry);
			else writes.push({ entry, doc: await this.o.codec.toDoc(bodyOf(entry.key, both, this.o.device), row?.value?.rev), asHeld });
		}
		if (writes.length > 0) {
			const results = await this.ask(() => this.o.remote.bulkDocs(writes.map((w) => w.doc)));
			// A document another device wrote since it was read (or since this device last wrote it) refuses the write: it is compared again.
			results.forEach((result, i) => {
				const { entry, doc, asHeld } = writes[i]!;
				this.known.delete(doc._id);
				if (result.error) return;
				handled.push(entry);
				onServer.add(entry.key);
				if (result.rev && asHeld && this.known.size < REMEMBERED_REVS) this.known.set(doc._id, result.rev);
			});
			const written = results.filter((r) => !r.error).length;
			report.pushed += written;
			this.host.count('sent', written);
		}
		await this.placeVersions(adopt, report, undefined, fromOutbox ? new Map(entries.map((e) => [e.key, e])) : undefined);
		return { handled, onServer };
	}
}
