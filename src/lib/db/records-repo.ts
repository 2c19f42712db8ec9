/** Saved series and movies: rows, search words, sort keys and the totals they feed. */
import { Dexie } from 'dexie';
import type { MediaKind, WatchStatus } from '../domain/enums';
import { providerKey } from '../domain/provider-ref';
import type { MediaRecord } from '../domain/records';
import { searchWords } from '../domain/search-text';
import { countRecord, type AggregatesRepo } from './aggregates-repo';
import type { Transaction } from 'dexie';
import { kindTables } from './database';
import { recordSortKey } from './keys';
import type { RecordRow } from './rows';

export function toRecordRow(record: MediaRecord): RecordRow {
	return {
		...record,
		sortKey: recordSortKey(record.title, record.id),
		words: searchWords(record.title, record.originalTitle, record.overview, ...record.genres, ...record.tags),
		providerKey: providerKey(record.providerRef)
	};
}

export function fromRecordRow(row: RecordRow): MediaRecord {
	const { sortKey: _s, words: _w, providerKey: _p, ...record } = row;
	return record;
}

export interface RecordPageQuery {
	words: string[];
	status?: WatchStatus;
	/** Sort key of the last row of the previous page. */
	after?: string;
	limit: number;
}

// Below this many candidates it is cheaper to read them all than to walk the title order.
const FEW_CANDIDATES = 200;

export class RecordsRepo {
	constructor(
		private readonly trans: Transaction,
		private readonly aggregates: AggregatesRepo
	) {}

	private table(kind: MediaKind) {
		return kindTables(this.trans, kind).records;
	}

	async get(kind: MediaKind, id: string): Promise<MediaRecord | undefined> {
		const row = await this.table(kind).get(id);
		return row && fromRecordRow(row);
	}

	async getMany(kind: MediaKind, ids: string[]): Promise<Map<string, MediaRecord>> {
		const rows = await this.table(kind).bulkGet([...new Set(ids)]);
		return new Map(rows.filter((r) => r !== undefined).map((r) => [r.id, fromRecordRow(r)]));
	}

	/** Saved record IDs by provider key, for "in your library" marks and quick saves. */
	async idsByProviderKey(kind: MediaKind, keys: string[]): Promise<Map<string, string>> {
		if (keys.length === 0) return new Map();
		const rows = await this.table(kind).where('providerKey').anyOf(keys).toArray();
		return new Map(rows.map((r) => [r.providerKey, r.id]));
	}

	/** Writes a record and moves the totals from its previous state to this one. */
	async put(kind: MediaKind, record: MediaRecord): Promise<void> {
		const table = this.table(kind);
		const previous = await table.get(record.id);
		await table.put(toRecordRow(record));
		await this.aggregates.apply(kind, (agg) => {
			if (previous) countRecord(agg, previous, -1);
			countRecord(agg, record, 1);
		});
	}

	async delete(kind: MediaKind, id: string): Promise<MediaRecord | undefined> {
		const table = this.table(kind);
		const previous = await table.get(id);
		if (!previous) return undefined;
		await table.delete(id);
		await this.aggregates.apply(kind, (agg) => countRecord(agg, previous, -1));
		return fromRecordRow(previous);
	}

	/** One page in title order, plus whether more rows follow. */
	async page(kind: MediaKind, query: RecordPageQuery): Promise<{ rows: MediaRecord[]; more: boolean }> {
		const want = query.limit + 1;
		const rows =
			query.words.length === 0
				? await this.orderedRange(kind, query.status, query.after).limit(want).toArray()
				: await this.matchPage(kind, query, want);
		return { rows: rows.slice(0, query.limit).map(fromRecordRow), more: rows.length > query.limit };
	}

	private orderedRange(kind: MediaKind, status: WatchStatus | undefined, after: string | undefined) {
		const table = this.table(kind);
		if (status) {
			return table
				.where('[status+sortKey]')
				.between([status, after ?? ''], [status, Dexie.maxKey], after === undefined, true);
		}
		return after === undefined ? table.orderBy('sortKey') : table.where('sortKey').above(after);
	}

	/**
	 * Text match without a table scan: the word index gives the matching IDs (keys only), then
	 * either the few matches are read and sorted, or the title order is walked (keys only) until
	 * a page of matches is found.
	 */
	private async matchPage(kind: MediaKind, query: RecordPageQuery, want: number): Promise<RecordRow[]> {
		const table = this.table(kind);
		let matches: Set<string> | undefined;
		for (const word of query.words) {
			const ids = (await table.where('words').startsWith(word).primaryKeys()) as string[];
			matches = matches ? new Set(ids.filter((id) => matches!.has(id))) : new Set(ids);
			if (matches.size === 0) return [];
		}
		const candidates = matches!;
		if (candidates.size <= FEW_CANDIDATES) {
			const rows = (await table.bulkGet([...candidates])).filter((r): r is RecordRow => r !== undefined);
			return rows
				.filter((r) => (!query.status || r.status === query.status) && (query.after === undefined || r.sortKey > query.after))
				.sort((a, b) => (a.sortKey < b.sortKey ? -1 : 1))
				.slice(0, want);
		}
		const agg = await this.aggregates.get(kind);
		const population = Math.max(1, query.status ? agg.byStatus[query.status] : agg.saved);
		const chunk = Math.min(5_000, Math.max(200, Math.ceil((want * population * 1.5) / candidates.size)));
		const found: string[] = [];
		let after = query.after;
		for (;;) {
			const ids = (await this.orderedRange(kind, query.status, after).limit(chunk).primaryKeys()) as string[];
			for (const id of ids) if (candidates.has(id) && found.length < want) found.push(id);
			const last = ids.at(-1);
			if (found.length >= want || ids.length < chunk || last === undefined) break;
			after = (await table.get(last))!.sortKey;
		}
		return (await table.bulkGet(found)).filter((r): r is RecordRow => r !== undefined);
	}
}
