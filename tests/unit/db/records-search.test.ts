/**
 * The records text match of records-search.ts: a common word is read in title order from the
 * word index, a prefix starting several indexed words merges their streams, a prefix starting
 * very many falls back to collecting every match; and version 1 libraries (a plain word index)
 * are upgraded to the title-ordered keys.
 */
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { LibraryDatabase, loadLateUpgrades } from '../../../src/lib/db/database';
import { openGateway, type Gateway } from '../../../src/lib/gateway';
import { FAMILIES } from '../../fixtures/families';
import { familyClient } from '../../fixtures/family-calls';
import { expectOk, openTestGateway } from '../../fixtures/gateway';

const MOVIES = FAMILIES.find((f) => f.kind === 'movie')!;
const pad = (n: number) => String(n).padStart(3, '0');
const opened: Gateway[] = [];
afterEach(() => opened.splice(0).forEach((g) => g.close()));

async function library(titles: { title: string; overview?: string; status?: string }[]) {
	const t = await openTestGateway();
	opened.push(t.gateway);
	const c = familyClient(t.app, MOVIES);
	let id = 40_000;
	for (const fields of titles) await c.saveBody(MOVIES.body({ overview: 'Nothing to see.', ...fields }, String(id++)));
	return c;
}

describe('records text match', () => {
	it('merges the streams of every word a prefix starts, each title once, in title order', async () => {
		// 150 titles, each having "star", "stars" or "starling" (some two of them): over the probe size.
		const titles = Array.from({ length: 150 }, (_, i) => ({
			title: `Sky ${pad(i)}`,
			overview: ['A star.', 'Two stars.', 'A starling and a star.'][i % 3]!
		}));
		const c = await library([...titles, { title: 'Aardvark', overview: 'No match here.' }]);
		const expected = titles.map((t) => t.title);
		for (const limit of [50, 7, 500]) expect((await c.allRecords({ query: 'star', limit })).map((r) => r.title)).toEqual(expected);
		expect((await c.allRecords({ query: 'starl', limit: 20 })).map((r) => r.title)).toEqual(expected.filter((_, i) => i % 3 === 2));
	});

	it('narrows a common word by a second common one and by status', async () => {
		const titles = Array.from({ length: 300 }, (_, i) => ({
			title: `Night ${pad(i)}`,
			overview: i % 5 === 0 ? 'A long train journey.' : 'A short walk.',
			status: i % 2 === 0 ? 'watched' : 'want_to_watch'
		}));
		const c = await library(titles);
		const train = titles.filter((_, i) => i % 5 === 0).map((t) => t.title);
		expect((await c.allRecords({ query: 'night train', limit: 9 })).map((r) => r.title)).toEqual(train);
		const watched = titles.filter((_, i) => i % 10 === 0).map((t) => t.title);
		expect((await c.allRecords({ query: 'night tr', status: 'watched', limit: 4 })).map((r) => r.title)).toEqual(watched);
	});

	it('finds two common words by the titles they share, few or many', async () => {
		// 520 "Night" titles; "train" in 260 of them, "dog" in 130: every word over the probe size.
		const titles = Array.from({ length: 520 }, (_, i) => ({
			title: `Night ${String(i).padStart(4, '0')}`,
			overview: i % 2 === 1 ? 'A walk.' : i % 4 === 0 ? 'A dog on a train.' : 'A train.'
		}));
		const c = await library(titles);
		const withDog = titles.filter((_, i) => i % 4 === 0).map((t) => t.title);
		const withTrain = titles.filter((_, i) => i % 2 === 0).map((t) => t.title);
		expect((await c.allRecords({ query: 'night dog', limit: 40 })).map((r) => r.title)).toEqual(withDog);
		expect((await c.allRecords({ query: 'dog nig', limit: 500 })).map((r) => r.title)).toEqual(withDog);
		expect((await c.allRecords({ query: 'night train', limit: 100 })).map((r) => r.title)).toEqual(withTrain);
	});

	it('falls back to collecting every match for a prefix that starts very many words', async () => {
		// "zq000" ... "zq159": 160 different words, one per title.
		const titles = Array.from({ length: 160 }, (_, i) => ({ title: `Film zq${pad(i)}` }));
		const c = await library([{ title: 'Aardvark' }, ...titles]);
		expect((await c.allRecords({ query: 'zq', limit: 45 })).map((r) => r.title)).toEqual(titles.map((t) => t.title));
		expect((await c.allRecords({ query: 'zq1 film', limit: 45 })).map((r) => r.title)).toEqual(titles.slice(100).map((t) => t.title));
	});
});

describe('the version 1 word index', () => {
	it('is upgraded to title-ordered word keys, and searches find what it held', async () => {
		const name = `screenshelf-upgrade-${crypto.randomUUID()}`;
		// A library as version 1 stored it: a plain word index.
		const v1 = new Dexie(name);
		v1.version(1).stores({
			tvSeries: 'id, sortKey, [status+sortKey], *words, providerKey',
			movies: 'id, sortKey, [status+sortKey], *words, providerKey'
		});
		const gateway = await openGateway({ dbName: `${name}-source` });
		opened.push(gateway);
		const saved = expectOk(await gateway.connect('app').svc_update({ operation: 'movies_upsertMovieRecord', input: { record: MOVIES.body({ title: 'The Green Ray', overview: 'A summer in Biarritz.' }, '50001') } })).record;
		const stored = (await readRow(`${name}-source`, 'movies', saved.id))!;
		const { wordKeys } = (await readRow(`${name}-source`, 'movieWords', saved.id))!;
		await v1.table('movies').put({ ...stored, words: (wordKeys as string[]).map((k) => k.slice(0, k.indexOf('\u0000'))) });
		v1.close();

		// Version 2 made the keys, version 4 moved them to a store of their own.
		const db = new LibraryDatabase(name, undefined, await loadLateUpgrades());
		await db.open();
		const row = (await db.table('movies').get(saved.id)) as Record<string, unknown>;
		const words = (await db.table('movieWords').get(saved.id)) as Record<string, unknown>;
		db.close();
		expect(row.words).toBeUndefined();
		expect(row.wordKeys).toBeUndefined();
		expect(words.wordKeys).toContain(`biarritz\u0000${row.sortKey}`);

		const upgraded = await openGateway({ dbName: name });
		opened.push(upgraded);
		const found = expectOk(await upgraded.connect('app').svc_find({ operation: 'movies_queryMovieRecords', input: { query: 'biarr' } }));
		expect(found.items.map((r: { id: string }) => r.id)).toEqual([saved.id]);
	});
});

async function readRow(dbName: string, table: string, id: string): Promise<Record<string, unknown> | undefined> {
	const db = new LibraryDatabase(dbName);
	await db.open();
	try {
		return (await db.table(table).get(id)) as Record<string, unknown> | undefined;
	} finally {
		db.close();
	}
}
