// Readers find columns by name: the same CSV export with its columns in any order, and with
// columns no reader knows (holding commas, quotes, anything), reads to the same history.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../../../../src/lib/io/history/csv';
import { looseFiles, readFixture } from '../../../fixtures/history';

const CSV_EXPORTS = ['tvtime', 'tvtime-2020', 'letterboxd', 'letterboxd-same-names'];

interface Reshape {
	/** Sort keys for the columns: a column's place is its key's rank. */
	order: number[];
	extra: { name: string; values: string[] }[];
}

const reshape: fc.Arbitrary<Reshape> = fc.record({
	order: fc.array(fc.double({ noNaN: true }), { minLength: 40, maxLength: 40 }),
	extra: fc.array(
		fc.record({
			// "extra " keeps the name from ever being a column some reader knows.
			name: fc.stringMatching(/^[a-z][a-z0-9_]{0,10}$/).map((n) => `extra ${n}`),
			// No line breaks: they would move the lines that skipped rows are reported at.
			values: fc.array(fc.string().filter((v) => !/[\r\n]/.test(v) && v === v.trim()), { maxLength: 16 })
		}),
		{ maxLength: 3 }
	)
});

async function reshaped(file: File, { order, extra }: Reshape): Promise<File> {
	const table = readCsv(await file.text(), file.name, []);
	const known = new Set(table.header);
	const columns = [
		...table.header.map((name, i) => ({ name, key: order[i % order.length]! + i * 1e-9, value: (v: Record<string, string>) => v[name] ?? '' })),
		...extra
			.filter((e, i) => !known.has(e.name) && extra.findIndex((x) => x.name === e.name) === i)
			.map((e, i) => ({ name: e.name, key: order[(i * 7) % order.length]!, value: (_: Record<string, string>, row: number) => e.values[row] ?? '' }))
	].sort((a, b) => a.key - b.key);
	const rows = table.rows.map((r, row) => columns.map((c) => c.value(r.values, row)));
	return new File([writeCsv(columns.map((c) => c.name), rows)], file.name);
}

describe('column order and unknown columns', () => {
	it('change nothing that is read', async () => {
		await fc.assert(
			fc.asyncProperty(fc.constantFrom(...CSV_EXPORTS), reshape, async (service, shape) => {
				const files = looseFiles(service);
				const expected = await readFixture(files);
				const actual = await readFixture(await Promise.all(files.map((f) => reshaped(f, shape))));
				expect(actual).toEqual(expected);
			}),
			{ numRuns: 60 }
		);
	});
});
