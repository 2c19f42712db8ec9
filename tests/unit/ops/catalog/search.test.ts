/** Provider search through svc_lookup: by title words, empty query means popular, saved marks. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, MOVIE, TV, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

async function search(f: Family, input: Record<string, unknown>) {
	const { app } = await openTestGateway();
	return expectOk(await app.svc_lookup({ operation: f.ops.search, input }));
}

const titles = (result: any): string[] => result.results.map((r: any) => r.title);

describe('provider search by title', () => {
	it('finds The Matrix by a word of its title, with its provider ID', async () => {
		const result = await search(MOVIE, { query: 'matrix' });
		expect(result.results).toHaveLength(1);
		expect(result.results[0]).toMatchObject({ providerId: '603', title: 'The Matrix', releaseDate: '1999-03-31', year: 1999, mediaType: 'movie' });
		expect(result.totalResults).toBe(1);
	});

	it('matches word starts, ignoring case and accents, most popular first', async () => {
		expect(titles(await search(MOVIE, { query: 'ALIEN' }))).toEqual(expect.arrayContaining(['Alien', 'Aliens']));
		expect(titles(await search(MOVIE, { query: 'ALIEN' }))).toHaveLength(2);
		expect(titles(await search(MOVIE, { query: 'amelie' }))).toEqual(['Amélie']);
		expect(titles(await search(MOVIE, { query: 'godfather part' }))).toEqual(['The Godfather Part II']);
		expect(titles(await search(TV, { query: 'break' }))).toEqual(['Breaking Bad']);
	});

	it('finds a title by its original title', async () => {
		expect(titles(await search(MOVIE, { query: '千と千尋' }))).toEqual(['Spirited Away']);
		expect(titles(await search(MOVIE, { query: 'cidade' }))).toEqual(['City of God']);
	});

	it('searches one family only', async () => {
		expect((await search(TV, { query: 'matrix' })).results).toEqual([]);
		expect((await search(MOVIE, { query: 'breaking' })).results).toEqual([]);
	});
});

describe.each(FAMILIES.map((f) => [f.ops.search, f] as [string, Family]))('%s', (_name, f) => {
	it('returns the popular list for an omitted, empty or blank query', async () => {
		const popular = await search(f, {});
		expect(popular.results.length).toBeGreaterThan(0);
		const discovered = expectOk(await (await openTestGateway()).app.svc_lookup({ operation: f.ops.discover, input: { category: 'popular' } }));
		expect(popular).toEqual(discovered);
		expect(await search(f, { query: '' })).toEqual(popular);
		expect(await search(f, { query: '   ' })).toEqual(popular);
	});

	it('finds nothing for words no title has', async () => {
		const result = await search(f, { query: 'zzzqqq' });
		expect(result).toMatchObject({ page: 1, totalResults: 0, results: [] });
	});

	it('marks a saved title with its record ID', async () => {
		const { app } = await openTestGateway();
		const before = expectOk(await app.svc_lookup({ operation: f.ops.search, input: { query: f.sample.title } }));
		expect(before.results[0]).toMatchObject({ providerId: f.sample.providerId, savedRecordId: null });
		const saved = await familyClient(app, f).quickSave(f.sample.providerId);
		const after = expectOk(await app.svc_lookup({ operation: f.ops.search, input: { query: f.sample.title } }));
		expect(after.results[0]).toMatchObject({ providerId: f.sample.providerId, savedRecordId: saved.id });
		expectOk(await app.svc_delete({ operation: f.ops.deleteRecord, input: { mediaRecordId: saved.id } }));
		const gone = expectOk(await app.svc_lookup({ operation: f.ops.search, input: { query: f.sample.title } }));
		expect(gone.results[0].savedRecordId).toBeNull();
	});

	it('gives an empty page beyond the last and refuses page 0', async () => {
		const { app } = await openTestGateway();
		const beyond = expectOk(await app.svc_lookup({ operation: f.ops.search, input: { query: f.sample.title, page: 2 } }));
		expect(beyond.results).toEqual([]);
		expect(beyond.totalResults).toBeGreaterThan(0);
		const error = expectError(await app.svc_lookup({ operation: f.ops.search, input: { query: f.sample.title, page: 0 } }));
		expect(error.code).toBe('invalid_input');
		expect(error.issues?.[0]?.path).toBe('page');
	});
});
