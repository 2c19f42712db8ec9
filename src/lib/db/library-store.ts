/** The storage layer's one door: repositories exist only bound to a transaction. */
import type { Table, Transaction } from 'dexie';
import type { Connection } from '../gateway/connections';
import { AggregatesRepo } from './aggregates-repo';
import { DEFAULT_DB_NAME, LibraryDatabase, SCHEMA_VERSION } from './database';
import { HistoryRepo } from './history-repo';
import { RecommendationsRepo, TastesRepo } from './links-repo';
import { LogsRepo } from './logs-repo';
import { PendingWrites } from './pending-writes';
import { PeopleRepo } from './people-repo';
import { RecordsRepo } from './records-repo';
import { SettingsRepo } from './settings-repo';
import { isConnectionLoss, openProblemOf, StorageError, type StorageProblem } from './storage-problem';
import { TransferRepo } from './transfer-repo';

export interface StoreTx {
	records: RecordsRepo;
	logs: LogsRepo;
	recommendations: RecommendationsRepo;
	tastes: TastesRepo;
	people: PeopleRepo;
	aggregates: AggregatesRepo;
	settings: SettingsRepo;
	transfer: TransferRepo;
	history: HistoryRepo;
	connections: {
		list(): Promise<Connection[]>;
		put(connection: Connection): Promise<void>;
	};
}

function bind(trans: Transaction, pending: PendingWrites): StoreTx {
	const aggregates = new AggregatesRepo(trans, pending);
	const connections: Table<Connection, string> = trans.table('connections');
	return {
		records: new RecordsRepo(trans, aggregates, pending),
		logs: new LogsRepo(trans, aggregates, pending),
		recommendations: new RecommendationsRepo(trans),
		tastes: new TastesRepo(trans),
		people: new PeopleRepo(trans),
		aggregates,
		settings: new SettingsRepo(trans),
		transfer: new TransferRepo(trans),
		history: new HistoryRepo(trans),
		connections: {
			list: () => connections.toArray(),
			put: async (connection) => {
				await connections.put(connection);
			}
		}
	};
}

export type StorageProblemListener = (problem: StorageProblem) => void;

/** IndexedDB versions are Dexie versions times ten (plus one when Dexie patches a schema in place). */
const newerThanThisBuild = (idbVersion: number) => idbVersion >= (SCHEMA_VERSION + 1) * 10;

/**
 * Refuses a library written by a newer build before opening it: Dexie 4 would otherwise open it
 * at its own version and read rows whose shape this code does not know.
 */
async function refuseNewerLibrary(name: string): Promise<void> {
	if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
	const found = (await indexedDB.databases()).find((info) => info.name === name);
	if (found?.version && newerThanThisBuild(found.version)) throw new StorageError('newer_version');
}

export class LibraryStore {
	private readonly listeners = new Set<() => void>();
	private readonly problemListeners = new Set<StorageProblemListener>();
	/** Tells the store's other instances (other tabs) that a write was committed. */
	private readonly channel: BroadcastChannel | undefined;
	private superseded = false;
	private closed = false;

	constructor(readonly db: LibraryDatabase) {
		this.channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(`screenshelf-writes:${db.name}`);
		if (this.channel) {
			this.channel.onmessage = () => this.notify();
			// In Node (tests, agents) an open channel must not keep the process alive.
			(this.channel as { unref?: () => void }).unref?.();
		}
		db.on('blocked', () => this.report('blocked'));
		db.on('versionchange', () => {
			// Another tab upgrades or deletes the library: let it, and never reopen with this old code,
			// which would not know the new shape of the rows.
			this.superseded = true;
			db.close();
			this.report('superseded');
		});
	}

	/** Opens the library; `onProblem` hears of a blocked upgrade while opening, and of later problems. */
	static async open(name: string = DEFAULT_DB_NAME, onProblem?: StorageProblemListener): Promise<LibraryStore> {
		const db = new LibraryDatabase(name);
		const store = new LibraryStore(db);
		if (onProblem) store.onProblem(onProblem);
		try {
			await refuseNewerLibrary(name);
			await db.open();
		} catch (error) {
			store.close();
			throw error instanceof StorageError ? error : new StorageError(openProblemOf(error), { cause: error });
		}
		if (newerThanThisBuild(db.backendDB().version)) {
			store.close();
			throw new StorageError('newer_version');
		}
		return store;
	}

	/** Runs `fn` in one read-only transaction: a consistent snapshot. */
	read<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> {
		return this.run(() => this.db.transaction('r', this.db.tables, (trans) => fn(bind(trans, new PendingWrites()))));
	}

	/** Runs `fn` in one read-write transaction: all of it happens, or none of it. */
	async write<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> {
		const result = await this.run(() =>
			this.db.transaction('rw', this.db.tables, async (trans) => {
				const pending = new PendingWrites();
				const tx = bind(trans, pending);
				tx.aggregates.preload();
				const value = await fn(tx);
				// Totals are written once, at the end; then every write must have succeeded, or none counts.
				tx.aggregates.flush();
				await pending.settle();
				return value;
			})
		);
		this.notify();
		this.channel?.postMessage('write');
		return result;
	}

	/**
	 * Runs a transaction; when the connection was lost (the browser closed it), reopens once and
	 * runs it again. A transaction that lost its connection was aborted, so running it again
	 * cannot apply anything twice.
	 */
	private async run<T>(transaction: () => Promise<T>): Promise<T> {
		if (this.superseded) throw new StorageError('superseded');
		try {
			return await transaction();
		} catch (error) {
			if (this.superseded) throw new StorageError('superseded', { cause: error });
			if (this.closed || !isConnectionLoss(error)) throw error;
			try {
				if (!this.db.isOpen()) await this.db.open();
				return await transaction();
			} catch (again) {
				if (!isConnectionLoss(again) && this.db.isOpen()) throw again;
				this.report('lost');
				throw new StorageError('lost', { cause: again });
			}
		}
	}

	private notify(): void {
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
