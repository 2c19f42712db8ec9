/**
 * Rows that arrive from another device (sync), written through the same repositories and
 * derived-field rules as local writes: a title keeps the watch count its logs give it here, a
 * log's title is its record's, stats totals move with every row. A row whose title or people
 * are not here yet is parked (returned), to be applied once they arrive.
 */
import type { MediaKind } from '../domain/enums';
import type { Person } from '../domain/people';
import type { MediaRecord } from '../domain/records';
import type { Recommendation } from '../domain/recommendations';
import type { PersonTaste } from '../domain/tastes';
import type { WatchLog } from '../domain/watch-logs';
import { KIND_TABLES, type TableName } from '../domain/tables';
import { outboxKey } from './change-record';
import { removeRecord, saveWithDerived } from './derived';
import type { SyncTx } from './library-store';

export interface Arrival {
	table: TableName;
	id: string;
	/** The row as the other device stored it (derived fields are recomputed), or null: deleted. */
	row: unknown;
	/** When the row was written (or deleted) there. */
	at: string;
}

type Part = 'records' | 'logs' | 'recommendations' | 'tastes' | 'people';

const PART_OF = new Map<TableName, { kind?: MediaKind; part: Part }>([
	['people', { part: 'people' }],
	...(['tv', 'movie'] as const).flatMap((kind) => Object.entries(KIND_TABLES[kind]).map(([part, table]): [TableName, { kind: MediaKind; part: Part }] => [table, { kind, part: part as Part }]))
]);

// What a row points at goes first: people, then titles, then what hangs on them.
const ORDER: Record<Part, number> = { people: 0, records: 1, logs: 2, recommendations: 2, tastes: 2 };

export async function applyArrivals(tx: SyncTx, arrivals: readonly Arrival[]): Promise<{ applied: Arrival[]; parked: Arrival[] }> {
	const sorted = [...arrivals].sort((a, b) => ORDER[PART_OF.get(a.table)!.part] - ORDER[PART_OF.get(b.table)!.part]);
	const applied: Arrival[] = [];
	const parked: Arrival[] = [];
	/** Records whose logs changed, recomputed once at the end. */
	const recount = new Map<string, { kind: MediaKind; id: string }>();
	const touch = (kind: MediaKind, id: string) => recount.set(`${kind}:${id}`, { kind, id });
	const hasPeople = async (ids: string[]) => (await tx.people.getMany(ids)).size === new Set(ids).size;

	for (const arrival of sorted) {
		const { kind, part } = PART_OF.get(arrival.table)!;
		let placed = true;
		if (part === 'people') {
			if (arrival.row) await tx.people.put(arrival.row as Person);
			else await tx.people.delete(arrival.id);
		} else if (part === 'records') {
			const previous = await tx.records.get(kind!, arrival.id);
			if (arrival.row) {
				const record = { ...(arrival.row as MediaRecord), watchCount: previous?.watchCount ?? 0, lastWatchedOn: previous?.lastWatchedOn ?? null };
				await saveWithDerived(tx, kind!, record, previous?.title);
				recount.delete(`${kind}:${arrival.id}`);
			} else if (previous) {
				// What went with the title here may include rows the other device never had (a log
				// added here meanwhile): their deletions are this device's news, so they are recorded.
				const tables = KIND_TABLES[kind!];
				const [logs, recommendations] = await Promise.all([tx.logs.idsOfRecord(kind!, arrival.id), tx.recommendations.forRecord(kind!, arrival.id)]);
				await removeRecord(tx, kind!, arrival.id);
				await tx.sync.markPending([
					...logs.map((id) => ({ key: outboxKey(tables.logs, id), at: arrival.at })),
					...recommendations.map((r) => ({ key: outboxKey(tables.recommendations, r.recommendationId), at: arrival.at }))
				]);
				recount.delete(`${kind}:${arrival.id}`);
			}
		} else if (part === 'logs') {
			const previous = await tx.logs.get(kind!, arrival.id);
			if (arrival.row) {
				const log = arrival.row as WatchLog;
				const record = await tx.records.get(kind!, log.mediaRecordId);
				placed = record !== undefined && (await hasPeople(log.watchedWithPersonIds));
				if (placed) {
					await tx.logs.put(kind!, { ...log, title: record!.title });
					touch(kind!, log.mediaRecordId);
				}
			} else if (previous) {
				await tx.logs.delete(kind!, arrival.id);
			}
			if (previous && placed) touch(kind!, previous.mediaRecordId);
		} else if (part === 'recommendations') {
			if (arrival.row) {
				const recommendation = arrival.row as Recommendation;
				placed = (await tx.records.get(kind!, recommendation.mediaRecordId)) !== undefined && (await hasPeople([recommendation.personId]));
				if (placed) await tx.recommendations.put(kind!, recommendation);
			} else await tx.recommendations.delete(kind!, arrival.id);
		} else {
			if (arrival.row) {
				const taste = arrival.row as PersonTaste;
				placed = await hasPeople([taste.personId]);
				if (placed) await tx.tastes.put(kind!, taste);
			} else await tx.tastes.delete(kind!, arrival.id);
		}
		(placed ? applied : parked).push(arrival);
	}
	for (const { kind, id } of recount.values()) {
		const record = await tx.records.get(kind, id);
		if (record) await saveWithDerived(tx, kind, record);
	}
	return { applied, parked };
}
