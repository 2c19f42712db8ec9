/** Whole-library reads and writes for export and import, in the caller's one transaction. */
import type { Table, Transaction } from 'dexie';
import type { Person } from '../domain/people';
import { providerKey } from '../domain/provider-ref';
import type { MediaRecord } from '../domain/records';
import type { PersonTaste } from '../domain/tastes';
import type { WatchLog } from '../domain/watch-logs';
import { TABLES, type LibraryData, type TableName } from '../domain/tables';
import { yearOf, yearRow } from './aggregate-totals';
import { WORDS_TABLE_OF } from './database';
import { fromLogRow, toLogRow } from './logs-repo';
import { fromRecordRow, toRecordRow, toWordsRow } from './records-repo';
import type { AggregateHead, AggregateRow, LogRow, RecordRow, RowProgress, TasteRow, YearRow } from './rows';
import type { StagedTable } from './staging';

/** What an import does to one table: the rows it puts, the IDs it removes, or all of them. */
export interface TableChanges {
	put: unknown[];
	remove: string[];
	/** Every stored row goes: cheaper to clear the table than to delete row by row. */
	clear: boolean;
}

// Large enough to amortize each request, small enough to report progress often.
const CHUNK = 5_000;
// Where a table's primary keys are split when it is read whole.
const KEY_SPLITS = [...'123456789abcdef'];

type Codec = { fromRow: (row: never) => unknown; toRow: (row: never) => unknown };

const identity = (row: unknown) => row;
const tasteCodec = {
	fromRow: ({ providerKey: _p, ...taste }: TasteRow): PersonTaste => taste,
	toRow: (taste: PersonTaste): TasteRow => ({ ...taste, providerKey: providerKey(taste.providerRef) })
};
const recordCodec = { fromRow: (row: RecordRow): MediaRecord => fromRecordRow(row), toRow: (r: MediaRecord) => toRecordRow(r) };
const logCodec = { fromRow: (row: LogRow): WatchLog => fromLogRow(row), toRow: (l: WatchLog) => toLogRow(l) };

const CODECS: Record<TableName, Codec> = {
	tvSeries: recordCodec,
	movies: recordCodec,
	tvWatchLogs: logCodec,
	movieWatchLogs: logCodec,
	tvRecommendations: { fromRow: identity, toRow: identity },
	movieRecommendations: { fromRow: identity, toRow: identity },
	tvTastes: tasteCodec,
	movieTastes: tasteCodec,
	people: { fromRow: identity as (p: Person) => Person, toRow: identity }
};

/** A store an import writes, and a domain row as that store holds it (index keys added). */
type StoreOf = Required<Pick<StagedTable, 'name' | 'toRow'>>;

/** Where a table's rows are stored: in its own store, and for titles their words in a store of their own. */
function storesOf(name: TableName): StoreOf[] {
	const own = { name, toRow: CODECS[name].toRow as (row: unknown) => unknown };
	const words = WORDS_TABLE_OF[name];
	return words ? [own, { name: words, toRow: toWordsRow as (row: unknown) => unknown }] : [own];
}

/**
 * A whole library's domain rows (by ID), table by table, with the store each is written to and
 * the stores written from it (a title's words): what an import into an empty library writes.
 */
export function storedTables(library: Record<TableName, ReadonlyMap<string, unknown>>): (StoreOf & { rows: readonly unknown[]; derived: StoreOf[] })[] {
	return TABLES.map((name) => {
		const [own, ...derived] = storesOf(name);
		return { ...own!, rows: [...library[name].values()], derived };
	});
}

/** The kinds' stats totals as stored, by table: each kind's row without its months, and a row per year. */
export function storedTotals(aggregates: readonly AggregateRow[]): { name: 'aggregates' | 'yearTotals'; rows: (AggregateHead | YearRow)[] }[] {
	const heads: AggregateHead[] = [];
	const years: YearRow[] = [];
	for (const { byMonth, ...head } of aggregates) {
		heads.push(head);
		for (const year of new Set(Object.keys(byMonth).map(yearOf))) years.push(yearRow(head.id, byMonth, year));
	}
	return [
		{ name: 'aggregates', rows: heads },
		{ name: 'yearTotals', rows: years }
	];
}

export class TransferRepo {
	constructor(private readonly trans: Transaction) {}

	private table(name: string): Table<unknown, string> {
		return this.trans.table(name);
	}

	/**
	 * Rows in the export, for progress: the kept totals give the big tables (titles and logs), so
	 * they are not counted entry by entry; the small ones are counted.
	 */
	private async rowTotal(): Promise<number> {
		const small: TableName[] = ['tvRecommendations', 'movieRecommendations', 'tvTastes', 'movieTastes', 'people'];
		const [totals, ...counts] = await Promise.all([
			(this.table('aggregates') as Table<AggregateHead, string>).bulkGet(['tv', 'movie']),
			...small.map((t) => this.table(t).count())
		]);
		return totals.reduce((n, agg) => n + (agg ? agg.saved + agg.watchLogs : 0), 0) + counts.reduce((a, b) => a + b, 0);
	}

	/**
	 * Every row of every table, as domain values (index keys stripped), in primary-key order.
	 * Each table is read as several key ranges, all asked for at once: the database reads the
	 * next while this page converts the last, and progress moves as each arrives.
	 */
	async readAll(onProgress?: (p: RowProgress) => void): Promise<LibraryData> {
		const total = onProgress ? await this.rowTotal() : 0;
		let done = 0;
		const tables = TABLES.map((name) => {
			const fromRow = CODECS[name].fromRow as (row: unknown) => unknown;
			return Promise.all(
				this.keyRanges(name).map(async (range) => {
					const rows = (await range.toArray()).map(fromRow);
					done += rows.length;
					// The kept totals could lag behind a damaged store: never report more than all.
					onProgress?.({ done, total: Math.max(total, done) });
					return rows;
				})
			);
		});
		const read = await Promise.all(tables);
		return Object.fromEntries(TABLES.map((name, i) => [name, read[i]!.flat()])) as unknown as LibraryData;
	}

	/**
	 * The stored rows of the tables an export leaves out (settings, connections, the history
	 * import's lookups), by table: what a new generation of the library keeps. Totals are
	 * recomputed, and the titles' words are written from the titles (storedTables).
	 */
	async readKept(): Promise<Record<string, unknown[]>> {
		const derived = new Set<string>([...TABLES, 'aggregates', 'yearTotals', ...Object.values(WORDS_TABLE_OF)]);
		const kept = this.trans.storeNames.filter((name) => !derived.has(name));
		const rows = await Promise.all(kept.map((name) => this.table(name).toArray()));
		return Object.fromEntries(kept.map((name, i) => [name, rows[i]!]));
	}

	/** A table split by primary key (IDs are strings; random ones spread evenly), in key order. */
	private keyRanges(name: TableName) {
		const table = this.table(name);
		const ranges = [table.where(':id').below(KEY_SPLITS[0]!)];
		KEY_SPLITS.forEach((from, i) => {
			const to = KEY_SPLITS[i + 1];
			ranges.push(to === undefined ? table.where(':id').aboveOrEqual(from) : table.where(':id').between(from, to, true, false));
		});
		return ranges;
	}

	/**
	 * Writes an import's changes and the recomputed aggregates. Every request is made at once
	 * (a transaction runs them in order, so a clear or delete still lands before the puts): the
	 * database writes one chunk while the next is being converted, with no round trip between.
	 */
	async apply(changes: Record<TableName, TableChanges>, aggregates: AggregateRow[], onProgress?: (p: RowProgress) => void): Promise<void> {
		const total = TABLES.reduce((n, t) => n + changes[t].put.length + (changes[t].clear ? 0 : changes[t].remove.length), 0);
		let done = 0;
		const report = (rows: number) => () => {
			done += rows;
			onProgress?.({ done, total });
		};
		const writes: Promise<unknown>[] = [];
		for (const name of TABLES) {
			const { put, remove, clear } = changes[name];
			const stores = storesOf(name).map(({ name: store, toRow }) => ({ table: this.table(store), toRow }));
			if (clear) writes.push(...stores.map(({ table }) => table.clear()));
			else if (remove.length > 0) writes.push(Promise.all(stores.map(({ table }) => table.bulkDelete(remove))).then(report(remove.length)));
			for (let i = 0; i < put.length; i += CHUNK) {
				const chunk = put.slice(i, i + CHUNK);
				writes.push(Promise.all(stores.map(({ table, toRow }) => table.bulkPut(chunk.map(toRow)))).then(report(chunk.length)));
			}
		}
		// The years are all counted afresh: none stored before may stay.
		writes.push(this.table('yearTotals').clear(), ...storedTotals(aggregates).map(({ name, rows }) => this.table(name).bulkPut(rows)));
		await Promise.all(writes);
	}
}
