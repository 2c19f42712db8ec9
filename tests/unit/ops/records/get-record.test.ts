import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../fixtures/families';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

const GET = { tv: 'tv_series_getTvSeriesRecord', movie: 'movies_getMovieRecord' } as const;

describe.each(FAMILIES)('get one saved record ($kind)', (f) => {
	it('returns the full stored row by ID, derived fields included', async () => {
		const { app } = await openTestGateway();
		const saved = expectOk(await app.svc_create({ operation: f.ops.upsertRecord, input: { providerId: f.sample.providerId } }));
		expectOk(await app.svc_create({ operation: f.ops.addLog, input: { log: { mediaRecordId: saved.record.id, watchedOn: '2026-01-02' } } }));
		const { record } = expectOk(await app.svc_find({ operation: GET[f.kind], input: { mediaRecordId: saved.record.id } }));
		expect(record).toMatchObject({ id: saved.record.id, title: f.sample.title, watchCount: 1, lastWatchedOn: '2026-01-02' });
		expect(record).not.toHaveProperty('sortKey');
		expect(record).not.toHaveProperty('words');
	});

	it('answers not_found at mediaRecordId for an ID that is not saved', async () => {
		const { app } = await openTestGateway();
		const error = expectError(await app.svc_find({ operation: GET[f.kind], input: { mediaRecordId: `${f.kind}:tmdb:1` } }));
		expect(error).toMatchObject({ code: 'not_found', issues: [{ path: 'mediaRecordId' }] });
	});
});
