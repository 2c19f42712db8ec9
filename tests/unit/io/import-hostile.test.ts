/** Files that are JSON but not an importable library: each is refused whole, says why and where, and writes nothing. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDocument } from '../../../src/lib/transfer/library-document';
import { copyOf, expectRefused, exportDoc, importDoc, importOk, openIoGateway } from '../../fixtures/io-gateway';
import { issuePaths } from '../../fixtures/results';
import { buildFullLibrary } from '../../fixtures/library-builder';

let doc: LibraryDocument;

beforeAll(async () => {
	const source = await openIoGateway();
	await buildFullLibrary(source);
	doc = await exportDoc(source);
	source.close();
});

/** A library holding the file's rows, so a refused import has something to spoil. */
async function library() {
	const t = await openIoGateway();
	await importOk(t, doc);
	return t;
}

type Doc = LibraryDocument & Record<string, any>;
type Case = [name: string, tamper: (file: Doc) => unknown, path: string, message: RegExp];

const a = (n: number, item: string) => Array.from({ length: n }, () => item);

const CASES: Case[] = [
	['another format', (f) => ({ ...f, format: 'letterboxd-diary' }), 'format', /not a Screenshelf library export/],
	['no format at all', ({ format: _f, ...f }) => f, 'format', /not a Screenshelf library export/],
	['a JSON list', () => [], '', /not a Screenshelf library export/],
	['JSON null', () => null, '', /not a Screenshelf library export/],
	['a newer version', (f) => ({ ...f, version: 2 }), 'version', /newer Screenshelf.*version 2.*update the app/],
	['a version that is not a number', (f) => ({ ...f, version: '1' }), 'version', /export, but its header is damaged/],
	['no data', ({ data: _d, ...f }) => f, 'data', /export, but its header is damaged/],
	['a missing table', (f) => void delete (f.data as Partial<LibraryDocument['data']>).people, 'data.people', /does not match the library format/],
	['an unknown table (settings)', (f) => void ((f.data as any).settings = [{ key: 'tmdbToken', value: 'x' }]), 'data.settings', /does not match the library format/],
	['stats aggregates in the file', (f) => void ((f.data as any).aggregates = [{ id: 'movie', saved: 900 }]), 'data.aggregates', /does not match/],
	['a table that is not a list', (f) => void ((f.data as any).movies = {}), 'data.movies', /does not match/],
	['a title over 500 characters', (f) => void (f.data.movies[0]!.title = 'x'.repeat(501)), 'data.movies.0.title', /does not match/],
	['notes over 20,000 characters', (f) => void (f.data.movieWatchLogs[2]!.notes = 'x'.repeat(20_001)), 'data.movieWatchLogs.2.notes', /does not match/],
	['an ID over 200 characters', (f) => void (f.data.people[1]!.id = 'p'.repeat(201)), 'data.people.1.id', /does not match/],
	['an ID with a control character', (f) => void (f.data.tvSeries[0]!.id = 'tv:\u0000'), 'data.tvSeries.0.id', /does not match/],
	['101 tags', (f) => void (f.data.movies[1]!.tags = a(101, 'tag')), 'data.movies.1.tags', /does not match/],
	['a tag over 200 characters', (f) => void (f.data.movies[1]!.tags = ['ok', 't'.repeat(201)]), 'data.movies.1.tags.1', /does not match/],
	['101 companions', (f) => void (f.data.tvWatchLogs[0]!.watchedWithPersonIds = a(101, f.data.people[0]!.id)), 'data.tvWatchLogs.0.watchedWithPersonIds', /does not match/],
	['an unknown rating', (f) => void ((f.data.movies[0] as any).rating = 'amazing'), 'data.movies.0.rating', /does not match/],
	['an unknown status', (f) => void ((f.data.tvSeries[1] as any).status = 'binging'), 'data.tvSeries.1.status', /does not match/],
	['an unknown country', (f) => void ((f.data.movieWatchLogs[0] as any).platformCountry = 'ZZ'), 'data.movieWatchLogs.0.platformCountry', /does not match/],
	['an impossible date', (f) => void (f.data.movieWatchLogs[3]!.watchedOn = '2023-02-30'), 'data.movieWatchLogs.3.watchedOn', /does not match/],
	['a timestamp that is not one', (f) => void (f.data.people[0]!.updatedAt = 'yesterday'), 'data.people.0.updatedAt', /does not match/],
	['a missing title', (f) => void delete (f.data.movies[0] as any).title, 'data.movies.0.title', /does not match/],
	['a negative watch count', (f) => void (f.data.movies[0]!.watchCount = -1), 'data.movies.0.watchCount', /does not match/],
	['a range that ends before it starts', (f) => void Object.assign(f.data.tvWatchLogs[1]!, { seasonFrom: 3, episodeFrom: 1, seasonTo: 2 }), 'data.tvWatchLogs.1.seasonTo', /does not match/],
	['a movie log in the TV table', (f) => void f.data.tvWatchLogs.push(f.data.movieWatchLogs[0]!), 'data.tvWatchLogs.3.kind', /does not match/],
	['a movie in the series table', (f) => void f.data.tvSeries.push(f.data.movies[0]!), 'data.tvSeries.2.providerRef.mediaType', /does not match/],
	['a duplicate ID within a table', (f) => void f.data.movies.push({ ...f.data.movies[0]!, title: 'Twin' }), 'data.movies.2.id', /repeats IDs/],
	['a duplicate person', (f) => void f.data.people.push({ ...f.data.people[2]! }), 'data.people.3.id', /repeats IDs/],
	['a log whose title is in neither file nor library', (f) => void (f.data.movieWatchLogs[0]!.mediaRecordId = 'movie:tmdb:999'), 'data.movieWatchLogs.0.mediaRecordId', /refers to things that are not there/],
	['a companion who is nobody', (f) => void (f.data.tvWatchLogs[0]!.watchedWithPersonIds = ['person:ghost']), 'data.tvWatchLogs.0.watchedWithPersonIds.0', /not there/],
	['a recommendation of a missing title', (f) => void (f.data.movieRecommendations[0]!.mediaRecordId = 'movie:tmdb:999'), 'data.movieRecommendations.0.mediaRecordId', /not there/],
	['a recommendation by a missing person', (f) => void (f.data.tvRecommendations[0]!.personId = 'person:ghost'), 'data.tvRecommendations.0.personId', /not there/],
	['a taste of a missing person', (f) => void (f.data.movieTastes[1]!.personId = 'person:ghost'), 'data.movieTastes.1.personId', /not there/]
];

describe('importLibrary refuses a broken library file and writes nothing', () => {
	it.each(CASES)('%s', async (_name, tamper, path, message) => {
		const t = await library();
		const file = copyOf(doc) as Doc;
		const changed = tamper(file);
		const text = JSON.stringify(changed === undefined ? file : changed);

		const error = await expectRefused(t, text);

		expect(error.message).toMatch(message);
		expect(issuePaths(error)).toContain(path);
	});

	it.each([
		['some other JSON object', { films: [{ title: 'Alien' }] }, { path: 'format', message: 'is missing: every Screenshelf export says "format": "film-tv-library"' }],
		['another app\'s export', { format: 'letterboxd-diary', version: 3, entries: [] }, { path: 'format', message: 'is "letterboxd-diary", not "film-tv-library"' }],
		['a JSON list', [{ title: 'Alien' }], { path: '', message: 'is not a JSON object with a library in it' }]
	])('%s is said plainly to be no Screenshelf export, with its format marker as the one problem', async (_name, file, issue) => {
		const error = await expectRefused(await library(), JSON.stringify(file));

		expect(error.message).toMatch(/^This file is not a Screenshelf library export, so nothing was imported\./);
		// Not the fields such a file lacks ("version: Invalid input: expected number, received undefined").
		expect(error.issues).toEqual([issue]);
	});

	it('reports every problem of the file at once, each with its path', async () => {
		const t = await library();
		const file = copyOf(doc);
		(file.data.movies[0] as any).rating = 'amazing';
		file.data.tvWatchLogs[2]!.watchedOn = '2024-13-01';
		(file.data.people[1] as any).active = 'yes';
		(file.data as any).extra = [];

		const error = await expectRefused(t, JSON.stringify(file));

		expect(issuePaths(error).sort()).toEqual(['data.extra', 'data.movies.0.rating', 'data.people.1.active', 'data.tvWatchLogs.2.watchedOn']);
	});

	it('a log whose title is only in the library is refused by replace, which would remove it', async () => {
		const t = await library();
		const file = copyOf(doc);
		const quick = file.data.movieWatchLogs.find((l) => l.mediaRecordId === 'movie:tmdb:348')!;
		file.data.movies = file.data.movies.filter((r) => r.id !== 'movie:tmdb:348');
		const before = await t.dump();

		const replaced = await importDoc(t, file, { mode: 'replace' });
		expect(replaced.ok).toBe(false);
		expect(!replaced.ok && replaced.error.issues).toContainEqual({ path: `data.movieWatchLogs.${file.data.movieWatchLogs.indexOf(quick)}.mediaRecordId`, message: expect.stringMatching(/movie:tmdb:348/) });
		expect(await t.dump()).toBe(before);
		expect((await importDoc(t, file, { mode: 'merge' })).ok).toBe(true);
	});
});
