/**
 * The stats totals counted afresh from a whole library: by an import's plan, and by the schema
 * upgrade that gave the totals their episodes and minutes. Loaded only for those: the first screen
 * does neither (LibraryStore.open loads it before opening a library that an upgrade will rewrite).
 */
import type { Transaction } from 'dexie';
import type { MediaKind } from '../domain/enums';
import type { EpisodeGuide } from '../domain/episode-guide';
import type { MediaRecord } from '../domain/records';
import { factsOf, figuresOf, type TitleFacts } from '../domain/watch-figures';
import type { WatchLog } from '../domain/watch-logs';
import { countLog, countRecord, emptyAggregate } from './aggregate-totals';
import { kindTables } from './database';
import { GuidesRepo } from './guides-repo';
import type { AggregateRow } from './rows';

/** A kind's totals counted afresh from every record and log, with the kept guides by provider key. */
export function aggregateOf(kind: MediaKind, records: Iterable<MediaRecord>, logs: Iterable<WatchLog>, guides: ReadonlyMap<string, EpisodeGuide>): AggregateRow {
	const agg = emptyAggregate(kind);
	const byId = new Map<string, MediaRecord>();
	for (const record of records) {
		byId.set(record.id, record);
		countRecord(agg, record, 1);
	}
	const facts = new Map<string, TitleFacts>();
	for (const log of logs) {
		let known = facts.get(log.mediaRecordId);
		if (!known) facts.set(log.mediaRecordId, (known = factsOf(byId.get(log.mediaRecordId), guides)));
		countLog(agg, log, figuresOf(kind, log, known), 1);
	}
	return agg;
}

/** Rewrites both kinds' totals from the rows stored: schema version 8's upgrade. */
export async function recountAggregates(trans: Transaction): Promise<void> {
	const byKey = await new GuidesRepo(trans).all();
	await Promise.all(
		(['tv', 'movie'] as const).map(async (kind) => {
			const { records, logs } = kindTables(trans, kind);
			const [recordRows, logRows] = await Promise.all([records.toArray(), logs.toArray()]);
			await trans.table('aggregates').put(aggregateOf(kind, recordRows, logRows, byKey));
		})
	);
}
