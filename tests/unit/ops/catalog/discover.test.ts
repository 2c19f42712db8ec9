/** Discovery lists of the demo catalog through svc_lookup: every category, paging, saved marks. */
import { describe, expect, it } from 'vitest';
import catalog from '../../../../src/lib/provider/demo/catalog.json';
import { FAMILIES, MOVIE, TV, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { expectError, expectOk, openTestGateway } from '../../../fixtures/gateway';

const CATEGORIES = { tv: ['popular', 'airing_today', 'on_the_air', 'top_rated'], movie: ['popular', 'now_playing', 'upcoming', 'top_rated'] };
const titlesOf = (f: Family) => (f.kind === 'tv' ? catalog.tv : catalog.movies) as { id: number; title: string; voteAverage: number; popularity: number }[];

/** The normalized catalog entry of DESIGN section 6. */
function expectEntry(f: Family, entry: any) {
	expect(entry.providerId).toMatch(/^[1-9]\d*$/);
	expect(entry.mediaType).toBe(f.kind);
	expect(entry.title).toEqual(expect.any(String));
	expect(entry.originalTitle).toEqual(expect.any(String));
	expect(entry.overview).toEqual(expect.any(String));
	expect(entry[f.dateField]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
	expect(entry).not.toHaveProperty(f.kind === 'tv' ? 'releaseDate' : 'firstAirDate');
	expect(entry.year).toBe(Number(entry[f.dateField].slice(0, 4)));
	expect(entry.genres.length).toBeGreaterThan(0);
	expect(entry).toHaveProperty('posterUrl', null);
	expect(entry).toHaveProperty('savedRecordId', null);
}

describe.each(FAMILIES.map((f) => [f.ops.discover, f] as [string, Family]))('%s', (_name, f) => {
	const discover = async (input: Record<string, unknown>, start?: string) => {
		const { app } = await openTestGateway({ start });
		return expectOk(await app.svc_lookup({ operation: f.ops.discover, input }));
	};

	it.each(CATEGORIES[f.kind])('lists %s as a page of normalized entries', async (category) => {
		const start = f.kind === 'tv' ? '2025-01-17T12:00:00.000Z' : '2024-06-01T12:00:00.000Z';
		const result = await discover({ category }, start);
		expect(result.page).toBe(1);
		expect(result.results.length).toBeGreaterThan(0);
		expect(result.results.length).toBeLessThanOrEqual(20);
		expect(result.totalResults).toBeGreaterThanOrEqual(result.results.length);
		expect(result.totalPages).toBe(Math.max(1, Math.ceil(result.totalResults / 20)));
		for (const entry of result.results) expectEntry(f, entry);
	});

	it('lists popular titles by default, most popular first', async () => {
		const byDefault = await discover({});
		expect(await discover({ category: 'popular' })).toEqual(byDefault);
		const expected = [...titlesOf(f)].sort((a, b) => b.popularity - a.popularity).map((t) => t.title);
		expect(byDefault.results.map((r: any) => r.title)).toEqual(expected.slice(0, 20));
		expect(byDefault.results[0].title).toBe(f.kind === 'tv' ? 'Breaking Bad' : 'Interstellar');
	});

	it('lists top rated titles best first', async () => {
		const votes = new Map(titlesOf(f).map((t) => [String(t.id), t.voteAverage]));
		const result = await discover({ category: 'top_rated' });
		const scores = result.results.map((r: any) => votes.get(r.providerId)!);
		expect(scores).toEqual([...scores].sort((a, b) => b - a));
		expect(scores[0]).toBe(Math.max(...votes.values()));
	});

	it('pages without overlap and gives an empty page beyond the last', async () => {
		const first = await discover({ page: 1 });
		const total = titlesOf(f).length;
		expect(first.totalResults).toBe(total);
		const pages = [first];
		for (let page = 2; page <= first.totalPages; page++) pages.push(await discover({ page }));
		const ids = pages.flatMap((p) => p.results.map((r: any) => r.providerId));
		expect(new Set(ids).size).toBe(total);
		const beyond = await discover({ page: first.totalPages + 1 });
		expect(beyond.results).toEqual([]);
		expect(beyond.page).toBe(first.totalPages + 1);
	});

	it('marks titles already saved with their record ID', async () => {
		const { app } = await openTestGateway();
		const saved = await familyClient(app, f).quickSave(f.sample.providerId);
		const result = expectOk(await app.svc_lookup({ operation: f.ops.discover, input: {} }));
		const marked = result.results.filter((r: any) => r.savedRecordId !== null);
		expect(marked.map((r: any) => [r.providerId, r.savedRecordId])).toEqual([[f.sample.providerId, saved.id]]);
	});

	it("refuses a category of the other family, an unknown one, and page 0", async () => {
		const { app } = await openTestGateway();
		const foreign = f.kind === 'tv' ? 'now_playing' : 'airing_today';
		for (const input of [{ category: foreign }, { category: 'trending' }]) {
			const error = expectError(await app.svc_lookup({ operation: f.ops.discover, input }));
			expect(error.code).toBe('invalid_input');
			expect(error.issues?.[0]?.path).toBe('category');
		}
		const error = expectError(await app.svc_lookup({ operation: f.ops.discover, input: { page: 0 } }));
		expect(error.issues?.[0]?.path).toBe('page');
	});

	it('is open to the agent connection', async () => {
		const { agent } = await openTestGateway();
		expect(expectOk(await agent.svc_lookup({ operation: f.ops.discover, input: {} })).results.length).toBeGreaterThan(0);
	});
});

describe('date-driven discovery lists follow the clock', () => {
	it('movies now_playing: released by today, newest first, at most ten', async () => {
		const { app } = await openTestGateway({ start: '2024-06-01T12:00:00.000Z' });
		const result = expectOk(await app.svc_lookup({ operation: MOVIE.ops.discover, input: { category: 'now_playing' } }));
		const dates = result.results.map((r: any) => r.releaseDate);
		expect(result.results).toHaveLength(10);
		expect(result.results[0].title).toBe('Dune: Part Two');
		expect(dates.every((d: string) => d <= '2024-06-01')).toBe(true);
		expect(dates).toEqual([...dates].sort().reverse());
	});

	it('movies upcoming: only titles released after today', async () => {
		const { app } = await openTestGateway({ start: '2024-06-01T12:00:00.000Z' });
		const result = expectOk(await app.svc_lookup({ operation: MOVIE.ops.discover, input: { category: 'upcoming' } }));
		expect(result.results.map((r: any) => r.title).sort()).toEqual(['Inside Out 2', 'Sinners', 'Wicked']);
	});

	it('series airing_today: a series with an episode airing on that day', async () => {
		const { app } = await openTestGateway({ start: '2025-01-17T12:00:00.000Z' });
		const result = expectOk(await app.svc_lookup({ operation: TV.ops.discover, input: { category: 'airing_today' } }));
		expect(result.results.map((r: any) => r.title)).toEqual(['Severance']);
	});

	it('series on_the_air: the series still in production', async () => {
		const { app } = await openTestGateway();
		const result = expectOk(await app.svc_lookup({ operation: TV.ops.discover, input: { category: 'on_the_air' } }));
		expect(result.results.map((r: any) => r.title).sort()).toEqual(['Severance', 'The Last of Us', 'True Detective']);
	});
});
