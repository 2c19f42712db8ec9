/**
 * A multi-row write happens whole or not at all (DESIGN section 1): a failure midway leaves the
 * library exactly as it was, and a full disk is reported as storage_full, never as a half write.
 */
import { Dexie } from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecommendationsRepo } from '../../../src/lib/db/links-repo';
import { LogsRepo } from '../../../src/lib/db/logs-repo';
import { RecordsRepo } from '../../../src/lib/db/records-repo';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { failureOf } from '../../fixtures/results';

let t: TestGateway;
let ana: { id: string };
const MATRIX = 'movie:tmdb:603';

beforeEach(async () => {
	t = await openTestGateway();
	ana = await t.gateway.people.add({ name: 'Ana' });
	expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { providerId: '603' } }));
	for (const watchedOn of ['2024-01-05', '2025-06-01']) {
		expectOk(await t.app.svc_create({ operation: 'movies_addMovieWatchLog', input: { log: { mediaRecordId: MATRIX, watchedOn, watchedWithPersonIds: [ana.id] } } }));
	}
	expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecommendation', input: { recommendation: { mediaRecordId: MATRIX, personId: ana.id } } }));
	vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
	vi.restoreAllMocks();
	t.gateway.close();
});

/** Everything a user could see of the movie library. */
async function snapshot() {
	const find = async (operation: string, input: object) => expectOk(await t.app.svc_find({ operation, input }));
	return {
		records: (await find('movies_queryMovieRecords', { detail: 'full' })).items,
		logs: (await find('movies_queryMovieWatchLogs', { detail: 'full' })).items,
		stats: await find('movies_queryMovieStats', {}),
		links: await find('movies_queryMoviePersonLinks', { personId: ana.id, detail: 'full' })
	};
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('a write that fails midway changes nothing', () => {
	it('keeps the title, its logs, its recommendation and the stats when a delete fails after removing logs', async () => {
		const before = await snapshot();
		expect(before.logs).toHaveLength(2);
		const spy = vi.spyOn(RecommendationsRepo.prototype, 'deleteForRecord').mockRejectedValue(new Error('disk hiccup'));
		const error = await failureOf(t.app.svc_delete, { operation: 'movies_deleteMovieRecord', input: { mediaRecordId: MATRIX } });
		expect(spy).toHaveBeenCalled();
		expect(error.code).toBe('internal');
		expect(error.message).toMatch(/nothing was changed/);
		expect(await snapshot()).toEqual(before);
		const ownLogs = expectOk(await t.app.svc_find({ operation: 'movies_queryMovieWatchLogs', input: { mediaRecordId: MATRIX } }));
		expect(ownLogs.items).toHaveLength(2);

		// The library is not stuck: once the fault is gone the same delete goes through whole.
		spy.mockRestore();
		const done = expectOk(await t.app.svc_delete({ operation: 'movies_deleteMovieRecord', input: { mediaRecordId: MATRIX } }));
		expect(done.deleted).toEqual({ movie: 1, movie_watch_log: 2, movie_recommendation: 1 });
		const after = await snapshot();
		expect(after.records).toEqual([]);
		expect(after.stats.totals).toMatchObject({ saved: 0, watchLogs: 0 });
		expect(after.stats.byMonth).toEqual([]);
	});

	it('keeps the log and the counters when updating the title after rewriting a log fails', async () => {
		const before = await snapshot();
		const [log] = before.logs;
		vi.spyOn(RecordsRepo.prototype, 'put').mockRejectedValue(new TypeError('cannot write'));
		const error = await failureOf(t.app.svc_update, {
			operation: 'movies_updateMovieWatchLog',
			input: { watchLogId: log.watchLogId, log: { mediaRecordId: MATRIX, watchedOn: '2026-02-02' } }
		});
		expect(error.code).toBe('internal');
		expect(await snapshot()).toEqual(before);
	});
});

describe('a full disk', () => {
	it('answers storage_full when a log write runs out of room, and stores neither the log nor the status move', async () => {
		const before = await snapshot();
		const spy = vi.spyOn(RecordsRepo.prototype, 'put').mockRejectedValue(quotaError());
		const error = await failureOf(t.app.svc_create, { operation: 'movies_addMovieWatchLog', input: { watchLogId: 'full-disk', log: { mediaRecordId: MATRIX, watchedOn: '2026-03-03' } } });
		expect(spy).toHaveBeenCalled();
		expect(error.code).toBe('storage_full');
		expect(error.message).toMatch(/backup/);
		expect(await snapshot()).toEqual(before);
		spy.mockRestore();
		// The retry with the same ID, once there is room, creates the log (nothing half-written blocks it).
		expect(expectOk(await t.app.svc_create({ operation: 'movies_addMovieWatchLog', input: { watchLogId: 'full-disk', log: { mediaRecordId: MATRIX, watchedOn: '2026-03-03' } } })).created).toBe(true);
	});

	it("recognizes Dexie's AbortError whose inner error is the quota error", async () => {
		const before = await snapshot();
		const ben = await t.gateway.people.add({ name: 'Ben' });
		vi.spyOn(RecordsRepo.prototype, 'put').mockRejectedValue(new Dexie.AbortError('Transaction aborted', quotaError()));
		const error = await failureOf(t.app.svc_create, {
			operation: 'movies_upsertMovieRecommendation',
			input: { recommendation: { mediaRecordId: MATRIX, personId: ben.id } }
		});
		expect(error.code).toBe('storage_full');
		expect(await snapshot()).toEqual(before);
		const benLinks = expectOk(await t.app.svc_find({ operation: 'movies_queryMoviePersonLinks', input: { personId: ben.id } }));
		expect(benLinks.recommended).toEqual([]);
	});

	it('recognizes a plain AbortError-like error carrying the quota error as inner or cause', async () => {
		const before = await snapshot();
		const wrapped = [
			Object.assign(new Error('aborted'), { name: 'AbortError', inner: quotaError() }),
			new Error('aborted', { cause: Object.assign(new Error('aborted'), { name: 'AbortError', inner: quotaError() }) })
		];
		for (const thrown of wrapped) {
			const spy = vi.spyOn(LogsRepo.prototype, 'deleteForRecord').mockRejectedValue(thrown);
			const error = await failureOf(t.app.svc_delete, { operation: 'movies_deleteMovieRecord', input: { mediaRecordId: MATRIX } });
			expect(error.code).toBe('storage_full');
			spy.mockRestore();
		}
		expect(await snapshot()).toEqual(before);
	});

	it('answers internal, not storage_full, for an abort that is not about room', async () => {
		vi.spyOn(RecordsRepo.prototype, 'put').mockRejectedValue(new Dexie.AbortError('Transaction aborted', new Error('constraint')));
		const error = await failureOf(t.app.svc_create, { operation: 'movies_upsertMovieRecord', input: { providerId: '550' } });
		expect(error.code).toBe('internal');
		expect((await snapshot()).records.map((r: { id: string }) => r.id)).toEqual([MATRIX]);
	});
});
