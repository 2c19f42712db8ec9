/** Search the saved library by text and/or status, in title order, a keyset page at a time. */
import { z } from 'zod/mini';
import { detail, watchStatus } from '../../domain/enums';
import { cursor, limit } from '../../domain/fields';
import { summarizeRecord } from '../../domain/records';
import { queryWords } from '../../domain/search-text';
import { decodeCursor, encodeCursor, recordSortKey } from '../../db/keys';
import { loadRecordSearch } from '../../db/records-repo';
import { defineOperation } from '../operation';
import type { KindInfo } from '../kind-info';

export const RECORDS_LIMIT = { summary: 50, full: 25, max: 500 } as const;

export function queryRecords(k: KindInfo) {
	const scope = `records:${k.kind}`;
	return defineOperation({
		name: k.pick('tv_series_queryTvSeriesRecords', 'movies_queryMovieRecords'),
		tools: ['svc_find'],
		kind: k.resources.record,
		input: z.strictObject({
			query: z.optional(z.string().check(z.maxLength(500))),
			status: z.optional(watchStatus),
			detail: z._default(detail, 'summary'),
			limit: z.optional(limit(RECORDS_LIMIT.max)),
			cursor: z.optional(cursor)
		}),
		docs: () => import('./records-docs').then((m) => m.queryRecords(k)),
		run: async (input, ctx) => {
			const words = queryWords(input.query ?? '');
			// Before the transaction, which would end while it waited for anything but the database.
			const search = words.length > 0 ? await loadRecordSearch() : undefined;
			return ctx.store.read(async (tx) => {
				const after = input.cursor === undefined ? undefined : decodeCursor(scope, input.cursor);
				const { rows, more } = await tx.records.page(k.kind, { words, status: input.status, after, limit: input.limit ?? RECORDS_LIMIT[input.detail] }, search);
				const last = rows.at(-1);
				return {
					items: input.detail === 'full' ? rows : rows.map(summarizeRecord),
					nextCursor: more && last ? encodeCursor(scope, recordSortKey(last.title, last.id)) : null
				};
			});
		}
	});
}
