/** Whole-library reads and writes for export and import, in the caller's one transaction. */
import type { Table, Transaction } from 'dexie';
import type { Person } from '../domain/people';
import { providerKey } from '../domain/provider-ref';
import type { MediaRecord } from '../domain/records';
import type { PersonTaste } from '../domain/tastes';
import type { WatchLog } from '../domain/watch-logs';
import type { LibraryData, TableName } from '../io/library-document';
import { TABLES } from '../io/library-document';
import type { TableChanges } from '../io/import-plan';
import { fromLogRow, toLogRow } from './logs-repo';
import { fromRecordRow, toRecordRow } from './records-repo';
import type { AggregateRow, LogRow, RecordRow, TasteRow } from './rows';

export interface RowProgress {
	done: number;
	total: number;
}

// Large enough to amortize each request, small enough to report progress often.
const CHUNK = 5_000;

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

export class TransferRepo {
	constructor(private readonly trans: Transaction) {}

	private table(name: TableName | 'aggregates'): Table<unknown, string> {
		return this.trans.table(name);
	}

	async counts(): Promise<Record<TableName, number>> {
		const counts = await Promise.all(TABLES.map((t) => this.table(t).count()));
		return Object.fromEntries(TABLES.map((t, i) => [t, counts[i]])) as Record<TableName, number>;
	}

	/** Every row of every table, as domain values (index keys stripped). */
	async readAll(onProgress?: (p: RowProgress) => void): Promise<LibraryData> {
		const counts = await this.counts();
		const total = Object.values(counts).reduce((a, b) => a + b, 0);
		let done = 0;
		const data = {} as Record<TableName, unknown[]>;
		for (const name of TABLES) {
			const fromRow = CODECS[name].fromRow as (row: unknown) => unknown;
			data[name] = [];
			if (counts[name] === 0) continue;
			for await (const chunk of this.chunks(name, onProgress ? CHUNK : Infinity)) {
				for (const row of chunk) data[name].push(fromRow(row));
				done += chunk.length;
				onProgress?.({ done, total });
			}
		}
		return data as unknown as LibraryData;
	}

	/** A table in primary-key order, a keyset chunk at a time, so long reads can report progress. */
	private async *chunks(name: TableName, size: number): AsyncGenerator<unknown[]> {
		const table = this.table(name);
		if (size === Infinity) {
			yield await table.toArray();
			return;
		}
		let last: string | undefined;
		for (;;) {
			const range = last === undefined ? table.orderBy(':id') : table.where(':id').above(last);
			const chunk = await range.limit(size).toArray();
			if (chunk.length > 0) yield chunk;
			if (chunk.length < size) return;
			last = (chunk.at(-1) as Record<string, string>)[table.schema.primKey.keyPath as string];
		}
	}

	/** Writes an import's changes and the recomputed aggregates. */
	async apply(changes: Record<TableName, TableChanges>, aggregates: AggregateRow[], onProgress?: (p: RowProgress) => void): Promise<void> {
		const total = TABLES.reduce((n, t) => n + changes[t].put.length + (changes[t].clear ? 0 : changes[t].remove.length), 0);
		let done = 0;
		for (const name of TABLES) {
			const { put, remove, clear } = changes[name];
			const table = this.table(name);
			if (clear) await table.clear();
			else if (remove.length > 0) {
				await table.bulkDelete(remove);
				done += remove.length;
				onProgress?.({ done, total });
			}
			const toRow = CODECS[name].toRow as (row: unknown) => unknown;
			for (let i = 0; i < put.length; i += CHUNK) {
				const chunk = put.slice(i, i + CHUNK);
				await table.bulkPut(chunk.map(toRow));
				done += chunk.length;
				onProgress?.({ done, total });
			}
		}
		await this.table('aggregates').bulkPut(aggregates);
	}
}
