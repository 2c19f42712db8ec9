/**
 * Every field of every operation refuses wrong types, null and values over its limits with
 * invalid_input at that field's dotted path, so a caller knows exactly what to fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, openTestGateway, type TestGateway } from '../../fixtures/gateway';
import { failureOf, issuePaths } from '../../fixtures/results';
import { badValues, fieldsOf, HUGE, inputWith, type JsonSchema } from '../../fixtures/schema-leaves';

interface Described {
	name: string;
	tools: ('svc_find' | 'svc_create' | 'svc_update' | 'svc_delete' | 'svc_lookup')[];
	inputSchema: JsonSchema;
}

let t: TestGateway;
let operations: Described[];

beforeAll(async () => {
	t = await openTestGateway();
	operations = expectOk(await t.app.svc_describe({})).operations;
});
afterAll(() => t.gateway.close());

async function libraryIsEmpty(): Promise<void> {
	for (const op of ['movies_queryMovieStats', 'tv_series_queryTvSeriesStats']) {
		const stats = expectOk(await t.app.svc_find({ operation: op, input: {} }));
		expect(stats.totals.saved + stats.totals.watchLogs).toBe(0);
	}
}

describe('field-level validation, driven by the published input schemas', () => {
	it('covers every operation and the fields a caller fills in', () => {
		expect(operations).toHaveLength(49);
		const addLog = operations.find((o) => o.name === 'tv_series_addTvSeriesWatchLog')!;
		expect(fieldsOf(addLog.inputSchema).map((f) => f.path)).toEqual(
			expect.arrayContaining(['watchLogId', 'log', 'log.mediaRecordId', 'log.seasonTo', 'log.watchedWithPersonIds', 'log.placeKey'])
		);
	});

	it('refuses a wrong type, null or an over-limit value at the exact field path', async () => {
		let checked = 0;
		const misses: string[] = [];
		for (const op of operations) {
			for (const bad of badValues(op.inputSchema)) {
				const error = await failureOf(t.app[op.tools[0]!], { operation: op.name, input: inputWith(bad.path, bad.value) });
				checked++;
				if (error.code !== 'invalid_input' || !issuePaths(error).includes(bad.reportedAt)) {
					misses.push(`${op.name} ${bad.path} (${bad.why}): ${error.code} at [${issuePaths(error).join(', ')}]`);
				}
				expect(error.message.length).toBeLessThan(2_000);
			}
		}
		expect(misses).toEqual([]);
		expect(checked).toBeGreaterThan(500);
		await libraryIsEmpty();
	});

	it('names an unknown top-level field in the path', async () => {
		const error = await failureOf(t.app.svc_find, { operation: 'movies_queryMovieRecords', input: { qeury: 'alien' } });
		expect(error.code).toBe('invalid_input');
		expect(issuePaths(error)).toEqual(['qeury']);
	});

	it('refuses a key beside operation and input, as the tools\' input schemas say, and runs nothing', async () => {
		const error = await failureOf(t.agent.svc_find, { operation: 'movies_queryMovieRecords', input: {}, limit: 5 });
		expect(error.code).toBe('invalid_input');
		expect(issuePaths(error)).toEqual(['limit']);
		const save = await failureOf(t.app.svc_create, { operation: 'movies_upsertMovieRecord', input: { providerId: '603' }, providerId: '603' });
		expect(issuePaths(save)).toEqual(['providerId']);
		await libraryIsEmpty();
	});

	it('refuses huge strings in a write that is otherwise valid and stores nothing', async () => {
		const body = { providerRef: { provider: 'tmdb', mediaType: 'movie', id: '603' }, title: 'The Matrix' };
		for (const field of ['title', 'originalTitle', 'overview', 'journalNotes']) {
			const error = await failureOf(t.app.svc_create, { operation: 'movies_upsertMovieRecord', input: { record: { ...body, [field]: HUGE } } });
			expect(issuePaths(error)).toEqual([`record.${field}`]);
		}
		const tags = await failureOf(t.app.svc_create, {
			operation: 'movies_upsertMovieRecord',
			input: { record: { ...body, tags: ['ok', 'x'.repeat(201)] } }
		});
		expect(issuePaths(tags)).toEqual(['record.tags.1']);
		await libraryIsEmpty();
	});

	it('accepts text exactly at the limit', async () => {
		const body = { providerRef: { provider: 'tmdb', mediaType: 'movie', id: '603' }, title: 'x'.repeat(500), journalNotes: 'n'.repeat(20_000) };
		const saved = expectOk(await t.app.svc_create({ operation: 'movies_upsertMovieRecord', input: { record: body } }));
		expect(saved.record.title).toHaveLength(500);
		expectOk(await t.app.svc_delete({ operation: 'movies_deleteMovieRecord', input: { mediaRecordId: saved.record.id } }));
	});
});
