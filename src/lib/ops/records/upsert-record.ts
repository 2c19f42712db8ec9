/** Save a title: a provider-only quick save, or a full record body that replaces the stored one. */
import { z } from 'zod/mini';
import { watchStatus } from '../../domain/enums';
import { id, providerId } from '../../domain/fields';
import { recordSchemas } from '../../domain/records';
import { defineOperation, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function upsertInput(k: KindInfo) {
	return z
		.strictObject({
			providerId: z.optional(providerId),
			status: z.optional(watchStatus),
			mediaRecordId: z.optional(id),
			record: z.optional(recordSchemas[k.kind].body)
		})
		.check(
			z.superRefine((value, ctx) => {
				if (value.providerId === undefined && value.record === undefined) {
					ctx.addIssue({ code: 'custom', path: ['providerId'], message: 'give providerId (quick save) or record (full body)' });
				}
				if (value.record && value.record.providerRef.mediaType !== k.kind) {
					ctx.addIssue({ code: 'custom', path: ['record', 'providerRef', 'mediaType'], message: `must be "${k.kind}"` });
				}
				if (value.record && value.providerId !== undefined && value.providerId !== value.record.providerRef.id) {
					ctx.addIssue({ code: 'custom', path: ['providerId'], message: 'must match record.providerRef.id' });
				}
			})
		);
}

export function upsertRecord(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesRecord', 'movies_upsertMovieRecord'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.record,
		input: upsertInput(k),
		docs: () => import('./records-docs').then((m) => m.upsertRecord(k)),
		run: lazyRun(() => import('./upsert-record-run').then((m) => m.upsertRecord(k)))
	});
}
