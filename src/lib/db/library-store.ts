/** The storage layer's one door: repositories exist only bound to a transaction. */
import type { Table, Transaction } from 'dexie';
import type { Connection } from '../gateway/connections';
import { AggregatesRepo } from './aggregates-repo';
import { LibraryDatabase } from './database';
import { HistoryRepo } from './history-repo';
import { RecommendationsRepo, TastesRepo } from './links-repo';
import { LogsRepo } from './logs-repo';
import { PendingWrites } from './pending-writes';
import { PeopleRepo } from './people-repo';
import { RecordsRepo } from './records-repo';
import { SettingsRepo } from './settings-repo';
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

export class LibraryStore {
	private readonly listeners = new Set<() => void>();

	constructor(readonly db: LibraryDatabase) {}

	static async open(name?: string): Promise<LibraryStore> {
		const db = new LibraryDatabase(name);
		await db.open();
		return new LibraryStore(db);
	}

	/** Runs `fn` in one read-only transaction: a consistent snapshot. */
	read<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> {
		return this.db.transaction('r', this.db.tables, (trans) => fn(bind(trans, new PendingWrites())));
	}

	/** Runs `fn` in one read-write transaction: all of it happens, or none of it. */
	async write<T>(fn: (tx: StoreTx) => Promise<T>): Promise<T> {
		const result = await this.db.transaction('rw', this.db.tables, async (trans) => {
			const pending = new PendingWrites();
			const tx = bind(trans, pending);
			const value = await fn(tx);
			// Totals are written once, at the end; then every write must have succeeded, or none counts.
			tx.aggregates.flush();
			await pending.settle();
			return value;
		});
		for (const listener of this.listeners) {
			// The write is committed: a failing listener must not turn it into an error.
			try {
				listener();
			} catch (error) {
				console.error('Screenshelf change listener failed', error);
			}
		}
		return result;
	}

	/** Calls `listener` after every committed write, so open screens can refresh; returns the unsubscribe. */
	onWrite(listener: () => void): () => void {
		this.listeners.add(listener);
		return () => this.listeners.delete(listener);
	}

	close(): void {
		this.db.close();
	}
}
