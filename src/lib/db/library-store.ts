/** The storage layer's one door: repositories exist only bound to a transaction. */
import type { Table, Transaction } from 'dexie';
import type { Connection } from '../domain/connections';
import type { KeptOffers } from '../domain/kept-offers';
import { AggregatesRepo } from './aggregates-repo';
import { DEFAULT_DB_NAME, LATE_UPGRADES_UNTIL, LibraryDatabase, loadLateUpgrades, SCHEMA_VERSION, type LateUpgrades } from './database';
import { GatewayError } from '../domain/errors';
import { canListDatabases, deleteQuietly, findLibrary } from './generations';
import { GuidesRepo } from './guides-repo';
import { NextEpisodesRepo } from './next-episodes-repo';
import { ProviderCacheRepo } from './provider-cache-repo';
import { HistoryRepo } from './history-repo';
import { RecommendationsRepo, TastesRepo } from './links-repo';
import { LogsRepo } from './logs-repo';
import { PendingWrites } from './pending-writes';
import { PeopleRepo } from './people-repo';
import { RecordsRepo } from './records-repo';
import type { RowProgress } from './rows';
import { SettingsRepo } from './settings-repo';
import { leaveUnrecorded } from './change-record';
import type { SyncRepo } from './sync-repo';
import type { StagedTable } from './staging';
import { isConnectionLoss, openProblemOf, StorageError, type StorageProblem } from './storage-problem';
import type { TransferRepo } from './transfer-repo';
import { commitWork, type WriteCode } from './unit-of-work';

export interface StoreTx {
	records: RecordsRepo;
	logs: LogsRepo;
	recommendations: RecommendationsRepo;
	tastes: TastesRepo;
	people: PeopleRepo;
	aggregates: AggregatesRepo;
	settings: SettingsRepo;
	history: HistoryRepo;
	guides: GuidesRepo;
	nextEpisodes: NextEpisodesRepo;
	offers: ProviderCacheRepo<KeptOffers>;
	connections: {
		list(): Promise<Connection[]>;
		put(connection: Connection): Promise<void>;
	};
}

function bind(trans: Transaction, pending: PendingWrites): StoreTx {
	const aggregates = new AggregatesRepo(trans, pending);
	const records = new RecordsRepo(trans, aggregates, pending);
	const connections: Table<Connection, string> = trans.table('connections');
	return {
		records,
		logs: new LogsRepo(trans, pending, records),
		recommendations: new RecommendationsRepo(trans),
		tastes: new TastesRepo(trans),
		people: new PeopleRepo(trans),
		aggregates,
		settings: new SettingsRepo(trans),
		history: new HistoryRepo(trans),
		guides: new GuidesRepo(trans),
		nextEpisodes: new NextEpisodesRepo(trans),
		offers: new ProviderCacheRepo(trans, 'watchOffers'),
		connections: {
			list: () => connections.toArray(),
			put: async (connection) => {
				await connections.put(connection);
			}
		}
	};
}

/** A transaction with sync's outbox and state too (src/lib/sync). */
export interface SyncTx extends StoreTx {
	sync: SyncRepo;
}

/** A transaction with the whole library's reads and writes too (export, import). */
export interface WholeTx extends StoreTx {
	transfer: TransferRepo;
}

type Bind<X extends StoreTx> = (trans: Transaction, pending: PendingWrites) => X;

export type StorageProblemListener = (problem: StorageProblem) => void;

/** IndexedDB versions are Dexie versions times ten (plus one when Dexie patches a schema in place). */
const newerThanThisBuild = (idbVersion: number) => idbVersion >= (SCHEMA_VERSION + 1) * 10;

/**
 * The late upgrades' code, when opening this library may run them: it is older than the last of them,
 * or the browser does not say (a new library, where a browser does say, runs no upgrade).
 */
async function lateUpgradesFor(idbVersion: number): Promise<LateUpgrades | undefined> {
	const mayUpgrade = idbVersion === 0 ? !canListDatabases() : idbVersion < LATE_UPGRADES_UNTIL * 10;
	return mayUpgrade ? loadLateUpgrades() : undefined;
}

export interface StoreOptions {
	/**
	 * From how many written rows an import is staged in a new generation (generations.ts) rather
	 * than written in one transaction; tests lower it.
	 */
	stageFromRows?: number;
	/** The clock of the change record (change-record.ts). */
	now?: () => Date;
}

let writing: Promise<WriteCode> | undefined;

/** The unit of work's count of watches, its next episodes and sync's stamping, loaded on the first write: the first screen writes nothing. */
function writeCode(): Promise<WriteCode> {
	writing ??= Promise.all([import('./watch-totals'), import('./next-episodes-keep'), import('./row-stamps')]).then(
		([totals, next, stamping]) => ({ countWatches: totals.countWatches, keepNextEpisodes: next.keepNextEpisodes, stamping }),
		(error: unknown) => {
			// A chunk that failed to load is asked for again by the next write.
			writing = undefined;
			throw error;
		}
	);
	return writing;
}

// Below this, one transaction's tombstones cost a cold start a few tens of milliseconds at most.
const STAGE_FROM_ROWS = 10_000;

export class LibraryStore {
	private readonly listeners = new Set<() => void>();
	private readonly problemListeners = new Set<StorageProblemListener>();
	/** Tells the store's other instances (other tabs) that a write was committed. */
	private readonly channel: BroadcastChannel | undefined;
	/** Set when another tab upgraded or replaced the database: this page must reload. */
	private superseded: 'superseded' | 'replaced' | undefined;
	private closed = false;
	/** Writes committed so far, here and in other tabs: an import checks that none came between. */
	private writes = 0;

	private constructor(
		private database: LibraryDatabase,
		/** The library's name; its database is one of its generations (generations.ts). */
		readonly library: string,
		private generation: number,
		private readonly options: StoreOptions
	) {
		this.channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(`screenshelf-writes:${library}`);
		if (this.channel) {
			this.channel.onmessage = () => this.notify();
			// In Node (tests, agents) an open channel must not keep the process alive.
			(this.channel as { unref?: () => void }).unref?.();
		}
		this.watch(database);
	}

	get db(): LibraryDatabase {
		return this.database;
	}

	/** Which database of the library this is (generations.ts): a new one after a staged import. */
	get generationNumber(): number {
		return this.generation;
	}

	private watch(db: LibraryDatabase): void {
		db.on('blocked', () => this.report('blocked'));
		db.on('versionchange', (event: IDBVersionChangeEvent) => {
			// The database this tab left for a new generation: deleting it is no news.
			if (db !== this.database) return false;
			// Another tab upgrades the library or, having imported a new generation, deletes this one:
			// let it, and never reopen with this old code or on the old rows.
			const problem = event.newVersion === null ? 'replaced' : 'superseded';
			this.superseded = problem;
			db.close();
			this.report(problem);
			// Dexie's own handler would let the next transaction reopen, and so recreate, the database.
			return false;
		});
	}

	/** Opens the library; `onProblem` hears of a blocked upgrade while opening, and of later problems. */
	static async open(library: string = DEFAULT_DB_NAME, onProblem?: StorageProblemListener, options: StoreOptions = {}): Promise<LibraryStore> {
		let store: LibraryStore | undefined;
		try {
			const { current, older } = await findLibrary(library);
			// Dexie 4 would open a newer build's library at its own version and read rows whose shape this code does not know.
			if (newerThanThisBuild(current.version)) throw new StorageError('newer_version');
			const late = await lateUpgradesFor(current.version);
			store = new LibraryStore(new LibraryDatabase(current.name, options.now, late), library, current.number, options);
			if (onProblem) store.onProblem(onProblem);
			await store.db.open();
			if (newerThanThisBuild(store.db.backendDB().version)) throw new StorageError('newer_version');
			for (const { name } of older) deleteQuietly(name);
			return store;
		} catch (error) {
			store?.close();
			throw error instanceof StorageError ? error : new StorageError(openProblemOf(error), { cause: error });
		}
	}

	/** Runs `fn` in one read-only transaction: a consistent snapshot. */
	read<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> {
		return this.readWith(bind, fn);
	}

	/** Runs `fn` in one read-write transaction, settled by its unit of work (unit-of-work.ts): all of it happens, or none of it. */
	write<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> {
		return this.writeWith(bind, fn);
	}

	/**
	 * `read` or a write with sync's outbox and state, loaded only when sync runs. Sync's own
	 * bookkeeping changes no row of the library: nobody is told of it, so open screens do not read
	 * again after every step of a replication. It is `write` for what sync is set up with (its
	 * server, this device's ID, the library it found there), and `progress` for where replication
	 * stands (its state, the changes it settles or marks to send, what it keeps aside): a staged
	 * import written meanwhile is not cancelled by progress, as sync hands the new library over
	 * whole (the replicator's join) whatever progress the import's copy of it held.
	 * `arrivals` is a write of rows sync brought in from the server: the change record leaves them
	 * out (what they change here that the server has not heard of, arrivals.ts records itself).
	 */
	async forSync<T>(mode: 'read' | 'write' | 'progress' | 'arrivals', fn: (tx: SyncTx) => Promise<T>): Promise<T> {
		const { SyncRepo } = await import('./sync-repo');
		const bindSync: Bind<SyncTx> = (trans, pending) => {
			if (mode === 'arrivals') leaveUnrecorded(trans.idbtrans);
			return { ...bind(trans, pending), sync: new SyncRepo(trans) };
		};
		if (mode === 'read') return this.readWith(bindSync, fn);
		return this.writeWith(bindSync, fn, mode === 'arrivals' ? 'told' : mode === 'write' ? 'counted' : 'unheard');
	}

	/** `read` or `write`, with the whole library's reads and writes loaded first: the first screen never exports or imports. */
	async whole<T>(mode: 'read' | 'write', fn: (tx: WholeTx) => Promise<T>): Promise<T> {
		const { TransferRepo } = await import('./transfer-repo');
		const bindWhole: Bind<WholeTx> = (trans, pending) => ({ ...bind(trans, pending), transfer: new TransferRepo(trans) });
		return mode === 'read' ? this.readWith(bindWhole, fn) : this.writeWith(bindWhole, fn);
	}

	private readWith<X extends StoreTx, T>(bindTx: Bind<X>, fn: (tx: X) => Promise<T>): Promise<T> {
		return this.run(() => this.db.transaction('r', this.db.tables, (trans) => fn(bindTx(trans, new PendingWrites()))));
	}

	/**
	 * `heard`: whether the write listeners hear of it (all but sync's bookkeeping), and if not,
	 * whether it still counts as a write that cancels a staged import (forSync).
	 */
	private async writeWith<X extends StoreTx, T>(bindTx: Bind<X>, fn: (tx: X) => Promise<T>, heard: 'told' | 'counted' | 'unheard' = 'told'): Promise<T> {
		// Before the transaction, which would end while it waited for anything but the database.
		const code = await writeCode();
		const work = async (trans: Transaction) => {
			const pending = new PendingWrites();
			const tx = bindTx(trans, pending);
			tx.aggregates.preload();
			const value = await fn(tx);
			await commitWork(tx, trans, pending, code);
			return value;
		};
		// Not handed to Dexie as an async function, as the reads are not: Dexie would carry its zone
		// through every await of the work (the repositories are handed the transaction, they need no
		// zone), which was 30 of the 205 KB of garbage a watch log's write left.
		const result = await this.run(() => this.db.transaction('rw', this.db.tables, (trans) => work(trans)));
		if (heard !== 'told') {
			// An import checks that none came between.
			if (heard === 'counted') this.writes += 1;
			return result;
		}
		this.notify();
		// A tab closing its library while this wrote has closed the channel too: nobody is left to tell.
		if (!this.closed) this.channel?.postMessage('write');
		return result;
	}

	/** Whether an import that writes `rows` of a library of `total` rows is staged in a new generation. */
	stagesImport(rows: number, total: number): boolean {
		// Staging rewrites the whole library: worth it only when the import writes most of it.
		return canListDatabases() && rows >= (this.options.stageFromRows ?? STAGE_FROM_ROWS) && rows * 2 >= total;
	}

	/** Writes committed so far, here and in other tabs. */
	get writeCount(): number {
		return this.writes;
	}

	/**
	 * Makes `rows` the whole library: writes them into a new generation, then switches this tab
	 * to it and deletes the old one, which sends every other tab a reload prompt. All or nothing:
	 * no tab reads the new rows before the switch, and a write committed anywhere since
	 * `writeCount` was `seen` cancels the import, as the new library would not hold it. (Another
	 * tab's write in the moment between that check and the old database's deletion is lost.)
	 */
	async replaceLibrary(rows: { tables: readonly StagedTable[]; kept: readonly StagedTable[] }, seen: number, onProgress?: (p: RowProgress) => void): Promise<void> {
		// Loaded here: the first screen never imports.
		const { completeGeneration, discardGeneration, stageGeneration } = await import('./staging');
		if (this.superseded) throw new StorageError(this.superseded);
		const staged = await stageGeneration(this.library, this.generation, rows, onProgress);
		const old = this.database;
		try {
			// Queued behind every write transaction still running on the old database, so theirs are counted.
			await this.run(() => old.transaction('rw', old.tables, () => undefined));
		} catch (error) {
			discardGeneration(staged.db);
			throw error;
		}
		if (this.superseded || this.closed) {
			discardGeneration(staged.db);
			throw new StorageError(this.superseded ?? 'lost');
		}
		if (this.writes !== seen) {
			discardGeneration(staged.db);
			throw new GatewayError('internal', 'The library changed while the import was being written (here, in another tab, or by sync from another device); nothing was imported. Import the file again.');
		}
		// Switched before it is complete, so a write here from now on lands in the new library.
		const generation = this.generation;
		[this.database, this.generation] = [staged.db, staged.number];
		this.watch(staged.db);
		try {
			await completeGeneration(staged.db);
		} catch (error) {
			[this.database, this.generation] = [old, generation];
			discardGeneration(staged.db);
			throw error;
		}
		old.close();
		deleteQuietly(old.name);
		this.notify();
		// A tab closing its library while this wrote has closed the channel too: nobody is left to tell.
		if (!this.closed) this.channel?.postMessage('write');
	}

	/**
	 * Runs a transaction; when the connection was lost (the browser closed it), reopens once and
	 * runs it again. A transaction that lost its connection was aborted, so running it again
	 * cannot apply anything twice.
	 */
	private async run<T>(transaction: () => Promise<T>): Promise<T> {
		if (this.superseded) throw new StorageError(this.superseded);
		try {
			return await transaction();
		} catch (error) {
			if (this.superseded) throw new StorageError(this.superseded, { cause: error });
			if (this.closed || !isConnectionLoss(error)) throw error;
			try {
				if (!this.db.isOpen()) {
					// Reopening a database another tab's import deleted would recreate it, empty.
					if ((await findLibrary(this.library)).current.name !== this.db.name) {
						this.superseded = 'replaced';
						this.report('replaced');
						throw new StorageError('replaced', { cause: error });
					}
					await this.db.open();
				}
				return await transaction();
			} catch (again) {
				if (again instanceof StorageError || (!isConnectionLoss(again) && this.db.isOpen())) throw again;
				this.report('lost');
				throw new StorageError('lost', { cause: again });
			}
		}
	}

	private notify(): void {
		this.writes += 1;
		for (const listener of this.listeners) {
			// The write is committed: a failing listener must not turn it into an error.
			try {
				listener();
			} catch (error) {
				console.error('Screenshelf change listener failed', error);
			}
		}
	}

	private report(problem: StorageProblem): void {
		for (const listener of this.problemListeners) listener(problem);
	}

	/**
	 * Calls `listener` after every committed write, here or in another tab, so open screens can
	 * refresh; returns the unsubscribe.
	 */
	onWrite(listener: () => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	/** Calls `listener` when storage itself fails (see StorageProblem); returns the unsubscribe. */
	onProblem(listener: StorageProblemListener): () => void {
		this.problemListeners.add(listener);
		return () => this.problemListeners.delete(listener);
	}

	close(): void {
		this.closed = true;
		this.channel?.close();
		this.db.close();
	}
}
