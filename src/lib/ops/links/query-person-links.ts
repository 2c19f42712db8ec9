/** Titles linked to one person: their recommendations, logs shared with them, their tastes. */
import { z } from 'zod/mini';
import { detail } from '../../domain/enums';
import { id, limit } from '../../domain/fields';
import { providerKey } from '../../domain/provider-ref';
import { summarizeRecord } from '../../domain/records';
import { summarizeLog } from '../../domain/watch-logs';
import { notFound } from '../../domain/errors';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

const newestFirst = <T extends { updatedAt: string }>(rows: T[]) => rows.sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1));

export const PERSON_LINKS_LIMIT = { default: 100, max: 500 } as const;

export function queryPersonLinks(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesPersonLinks', 'movies_queryMoviePersonLinks'),
		tools: ['svc_find'],
		kind: k.resources.record,
		input: z.strictObject({
			personId: id,
			detail: z._default(detail, 'summary'),
			limit: z._default(limit(PERSON_LINKS_LIMIT.max), PERSON_LINKS_LIMIT.default)
		}),
		docs: () => import('./links-docs').then((m) => m.queryPersonLinks(k)),
		run: ({ personId, detail: level, limit: max }, ctx) =>
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
			})
	});
}
