/** The person links input schema and handler, loaded on their first call (query-person-links.ts): only People pages ask. */
import { z } from 'zod/mini';
import { detail } from '../../domain/enums';
import { id, limit } from '../../domain/fields';
import { providerKey } from '../../domain/provider-ref';
import { summarizeRecord } from '../../domain/records';
import { summarizeLog } from '../../domain/watch-logs';
import { notFound } from '../../domain/errors';
import type { OpContext } from '../operation';
import type { KindInfo } from '../kind-info';
import { PERSON_LINKS_LIMIT } from './query-person-links';

export const personLinksInput = z.strictObject({
	personId: id,
	detail: z._default(detail, 'summary'),
	limit: z._default(limit(PERSON_LINKS_LIMIT.max), PERSON_LINKS_LIMIT.default)
});

const newestFirst = <T extends { updatedAt: string }>(rows: T[]) => rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1));

export function personLinks(k: KindInfo) {
	return ({ personId, detail: level, limit: max }: z.output<typeof personLinksInput>, ctx: OpContext) =>
		ctx.store.read(async (tx) => {
			if (!(await tx.people.get(personId))) throw notFound('personId', `No People record has ID ${personId}.`);
			// All recommendations and tastes of the person (a few per person): each bucket keeps the
			// newest, and their index does not order by date.
			const [recommendations, logs, allTastes] = await Promise.all([
				tx.recommendations.byPerson(k.kind, personId, Infinity),
				tx.logs.withPerson(k.kind, personId, max),
				tx.tastes.byPerson(k.kind, personId, Infinity)
			]);
			const newest = newestFirst(recommendations).slice(0, max);
			const tastes = newestFirst(allTastes).slice(0, max);
			const records = await tx.records.getMany(k.kind, newest.map((r) => r.mediaRecordId));
			const saved = await tx.records.idsByProviderKey(k.kind, tastes.map((t) => providerKey(t.providerRef)));
			return {
				recommended: newest.map((rec) => {
					const record = records.get(rec.mediaRecordId);
					const shown = record && (level === 'full' ? record : summarizeRecord(record));
					return { ...rec, title: record?.title ?? null, record: shown ?? null };
				}),
				watchedWith: level === 'full' ? logs : logs.map(summarizeLog),
				tastes: tastes.map((t) => ({ ...t, savedRecordId: saved.get(providerKey(t.providerRef)) ?? null }))
			};
		});
}
