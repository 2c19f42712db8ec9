/** Records query: word-prefix text search, status filter, title order and row shapes. */
import { describe, expect, it } from 'vitest';
import { FAMILIES, MOVIE, type Family } from '../../../fixtures/families';
import { familyClient } from '../../../fixtures/family-calls';
import { openTestGateway } from '../../../fixtures/gateway';

const titlesOf = (items: { title: string }[]) => items.map((r) => r.title);

describe('movies_queryMovieRecords over demo titles', () => {
	async function shelf() {
		const { app } = await openTestGateway();
		const c = familyClient(app, MOVIE);
		for (const id of ['194', '238', '240', '348', '679', '603', '129']) await c.quickSave(id);
		const find = async (query: string) => titlesOf((await c.recordPage({ query })).items);
		return { c, find };
	}

	it('ignores accents and case', async () => {
		const { find } = await shelf();
		expect(await find('amelie')).toEqual(['Amélie']);
		expect(await find('AMÉLIE')).toEqual(['Amélie']);
		expect(await find('GODFATHER')).toEqual(['The Godfather', 'The Godfather Part II']);
	});

	it('needs every word, in any order', async () => {
		const { find } = await shelf();
		expect(await find('godfather part')).toEqual(['The Godfather Part II']);
		expect(await find('ii GODFATHER')).toEqual(['The Godfather Part II']);
		expect(await find('godfather trilogy')).toEqual([]);
	});

	it('matches the start of words, not the middle', async () => {
		const { find } = await shelf();
		expect(await find('ali')).toEqual(['Alien', 'Aliens']);
		expect(await find('aliens')).toEqual(['Aliens']);
		expect(await find('father')).toEqual([]);
	});

	it('searches the overview, the genres and the original title', async () => {
		const { find } = await shelf();
		expect(await find('simulation')).toEqual(['The Matrix']);
		expect(await find('crime')).toEqual(['The Godfather', 'The Godfather Part II']);
		expect(await find('fabuleux')).toEqual(['Amélie']);
		expect(await find('神隠し')).toEqual(['Spirited Away']);
	});

	it('treats a query of punctuation only as no query', async () => {
		const { c } = await shelf();
		expect((await c.recordPage({ query: ' -- ' })).items).toHaveLength(7);
	});
});

describe.each(FAMILIES.map((f) => [f.ops.queryRecords, f] as [string, Family]))('%s', (_name, f) => {
	async function shelf() {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const save = (id: string, fields: Record<string, unknown>) => c.saveBody(f.body({ genres: [], ...fields }, id));
		await save('11', { title: 'Café Society', tags: ['date night'], status: 'watched', rating: 'like' });
		await save('12', { title: 'CAFETERIA Blues', status: 'want_to_watch' });
		await save('13', { title: 'Night Shift', genres: ['Thriller'], status: 'watched' });
		await save('14', { title: 'The Cure', overview: 'A quiet seaside town hides a secret.', status: 'dropped' });
		return c;
	}

	it('finds titles by accent-insensitive word prefix', async () => {
		const c = await shelf();
		expect(titlesOf((await c.recordPage({ query: 'cafe' })).items)).toEqual(['Café Society', 'CAFETERIA Blues']);
		expect(titlesOf((await c.recordPage({ query: 'CAFÉ soc' })).items)).toEqual(['Café Society']);
	});

	it('finds titles by tag, genre and overview', async () => {
		const c = await shelf();
		expect(titlesOf((await c.recordPage({ query: 'date' })).items)).toEqual(['Café Society']);
		expect(titlesOf((await c.recordPage({ query: 'thriller' })).items)).toEqual(['Night Shift']);
		expect(titlesOf((await c.recordPage({ query: 'seaside' })).items)).toEqual(['The Cure']);
		expect(titlesOf((await c.recordPage({ query: 'night' })).items)).toEqual(['Café Society', 'Night Shift']);
	});

	it('filters by status, alone and with text', async () => {
		const c = await shelf();
		expect(titlesOf((await c.recordPage({ status: 'watched' })).items)).toEqual(['Café Society', 'Night Shift']);
		expect(titlesOf((await c.recordPage({ status: 'watched', query: 'cafe' })).items)).toEqual(['Café Society']);
		expect(titlesOf((await c.recordPage({ status: 'want_to_watch', query: 'night' })).items)).toEqual([]);
		expect((await c.recordPage({ status: 'on_hold' })).items).toEqual([]);
	});

	it('drops a title from a tag search once the tag is removed', async () => {
		const c = await shelf();
		await c.saveBody(f.body({ title: 'Café Society', genres: [], tags: ['rainy day'] }, '11'));
		expect(titlesOf((await c.recordPage({ query: 'date' })).items)).toEqual([]);
		expect(titlesOf((await c.recordPage({ query: 'rainy' })).items)).toEqual(['Café Society']);
	});

	it('sorts by title ignoring case and accents, then by ID', async () => {
		const { app } = await openTestGateway();
		const c = familyClient(app, f);
		const rows: [string, string][] = [['b-2', 'apple'], ['x', 'Cherry'], ['e', 'Émile'], ['a-1', 'Apple'], ['y', 'banana'], ['b-1', 'APPLE']];
		for (const [i, [id, title]] of rows.entries()) await c.saveBody(f.body({ title }, String(500 + i)), { mediaRecordId: id });
		const items = (await c.recordPage()).items;
		expect(items.map((r) => [r.id, r.title])).toEqual([
			['a-1', 'Apple'],
			['b-1', 'APPLE'],
			['b-2', 'apple'],
			['y', 'banana'],
			['x', 'Cherry'],
			['e', 'Émile']
		]);
	});

	it('gives summary rows of exactly id, title, status, rating and year', async () => {
		const c = await shelf();
		const year = f.kind === 'tv' ? 2008 : 1999; // the sample's first date, which f.body carries
		const items = (await c.recordPage({ query: 'cafe' })).items;
		expect(items).toEqual([
			{ id: `${f.kind}:tmdb:11`, title: 'Café Society', status: 'watched', rating: 'like', year },
			{ id: `${f.kind}:tmdb:12`, title: 'CAFETERIA Blues', status: 'want_to_watch', rating: null, year }
		]);
		await c.saveBody(f.body({ title: 'Undated', [f.dateField]: undefined }, '15'));
		expect((await c.recordPage({ query: 'undated' })).items[0].year).toBeNull();
	});

	it('gives full rows with every stored field and no index keys', async () => {
		const c = await shelf();
		const [row] = (await c.recordPage({ query: 'seaside', detail: 'full' })).items;
		expect(row).toMatchObject({
			id: `${f.kind}:tmdb:14`,
			title: 'The Cure',
			overview: 'A quiet seaside town hides a secret.',
			status: 'dropped',
			providerRef: { provider: 'tmdb', mediaType: f.kind, id: '14' },
			watchCount: 0,
			lastWatchedOn: null,
			createdAt: '2026-11-22T10:00:00.000Z'
		});
		for (const internal of ['sortKey', 'words', 'providerKey']) expect(row).not.toHaveProperty(internal);
	});
});
