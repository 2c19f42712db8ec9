/**
 * CSV through Papa Parse: read into rows keyed by the header, each with the line it starts on
 * (a quoted field may hold line breaks, so rows and lines differ), and written back for the
 * Letterboxd export. Only the history import and the Letterboxd export load this module.
 */
import Papa from 'papaparse';
import type { Issue } from '../../domain/errors';

export interface CsvRow {
	line: number;
	values: Record<string, string>;
}

export interface CsvTable {
	/** The file's name, for messages. */
	file: string;
	header: string[];
	rows: CsvRow[];
}

/** Counts line breaks as Papa's cursor moves on, so each row knows the line it started on. */
function lineCounter(body: string): (upTo: number) => number {
	let at = 0;
	let line = 1;
	return (upTo) => {
		for (let i = body.indexOf('\n', at); i !== -1 && i < upTo; i = body.indexOf('\n', i + 1)) line++;
		at = Math.max(at, upTo);
		return line;
	};
}

function cells(text: string, file: string): { line: number; cells: string[] }[] {
	// Papa drops a leading BOM itself but counts its cursor without it: drop it first so lines agree.
	const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
	const lineAt = lineCounter(body);
	const out: { line: number; cells: string[] }[] = [];
	let start = 0;
	let cutShort: number | null = null;
	Papa.parse<string[]>(body, {
		delimiter: ',',
		step: (result) => {
			const line = lineAt(start);
			start = result.meta.cursor;
			if (result.errors.some((e) => e.code === 'MissingQuotes')) cutShort = line;
			// Blank lines carry nothing; a spreadsheet often leaves one at the end.
			if (result.data.length > 1 || result.data[0] !== '') out.push({ line, cells: result.data });
		}
	});
	if (cutShort !== null) throw { path: file, message: `a quoted field opened on line ${cutShort} is never closed: the file may be cut short` } satisfies Issue;
	return out;
}

/**
 * Reads a CSV file whose first row names the columns; `required` columns must all be there.
 * `anyCase`: names are matched whatever their case, and rows keyed by them in lower case (IMDb has
 * written "Title Type" and "Title type").
 */
export function readCsv(text: string, file: string, required: readonly string[], { anyCase = false } = {}): CsvTable {
	const [head, ...rest] = cells(text, file);
	const header = (head?.cells ?? []).map((h) => (anyCase ? h.trim().toLowerCase() : h.trim()));
	const missing = required.filter((name) => !header.includes(anyCase ? name.toLowerCase() : name));
	if (missing.length > 0) {
		throw { path: file, message: `is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` } satisfies Issue;
	}
	return {
		file,
		header,
		rows: rest.map(({ line, cells: row }) => ({ line, values: Object.fromEntries(header.map((name, i) => [name, row[i]?.trim() ?? ''])) }))
	};
}

// What a spreadsheet takes as the start of a formula (OWASP's list for CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Free text made safe to open in a spreadsheet: a cell that would run as a formula ("=HYPERLINK(…)",
 * "-2+3") starts with an apostrophe instead, which spreadsheets read as "this is text". Only for
 * free text: IDs, dates and numbers are written by the app and never start so.
 */
export function spreadsheetText(text: string): string {
	return FORMULA_START.test(text) ? `'${text}` : text;
}

/** CSV text of a header and rows, quoted only where RFC 4180 needs it, lines ending CRLF. */
export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
	return Papa.unparse([header, ...rows] as string[][], { newline: '\r\n' }) + '\r\n';
}
