/** Shared steps of recommendation and taste writes: people checks and record links. */
import type { StoreTx } from '../../db/library-store';
import type { Person } from '../../domain/people';
import { invalidInput } from '../../domain/errors';
import type { KindInfo } from '../kind-info';
import { saveRecord } from '../records/record-writes';

export async function requirePerson(tx: StoreTx, personId: string, path: string): Promise<Person> {
	const person = await tx.people.get(personId);
	if (!person) throw invalidInput(path, `no People record has ID ${personId}`);
	return person;
}

/** Adds or removes a person on a record's recommendedByPersonIds. */
export async function setRecommender(tx: StoreTx, k: KindInfo, mediaRecordId: string, personId: string, linked: boolean, now: string): Promise<void> {
	const record = await tx.records.get(k.kind, mediaRecordId);
	if (!record || record.recommendedByPersonIds.includes(personId) === linked) return;
	const recommendedByPersonIds = linked
		? [...record.recommendedByPersonIds, personId]
		: record.recommendedByPersonIds.filter((p) => p !== personId);
	await saveRecord(tx, k, { ...record, recommendedByPersonIds, updatedAt: now });
}

/** Unlinks a recommender when no other recommendation of theirs for that record remains. */
export async function unlinkIfLast(tx: StoreTx, k: KindInfo, mediaRecordId: string, personId: string, now: string): Promise<void> {
	const others = await tx.recommendations.forRecord(k.kind, mediaRecordId);
	if (!others.some((r) => r.personId === personId)) await setRecommender(tx, k, mediaRecordId, personId, false, now);
}
