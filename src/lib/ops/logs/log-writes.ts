/** Shared steps of writing a watch log: the rules of spec section 7, default dates, record moves. */
import type { StoreTx } from '../../db/library-store';
import { localDate } from '../../domain/fields';
import { advanceProgress } from '../../domain/progress';
import type { Person } from '../../domain/people';
import type { MediaRecord } from '../../domain/records';
import type { LogInput } from '../../db/logs-repo';
import type { LogBody } from '../../domain/watch-logs';
import { GatewayError, notFound, type Issue } from '../../domain/errors';
import type { KindInfo } from '../kind-info';
import { compact } from '../records/record-writes';

/** What a log write checks and moves: its title and the people it names. */
export interface LogInputs {
	record: MediaRecord | undefined;
	people: Map<string, Person>;
}

/**
 * A log body's reads, all in one round trip to the database: its title, its companions, and
 * the title's newest logs (read ahead for the unit of work, which gives the last-watched date).
 */
export async function readLogInputs(tx: StoreTx, k: KindInfo, body: LogBody): Promise<LogInputs> {
	const [record, people] = await Promise.all([
		tx.records.get(k.kind, body.mediaRecordId),
		tx.people.getMany(body.watchedWithPersonIds ?? []),
		tx.logs.readNewest(k.kind, body.mediaRecordId)
	]);
	return { record, people };
}

/** Rule 3: the log's title must be saved. */
function requireRecord(k: KindInfo, record: MediaRecord | undefined, mediaRecordId: string): MediaRecord {
	if (!record) throw notFound('log.mediaRecordId', `No saved ${k.noun} has ID ${mediaRecordId}; save it first or resolve the ID with the records query.`);
	return record;
}

/** Rule 2: everyone watched with must be an active People record. */
function requireActivePeople(people: Map<string, Person>, ids: string[], path: string): void {
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

/** The log to store, from its body and its reads; a missing title is reported before companions. */
export function composeLog(
	k: KindInfo,
	body: LogBody,
	inputs: LogInputs,
	identity: { watchLogId: string; createdAt: string },
	now: Date
): { log: LogInput; record: MediaRecord } {
	const record = requireRecord(k, inputs.record, body.mediaRecordId);
	requireActivePeople(inputs.people, body.watchedWithPersonIds ?? [], 'log.watchedWithPersonIds');
	const companions = [...new Set(body.watchedWithPersonIds ?? [])];
	const log: LogInput = compact({
		...body,
		...defaultWatchDate(k, body, record, now),
		...identity,
		watchedWithPersonIds: companions,
		kind: k.kind,
		updatedAt: now.toISOString()
	});
	return { log, record };
}

/** After a log is written: TV progress forward and the status move when asked. */
export function movedRecord(k: KindInfo, record: MediaRecord, log: LogInput, moveStatus: boolean, now: Date): MediaRecord {
	const progress = k.kind === 'tv' ? advanceProgress(record, log) : {};
	return {
		...record,
		...progress,
		status: moveStatus ? k.statusAfterLog(record.status) : record.status,
		updatedAt: now.toISOString()
	};
}
