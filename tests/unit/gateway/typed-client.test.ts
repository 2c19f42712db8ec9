/**
 * The typed client: each operation reached by kind and family, through the tool its registry row
 * names, with its input and result typed from the row (checked by the type check of this file).
 */
import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { MediaRecord, RecordSummary } from '../../../src/lib/domain/records';
import type { WatchLog } from '../../../src/lib/domain/watch-logs';
import type { OperationData, OperationsClient } from '../../../src/lib/gateway/client';
import type { OperationName } from '../../../src/lib/ops/registry';
import { expectError, expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';

let t: TestGateway;
beforeEach(async () => {
	t = await openTestGateway();
});
afterEach(() => t.gateway.close());

describe('the typed client', () => {
	it('runs each kind’s family through its registry row, as the tools do', async () => {
		const { record, created } = expectOk(await t.gateway.ops.movie.upsertRecord({ providerId: '603' }));
		expect(created).toBe(true);
		const { log } = expectOk(await t.gateway.ops.movie.addWatchLog({ log: { mediaRecordId: record.id, watchedOn: '2026-11-01' } }));
		const direct = expectOk(await t.app.svc_find({ operation: 'movies_getMovieWatchLog', input: { watchLogId: log.watchLogId } }));
		expect(expectOk(await t.gateway.ops.movie.getWatchLog({ watchLogId: log.watchLogId }))).toEqual(direct);
		expect(expectOk(await t.gateway.ops.tv.queryUpNext())).toEqual({ items: [] });
	});

	it('answers the gateway’s failures as results: invalid input, and a family a kind has not', async () => {
		const invalid = expectError(await t.gateway.ops.movie.addWatchLog({ log: { mediaRecordId: '' } }));
		expect(invalid.code).toBe('invalid_input');
		const untyped = t.gateway.ops.movie as unknown as Record<string, (input?: unknown) => Promise<unknown>>;
		expect(await untyped.queryUpNext!()).toMatchObject({ ok: false, error: { code: 'unknown_operation' } });
	});

	it('types inputs and results from the registry', () => {
		type Ops = OperationsClient;
		expectTypeOf<Parameters<Ops['movie']['addWatchLog']>[0]['log']['mediaRecordId']>().toEqualTypeOf<string>();
		expectTypeOf<OperationData<'movie', 'addWatchLog'>['log']>().toEqualTypeOf<WatchLog>();
		expectTypeOf<OperationData<'tv', 'queryRecords'>['items']>().toEqualTypeOf<MediaRecord[] | RecordSummary[]>();
		expectTypeOf<'movies_addMovieWatchLog'>().toExtend<OperationName>();
		expectTypeOf<'movies_getMovieSeasonDetails'>().not.toExtend<OperationName>();
		// TV-only families exist only on tv.
		expectTypeOf<Ops['tv']>().toHaveProperty('seasonDetails');
		expectTypeOf<Ops['movie']>().not.toHaveProperty('seasonDetails');
	});
});
