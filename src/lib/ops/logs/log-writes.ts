/** Shared steps of writing a watch log: the rules of spec section 7, default dates, record moves. */
import type { StoreTx } from '../../db/library-store';
import { localDate } from '../../domain/fields';
import { advanceProgress } from '../../domain/progress';
import type { MediaRecord } from '../../domain/records';
import type { LogBody, WatchLog } from '../../domain/watch-logs';
import { GatewayError, notFound, type Issue } from '../../gateway/errors';
import type { KindInfo } from '../kind-info';
import { compact } from '../records/record-writes';

/** Rule 3: the log's title must be saved. */
export async function requireRecord(tx: StoreTx, k: KindInfo, mediaRecordId: string): Promise<MediaRecord> {
	const record = await tx.records.get(k.kind, mediaRecordId);
	if (!record) throw notFound('log.mediaRecordId', `No saved ${k.noun} has ID ${mediaRecordId}; save it first or resolve the ID with the records query.`);
	return record;
}

/** Rule 2: everyone watched with must be an active People record. */
export async function requireActivePeople(tx: StoreTx, ids: string[], path: string): Promise<void> {
	const people = await tx.people.getMany(ids);
	const issues: Issue[] = [];
	ids.forEach((personId, i) => {
		const person = people.get(personId);
		if (!person) issues.push({ path: `${path}.${i}`, message: `no People record has ID ${personId}` });
		else if (!person.active) issues.push({ path: `${path}.${i}`, message: `${person.name} is not an active People record` });
	});
	if (issues.length > 0) {
		throw new GatewayError('invalid_input', `${issues[0]!.path}: ${issues[0]!.message}`, { issues });
	}
}

/** The spec's default watch date: episode air date, else the title's first date, else today. */
export function defaultWatchDate(k: KindInfo, body: LogBody, record: MediaRecord, now: Date): { watchedOn: string; watchedOnDefaulted: boolean } {
	if (body.watchedOn) return { watchedOn: body.watchedOn, watchedOnDefaulted: false };
	const fallback = (k.kind === 'tv' ? body.episodeAirDate : undefined) ?? record[k.dateField];
	return { watchedOn: fallback ?? localDate(now), watchedOnDefaulted: true };
}

export async function buildLog(
	tx: StoreTx,
	k: KindInfo,
	body: LogBody,
	identity: { watchLogId: string; createdAt: string },
	now: Date
): Promise<{ log: WatchLog; record: MediaRecord }> {
	// Both reads at once (one round trip to the database); the record's answer comes first, so a
	// missing title is still the error reported when both checks fail.
	const [record] = await Promise.all([
		requireRecord(tx, k, body.mediaRecordId),
		requireActivePeople(tx, body.watchedWithPersonIds ?? [], 'log.watchedWithPersonIds')
	]);
	const companions = [...new Set(body.watchedWithPersonIds ?? [])];
	const log: WatchLog = compact({
		...body,
		...defaultWatchDate(k, body, record, now),
		...identity,
		watchedWithPersonIds: companions,
		kind: k.kind,
		title: record.title,
		updatedAt: now.toISOString()
	});
	return { log, record };
}

/** After a log is written: TV progress forward, the status move when asked, derived counters. */
export function movedRecord(k: KindInfo, record: MediaRecord, log: WatchLog, moveStatus: boolean, now: Date): MediaRecord {
	const progress = k.kind === 'tv' ? advanceProgress(record, log) : {};
	return {
		...record,
		...progress,
		status: moveStatus ? k.statusAfterLog(record.status) : record.status,
		updatedAt: now.toISOString()
	};
}
