import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '../../../../src/lib/io/history/csv';

describe('CSV reading', () => {
	it('reads quoted fields with commas, doubled quotes and line breaks, CRLF and a BOM', () => {
		const text = '\ufeffName,Review\r\n"The Good, the Bad and the Ugly","He said ""draw"".\r\nThen he did."\r\nAlien,\r\n';
		const table = readCsv(text, 'reviews.csv', ['Name']);
		expect(table.rows.map((r) => r.values)).toEqual([
			{ Name: 'The Good, the Bad and the Ugly', Review: 'He said "draw".\r\nThen he did.' },
			{ Name: 'Alien', Review: '' }
		]);
		expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
	});

	it('names the missing columns of a file', () => {
		expect(() => readCsv('Name,Date\nAlien,2020-01-01\n', 'diary.csv', ['Name', 'Year', 'Watched Date'])).toThrow(
			expect.objectContaining({ path: 'diary.csv', message: 'is missing the columns Year, Watched Date' })
		);
	});

	it('refuses a file cut short inside a quoted field', () => {
		expect(() => readCsv('Name,Review\nAlien,"never closed\n', 'reviews.csv', [])).toThrow(
			expect.objectContaining({ path: 'reviews.csv', message: expect.stringContaining('line 2 is never closed') })
		);
	});

	it('writes what it reads back unchanged', () => {
		const rows = [['603', 'The Matrix', '1999', '', '10', 'sci-fi, rewatchable', 'Still "the one".\nBetter every time.']];
		const csv = writeCsv(['tmdbID', 'Title', 'Year', 'WatchedDate', 'Rating10', 'Tags', 'Review'], rows);
		expect(readCsv(csv, 'out.csv', []).rows.map((r) => Object.values(r.values))).toEqual(rows);
	});
});
