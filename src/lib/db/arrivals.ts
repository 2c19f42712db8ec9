/**
 * Rows that arrive from another device (sync), put and deleted through the same repositories as
 * local writes, so the same unit of work settles them (unit-of-work.ts): a title keeps the watch
 * count its logs give it here, a log carries its record's title, stats totals move with every row. A row whose title or people
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

/** Tables in the order their rows can be applied: people, then titles, then what hangs on titles. */
export function inDependencyOrder<T extends string>(tables: readonly T[]): T[] {
	const rank = (table: string) => (PART_OF.has(table as TableName) ? ORDER[PART_OF.get(table as TableName)!.part] : ORDER.logs + 1);
	return [...tables].sort((a, b) => rank(a) - rank(b));
}

/**
 * What the arrivals will read, read at once: their people, titles and logs, and the newest logs
 * of arriving titles (which give their last-watched dates). One request each instead of one per
 * row: a first sync brings a whole library in batches of thousands.
 */
async function readAhead(tx: SyncTx, arrivals: readonly Arrival[]): Promise<Set<string>> {
	const personIds = new Set<string>();
	const ids = { tv: { records: new Set<string>(), logs: new Set<string>() }, movie: { records: new Set<string>(), logs: new Set<string>() } };
	for (const { table, id, row } of arrivals) {
		const { kind, part } = PART_OF.get(table)!;
		if (!kind) continue;
		if (part === 'records') ids[kind].records.add(id);
		else if (part === 'logs') ids[kind].logs.add(id);
		if (!row) continue;
		if (part === 'logs') {
			ids[kind].records.add((row as WatchLog).mediaRecordId);
			(row as WatchLog).watchedWithPersonIds.forEach((p) => personIds.add(p));
		} else if (part === 'recommendations') {
			ids[kind].records.add((row as Recommendation).mediaRecordId);
			personIds.add((row as Recommendation).personId);
		} else if (part === 'tastes') personIds.add((row as PersonTaste).personId);
	}
	const [people] = await Promise.all([
		tx.people.getMany([...personIds]),
		...(['tv', 'movie'] as const).flatMap((kind) => [
			tx.records.preload(kind, ids[kind].records),
			tx.logs.preload(kind, ids[kind].logs),
			...[...ids[kind].records].map((id) => tx.logs.readNewest(kind, id))
		])
	]);
	return new Set(people.keys());
}

export async function applyArrivals(tx: SyncTx, arrivals: readonly Arrival[]): Promise<{ applied: Arrival[]; parked: Arrival[] }> {
	const sorted = [...arrivals].sort((a, b) => ORDER[PART_OF.get(a.table)!.part] - ORDER[PART_OF.get(b.table)!.part]);
	const applied: Arrival[] = [];
	const parked: Arrival[] = [];
	/** People here, as the arrivals leave them (people arrive first). */
	const people = await readAhead(tx, sorted);
	const hasPeople = (ids: readonly string[]) => ids.every((id) => people.has(id));
	// Read ahead (readAhead), or put before: no request, and no copy of the title, per row that hangs on it.
	const hasTitle = (kind: MediaKind, id: string) => tx.records.known(kind, id).now !== undefined;
	/** Titles and logs to put, each kind's in one call. */
	const titles = { tv: [] as MediaRecord[], movie: [] as MediaRecord[] };
	const logs = { tv: [] as WatchLog[], movie: [] as WatchLog[] };
	let titlesPut = false;
	const putTitles = async () => {
		if (titlesPut) return;
		titlesPut = true;
		for (const kind of ['tv', 'movie'] as const) await tx.records.put(kind, ...titles[kind]);
	};
	/** Writes that nothing in this loop reads back, waited for together. */
	const writes: Promise<unknown>[] = [];

	for (const arrival of sorted) {
		const { kind, part } = PART_OF.get(arrival.table)!;
		// Titles are put before anything that hangs on them is placed.
		if (ORDER[part] > ORDER.records) await putTitles();
		let placed = true;
		if (part === 'people') {
			if (arrival.row) {
				writes.push(tx.people.put(arrival.row as Person));
				people.add(arrival.id);
			} else {
				writes.push(tx.people.delete(arrival.id));
				people.delete(arrival.id);
			}
		} else if (part === 'records') {
			if (arrival.row) titles[kind!].push(arrival.row as MediaRecord);
			else if (await tx.records.get(kind!, arrival.id)) {
				// What goes with the title here may include rows the other device never had (a log
				// added here meanwhile): their deletions are this device's news, stamped now and sent.
				const tables = KIND_TABLES[kind!];
				const [logs, recommendations] = await Promise.all([tx.logs.untouched(kind!, arrival.id), tx.recommendations.forRecord(kind!, arrival.id)]);
				await tx.records.delete(kind!, arrival.id);
				const gone = (table: string, id: string, before: unknown) => ({ key: outboxKey(table, id), table, at: arrival.at, before, after: undefined });
				await tx.sync.recordDeletions(
					[...logs.map((log) => gone(tables.logs, log.watchLogId, log)), ...recommendations.map((r) => gone(tables.recommendations, r.recommendationId, r))],
					Date.parse(arrival.at)
				);
			}
		} else if (part === 'logs') {
			if (arrival.row) {
				const log = arrival.row as WatchLog;
				placed = hasTitle(kind!, log.mediaRecordId) && hasPeople(log.watchedWithPersonIds);
				if (placed) logs[kind!].push(log);
			} else writes.push(tx.logs.delete(kind!, arrival.id));
		} else if (part === 'recommendations') {
			if (arrival.row) {
				const recommendation = arrival.row as Recommendation;
				placed = hasTitle(kind!, recommendation.mediaRecordId) && hasPeople([recommendation.personId]);
				if (placed) writes.push(tx.recommendations.put(kind!, recommendation));
			} else writes.push(tx.recommendations.delete(kind!, arrival.id));
		} else {
			if (arrival.row) {
				const taste = arrival.row as PersonTaste;
				placed = hasPeople([taste.personId]);
				if (placed) writes.push(tx.tastes.put(kind!, taste));
			} else writes.push(tx.tastes.delete(kind!, arrival.id));
		}
		(placed ? applied : parked).push(arrival);
	}
	await putTitles();
	for (const kind of ['tv', 'movie'] as const) await tx.logs.put(kind, ...logs[kind]);
	await Promise.all(writes);
	return { applied, parked };
}
