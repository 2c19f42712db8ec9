/** Files that are not a library at all, cut short, too big or built to attack: refused, explained, nothing written. */
import { describe, expect, it } from 'vitest';
import { MAX_REPORTED_ISSUES } from '../../../src/lib/transfer/library-transfer';
import { MAX_FILE_BYTES } from '../../../src/lib/transfer/library-document';
import { copyOf, expectRefused, exportDoc, importDoc, importOk, openIoGateway } from '../../fixtures/io-gateway';
import { issuePaths } from '../../fixtures/results';
import { expectError } from '../../fixtures/gateway';
import { buildFullLibrary, call } from '../../fixtures/library-builder';

async function library() {
	const t = await openIoGateway();
	await buildFullLibrary(t);
	return { t, doc: await exportDoc(t) };
}

/** Puts `insert` (raw JSON text) as the first member of the object holding the first `"<key>":` at or after `after`. */
function injectBefore(text: string, key: string, insert: string, after = 0): string {
	const at = text.indexOf(`"${key}":`, after);
	if (at < 0) throw new Error(`no ${key} in the text`);
	return `${text.slice(0, at)}${insert},${text.slice(at)}`;
}

describe('not a library file', () => {
	it.each([
		['plain text', 'My films: The Matrix, Alien'],
		['an empty file', ''],
		['a CSV export', 'Title,Watched\nThe Matrix,2024-01-01\n'],
		['an HTML page', '<!doctype html><html><body>404</body></html>'],
		['binary garbage', '\u0000\u0001\u00ff\ufffd{{'],
		['JSON with a trailing comma', '{"format":"film-tv-library","version":1,}']
	])('%s', async (_name, text) => {
		const { t } = await library();
		const error = await expectRefused(t, text);
		expect(error.message).toMatch(/not valid JSON, or it was cut short/);
		expect(error.issues).toEqual([{ path: '', message: 'not JSON' }]);
	});
});

describe('a file cut short', () => {
	it('is refused wherever it was cut (every 7th character)', async () => {
		const { t, doc } = await library();
		const text = JSON.stringify(doc, null, 1);
		const before = await t.dump();
		for (let end = 0; end < text.length; end += 7) {
			const error = expectError(await importDoc(t, text.slice(0, end), { mode: 'replace' }));
			expect([end, error.code, error.message]).toEqual([end, 'invalid_input', expect.stringMatching(/cut short/)]);
		}
		expect(await t.dump()).toBe(before);
	});

	it('is refused wherever its bytes were cut, even inside an accented letter (every 5th byte)', async () => {
		const { t } = await library();
		await call(t, 'svc_create', 'movies_upsertMovieRecord', { providerId: '194' });
		const bytes = new TextEncoder().encode(JSON.stringify(await exportDoc(t)));
		const before = await t.dump();
		for (let end = 0; end < bytes.length; end += 5) {
			const error = expectError(await importDoc(t, new Blob([bytes.slice(0, end)]), { mode: 'replace' }));
			expect([end, error.code]).toEqual([end, 'invalid_input']);
		}
		expect(await t.dump()).toBe(before);
	});
});

describe('a file over the size cap', () => {
	class HugeFile extends Blob {
		reads = 0;
		constructor(private readonly claimed: number, private readonly content = '') {
			super([]);
		}
		override get size() {
			return this.claimed;
		}
		override text(): Promise<string> {
			this.reads += 1;
			if (this.claimed > MAX_FILE_BYTES) throw new Error('the whole file was read into memory');
			return Promise.resolve(this.content);
		}
	}

	it('is refused from its size alone, before a single byte is read', async () => {
		const { t } = await library();
		const file = new HugeFile(MAX_FILE_BYTES + 1);

		const error = await expectRefused(t, file);

		expect(file.reads).toBe(0);
		expect(error.message).toMatch(/the largest library file accepted is 256 MB/);
	});

	it('a file of exactly the cap is read and imported', async () => {
		const { t, doc } = await library();
		const file = new HugeFile(MAX_FILE_BYTES, JSON.stringify(doc));
		await importOk(t, file);
		expect(file.reads).toBe(1);
	});
});

describe('keys that could reach a prototype', () => {
	const polluting = '"__proto__":{"polluted":"yes"}';
	it.each([
		['__proto__ at the top', (s: string) => injectBefore(s, 'format', polluting), '__proto__'],
		['__proto__ in a row', (s: string) => injectBefore(s, 'title', polluting, s.indexOf('"movies":[')), 'data.movies.0.__proto__'],
		['__proto__ in the table list', (s: string) => injectBefore(s, 'tvSeries', polluting, s.indexOf('"data":')), 'data.__proto__'],
		['__proto__ in a nested field', (s: string) => injectBefore(s, 'provider', polluting, s.indexOf('"tvTastes":[')), 'data.tvTastes.0.providerRef.__proto__'],
		['constructor.prototype in a log', (s: string) => injectBefore(s, 'watchLogId', '"constructor":{"prototype":{"polluted":"yes"}}', s.indexOf('"movieWatchLogs":[')), 'data.movieWatchLogs.0.constructor'],
		['prototype on a person', (s: string) => injectBefore(s, 'name', '"prototype":{"polluted":"yes"}', s.indexOf('"people":[')), 'data.people.0.prototype'],
		['__proto__ written with a unicode escape', (s: string) => injectBefore(s, 'format', '"\\u005f_proto__":{"polluted":"yes"}'), '__proto__'],
		['a table smuggled under an escaped __proto__', (s: string) => s.replace(/"people":(\[[^\]]*\])/, '"\\u005f\\u005fproto\\u005f\\u005f":{"people":$1}'), 'data.__proto__'],
		['constructor escaped in a row', (s: string) => injectBefore(s, 'title', '"constructo\\u0072":{"polluted":"yes"}', s.indexOf('"movies":[')), 'data.movies.0.constructor']
	])('%s', async (_name, inject, path) => {
		const { t, doc } = await library();
		const text = inject(JSON.stringify(doc));

		const error = await expectRefused(t, text);

		expect(error.message).toMatch(/keys that are never in a library export/);
		expect(issuePaths(error)).toEqual([path]);
	});

	it('words like __proto__ and constructor in the text of notes are fine', async () => {
		const { t, doc } = await library();
		const file = copyOf(doc);
		file.data.movieWatchLogs[0]!.notes = 'The "__proto__": {} of the "constructor": prototype chain.';
		file.data.movies[0]!.tags = ['constructor', '__proto__', 'prototype'];
		file.data.movies[0]!.updatedAt = '2030-01-01T00:00:00.000Z';
		file.data.movieWatchLogs[0]!.updatedAt = '2030-01-01T00:00:00.000Z';

		await importOk(t, file);

		const after = await exportDoc(t);
		expect(after.data.movieWatchLogs[0]!.notes).toBe(file.data.movieWatchLogs[0]!.notes);
		expect(after.data.movies[0]!.tags).toEqual(['constructor', '__proto__', 'prototype']);
	});
});

describe('a file with very many problems', () => {
	const badLogs = (doc: Awaited<ReturnType<typeof library>>['doc'], n: number, change: Record<string, unknown>) =>
		Array.from({ length: n }, (_, i) => ({ ...doc.data.movieWatchLogs[0]!, watchLogId: `bad-${i}`, ...change }));

	it.each([
		['invalid rows', { watchedOn: '2023-02-30' }, 'watchedOn', /does not match the library format/],
		['rows referring to a missing title', { mediaRecordId: 'movie:tmdb:999' }, 'mediaRecordId', /not there/]
	])('%s: the first 100 with their paths, and how many more', async (_name, change, field, message) => {
		const { t, doc } = await library();
		const file = copyOf(doc);
		file.data.movieWatchLogs = badLogs(doc, 250, change);

		const error = await expectRefused(t, JSON.stringify(file));

		expect(error.message).toMatch(message);
		expect(error.message).toMatch(/250 problems; the first 100 are listed/);
		expect(error.issues).toHaveLength(MAX_REPORTED_ISSUES + 1);
		expect(issuePaths(error).slice(0, 100)).toEqual(Array.from({ length: 100 }, (_, i) => `data.movieWatchLogs.${i}.${field}`));
		expect(error.issues!.at(-1)).toEqual({ path: '', message: 'and 150 more problems' });
	});

	it('a file nested 100,000 levels deep is refused without crashing', async () => {
		const { t, doc } = await library();
		const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
		const text = JSON.stringify({ ...doc, data: { ...doc.data, movies: '@' } }).replace('"@"', deep);

		const error = await expectRefused(t, text);

		expect(issuePaths(error)[0]).toMatch(/^data\.movies/);
	});
});
