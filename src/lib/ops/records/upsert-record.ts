/** Save a title: a provider-only quick save, or a full record body that replaces the stored one. */
import { defineOperation, lazyInput, lazyRun } from '../operation';
import type { KindInfo } from '../kind-info';

export function upsertRecord(k: KindInfo) {
	return defineOperation({
		name: k.pick('tv_series_upsertTvSeriesRecord', 'movies_upsertMovieRecord'),
		tools: ['svc_create', 'svc_update'],
		kind: k.resources.record,
		input: lazyInput(() => import('./upsert-record-run').then((m) => m.upsertInput(k))),
		docs: () => import('./records-docs').then((m) => m.upsertRecord(k)),
		run: lazyRun(() => import('./upsert-record-run').then((m) => m.upsertRecord(k)))
	});
}
