/**
 * What an import changes: the library's final state from what is stored and what the file holds
 * (merge: the newer updatedAt wins; replace: the file is the library), with every derived field
 * recomputed. Pure: it reads nothing and writes nothing.
 */
import { aggregateOf } from '../db/aggregate-recount';
import type { AggregateRow } from '../db/rows';
import type { TableChanges } from '../db/transfer-repo';
import type { MediaKind } from '../domain/enums';
import type { EpisodeGuide } from '../domain/episode-guide';
import type { MediaRecord } from '../domain/records';
import type { WatchLog } from '../domain/watch-logs';
import type { Issue } from '../domain/errors';
import { KIND_TABLES, ROW_ID_FIELD, TABLES, type LibraryData, type TableName } from '../domain/tables';
import { sameData } from './same-data';

export type ImportMode = 'merge' | 'replace';

export interface TableSummary {
	added: number;
	updated: number;
	unchanged: number;
	removed: number;
}

export interface ImportPlan {
	summary: Record<TableName, TableSummary>;
	changes: Record<TableName, TableChanges>;
	/** The whole library after the import, by ID, derived fields recomputed. */
	final: Record<TableName, ReadonlyMap<string, unknown>>;
	aggregates: AggregateRow[];
	issues: Issue[];
}

type Row = { updatedAt: string };

const idOf = (table: TableName, row: unknown) => (row as Record<string, string>)[ROW_ID_FIELD[table]]!;

function finalTable(table: TableName, stored: unknown[], incoming: unknown[], mode: ImportMode, issues: Issue[]): Map<string, unknown> {
	const final = new Map<string, unknown>(mode === 'merge' ? stored.map((row) => [idOf(table, row), row]) : []);
	const seen = new Set<string>();
	incoming.forEach((row, i) => {
		const id = idOf(table, row);
		if (seen.has(id)) issues.push({ path: `data.${table}.${i}.${ROW_ID_FIELD[table]}`, message: `duplicate ID ${id} in this table` });
		seen.add(id);
		const current = final.get(id) as Row | undefined;
		if (!current || mode === 'replace' || (row as Row).updatedAt > current.updatedAt) final.set(id, row);
	});
	return final;
}

/** Issues for rows of the file that point at records or people the final library lacks. */
function checkReferences(incoming: LibraryData, final: Record<TableName, Map<string, unknown>>, issues: Issue[]): void {
	const people = final.people;
	for (const kind of ['tv', 'movie'] as MediaKind[]) {
		const t = KIND_TABLES[kind];
		const records = final[t.records];
		incoming[t.logs].forEach((log, i) => {
			if (!records.has(log.mediaRecordId)) issues.push({ path: `data.${t.logs}.${i}.mediaRecordId`, message: `no saved title ${log.mediaRecordId} in the file or the library` });
			log.watchedWithPersonIds.forEach((p, j) => {
				if (!people.has(p)) issues.push({ path: `data.${t.logs}.${i}.watchedWithPersonIds.${j}`, message: `no person ${p} in the file or the library` });
			});
		});
		incoming[t.recommendations].forEach((rec, i) => {
			if (!records.has(rec.mediaRecordId)) issues.push({ path: `data.${t.recommendations}.${i}.mediaRecordId`, message: `no saved title ${rec.mediaRecordId} in the file or the library` });
			if (!people.has(rec.personId)) issues.push({ path: `data.${t.recommendations}.${i}.personId`, message: `no person ${rec.personId} in the file or the library` });
		});
		incoming[t.tastes].forEach((taste, i) => {
			if (!people.has(taste.personId)) issues.push({ path: `data.${t.tastes}.${i}.personId`, message: `no person ${taste.personId} in the file or the library` });
		});
	}
}

/**
 * Watch counts, last-watched dates, log titles and the stats aggregates, from the final rows (and
 * the series' kept episode guides, by provider key, which an import leaves as they are).
 */
function recomputeDerived(kind: MediaKind, final: Record<TableName, Map<string, unknown>>, guides: ReadonlyMap<string, EpisodeGuide>): AggregateRow {
	const t = KIND_TABLES[kind];
	const records = final[t.records] as Map<string, MediaRecord>;
	const logs = final[t.logs] as Map<string, WatchLog>;
	const derived = new Map<string, { watchCount: number; lastWatchedOn: string | null }>();
	for (const [id, log] of logs) {
		const title = records.get(log.mediaRecordId)!.title;
		if (log.title !== title) logs.set(id, { ...log, title });
		const d = derived.get(log.mediaRecordId) ?? { watchCount: 0, lastWatchedOn: null };
		d.watchCount += 1;
		if (d.lastWatchedOn === null || log.watchedOn > d.lastWatchedOn) d.lastWatchedOn = log.watchedOn;
		derived.set(log.mediaRecordId, d);
	}
	for (const [id, record] of records) {
		const d = derived.get(id) ?? { watchCount: 0, lastWatchedOn: null };
		if (record.watchCount !== d.watchCount || record.lastWatchedOn !== d.lastWatchedOn) records.set(id, { ...record, ...d });
	}
	return aggregateOf(kind, records.values(), logs.values(), guides);
}

export function planImport(stored: LibraryData, incoming: LibraryData, mode: ImportMode, guides: ReadonlyMap<string, EpisodeGuide>): ImportPlan {
	const issues: Issue[] = [];
	const final = Object.fromEntries(TABLES.map((t) => [t, finalTable(t, stored[t], incoming[t], mode, issues)])) as Record<TableName, Map<string, unknown>>;
	checkReferences(incoming, final, issues);
	const aggregates = issues.length > 0 ? [] : [recomputeDerived('tv', final, guides), recomputeDerived('movie', final, guides)];
	const summary = {} as Record<TableName, TableSummary>;
	const changes = {} as Record<TableName, TableChanges>;
	for (const table of TABLES) {
		const before = new Map(stored[table].map((row) => [idOf(table, row), row]));
		const put: unknown[] = [];
		let updated = 0;
		let unchanged = 0;
		for (const [id, row] of final[table]) {
			const old = before.get(id);
			if (old === undefined) put.push(row);
			else if (sameData(old, row)) unchanged += 1;
			else {
				updated += 1;
				put.push(row);
			}
		}
		const remove = [...before.keys()].filter((id) => !final[table].has(id));
		summary[table] = { added: put.length - updated, updated, unchanged, removed: remove.length };
		changes[table] = { put, remove, clear: remove.length > 0 && remove.length === before.size };
	}
	return { summary, changes, final, aggregates, issues };
}
